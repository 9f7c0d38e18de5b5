import { useEffect } from 'react';
import { Button, Panel, Placeholder, Skeleton } from '@vkontakte/vkui';
import { Icon24ShareOutline, Icon56ErrorTriangleOutline, Icon56WifiOutline, Icon20LockOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation, useParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CardBody, CardPhoto, LevelBadge } from '../../../entities/card';
import { BookmarkButton } from '../../../features/bookmark-card';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import { $card, $cardStatus, $isSharing, cardOpened, fetchCardFx, shareClicked } from '../model';
import styles from './ShowCardPage.module.css';
import { pathFor } from '../../../shared/config';

/** `/cards/{id}`: the card on its own — photo, word, translation, example, tags, author; share when public. */
export function ShowCardPage({ nav }: { nav: string }) {
  const { t } = useTranslation('feed');
  const params = useParams<'id'>({ panel: nav });
  const { panel } = useActiveVkuiLocation();
  const [card, status, sharing, open, share, retry, navigate] = useUnit([$card, $cardStatus, $isSharing, cardOpened, shareClicked, fetchCardFx, navigationRequested]);
  const id = params?.id ?? '';
  const active = panel === nav;

  useEffect(() => {
    if (active && id) open(id);
  }, [active, id, open]);

  const shown = card && String(card.id) === id ? card : null;
  let content;
  if (shown) {
    content = (
      <article className={styles.card} data-testid="show-card" data-card-id={shown.id}>
        <div className={styles.media}>
          <CardPhoto photos={shown.photos} alt={t('card.photoAlt', { word: shown.word })} eager className={styles.photo} />
          <LevelBadge level={shown.level} className={styles.level} />
          <BookmarkButton card={shown} className={styles.bookmark} />
        </div>
        <CardBody card={shown} />
        {shown.stage ? (
          <div className={styles.stage} data-stage={shown.stage}>
            {t(`card.stage.${shown.stage}`)}
          </div>
        ) : null}
        {!shown.isPublic ? (
          <div className={styles.private}>
            <Icon20LockOutline />
            <span>{t('showCard.privateNote')}</span>
          </div>
        ) : null}
        {shown.isPublic ? (
          <div className={styles.actions}>
            <Button size="l" mode="secondary" stretched before={<Icon24ShareOutline />} loading={sharing} onClick={() => share()} data-testid="share-card">
              {t('actions.share')}
            </Button>
          </div>
        ) : null}
      </article>
    );
  } else if (status === 'missing') {
    content = (
      <Placeholder
        icon={<Icon56ErrorTriangleOutline />}
        title={t('showCard.notFound')}
        data-testid="show-card-missing"
        action={
          <Button size="l" onClick={() => navigate({ to: pathFor('main') })}>
            {t('showCard.toFeed')}
          </Button>
        }
      />
    );
  } else if (status === 'error') {
    content = (
      <Placeholder
        icon={<Icon56WifiOutline />}
        title={t('loadError.title')}
        action={
          <Button size="l" onClick={() => retry(id)}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('loadError.text')}
      </Placeholder>
    );
  } else {
    content = (
      <div className={styles.card} aria-busy>
        <Skeleton width="100%" height={360} borderRadius={0} />
        <div className={styles.skeletonText}>
          <Skeleton width="50%" height={32} />
          <Skeleton width="35%" height={20} />
          <Skeleton width="90%" height={44} />
        </div>
      </div>
    );
  }

  return (
    <Panel nav={nav} data-testid="show-card-panel">
      <PageHeader backTo={pathFor('main')}>{shown?.word ?? t('showCard.title')}</PageHeader>
      <div className={styles.screen}>{content}</div>
    </Panel>
  );
}
