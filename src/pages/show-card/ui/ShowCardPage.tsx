import { useEffect } from 'react';
import { Button, ButtonGroup, Panel, Placeholder, Skeleton } from '@vkontakte/vkui';
import { Icon24ShareOutline, Icon56ErrorTriangleOutline, Icon56WifiOutline, Icon20LockOutline, Icon24EducationOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation, useParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CardBody, CardPhoto, LevelBadge } from '../../../entities/card';
import { BookmarkButton } from '../../../features/bookmark-card';
import { CardComments } from '../../../features/card-comments';
import { useLoginMethods } from '../../../features/oauth-login';
import { ReportAction } from '../../../features/report-content';
import { $user } from '../../../entities/user';
import { rememberIntendedRoute } from '../../../shared/navigation';
import '../../../shared/i18n/lazy/cards';
import { navigationRequested } from '../../../shared/navigation';
import { LoadFailed, PageHeader } from '../../../shared/ui';
import { $card, $cardStatus, $isDeleting, $isLearning, $isSharing, cardOpened, deleteClicked, fetchCardFx, learnClicked, shareClicked } from '../model';
import styles from './ShowCardPage.module.css';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/feed';

/** `/cards/{id}`: the card on its own — photo, word, translation, example, tags, author; share when public. */
export function ShowCardPage({ nav }: { nav: string }) {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation('cards');
  const [user, remove, deleting, learn, learning] = useUnit([$user, deleteClicked, $isDeleting, learnClicked, $isLearning]);
  const params = useParams<'id'>({ panel: nav });
  const { panel } = useActiveVkuiLocation();
  const loginMethods = useLoginMethods();
  const [card, status, sharing, open, share, retry, navigate] = useUnit([$card, $cardStatus, $isSharing, cardOpened, shareClicked, fetchCardFx, navigationRequested]);
  const id = params?.id ?? '';
  const active = panel === nav;

  useEffect(() => {
    if (active && id) open(id);
  }, [active, id, open]);

  const shown = card && String(card.id) === id ? card : null;
  const mine = Boolean(shown && user && shown.author && String(shown.author.id) === String(user.id));
  // Full accounts report what others wrote (guests are asked to log in to comment; they cannot report either).
  const canReport = (authorId: number | string | undefined) => Boolean(user && !user.isGuest && String(authorId) !== String(user.id));
  let content;
  if (shown) {
    content = (
      <article className={styles.card} data-testid="show-card" data-card-id={shown.id}>
        <div className={styles.media}>
          <CardPhoto photos={shown.photos} alt={t('card.photoAlt', { word: shown.word })} eager priority="high" className={styles.photo} />
          <LevelBadge level={shown.level} className={styles.level} />
          <BookmarkButton card={shown} className={styles.bookmark} />
        </div>
        <CardBody card={shown} />
        {shown.stage ? (
          <div className={styles.stage} data-stage={shown.stage}>
            {t(`card.stage.${shown.stage}`)}
          </div>
        ) : null}
        {mine && shown.status !== 'published' ? (
          <div className={styles.private} data-testid="card-status" data-status={shown.status}>
            {shown.status === 'private' ? <Icon20LockOutline /> : null}
            <span>
              {tc(`status.${shown.status}`)}
              {/* The reason stays here as long as the card is rejected, not only in the toast that announced it. */}
              {shown.status === 'rejected' && shown.rejectReason ? (
                <span className={styles.reason} data-testid="card-reject-reason">
                  {tc('status.reason', { reason: shown.rejectReason })}
                </span>
              ) : null}
            </span>
          </div>
        ) : null}
        {mine && shown.status === 'published' && shown.rejectReason ? (
          <div className={styles.private} data-testid="card-status" data-status="edit-rejected">
            <span>{tc('status.editRejected', { reason: shown.rejectReason })}</span>
          </div>
        ) : null}
        {!mine && !shown.isPublic ? (
          <div className={styles.private}>
            <Icon20LockOutline />
            <span>{t('showCard.privateNote')}</span>
          </div>
        ) : null}
        {mine ? (
          <div className={styles.actions}>
            <ButtonGroup stretched>
              <Button size="l" mode="secondary" stretched onClick={() => navigate({ to: pathFor('edit-card', { id: String(shown.id) }) })} data-testid="edit-card">
                {tc('owner.edit')}
              </Button>
              <Button
                size="l"
                mode="secondary"
                appearance="negative"
                stretched
                loading={deleting}
                onClick={() => {
                  if (window.confirm(tc('owner.confirmDelete'))) remove(shown.id);
                }}
                data-testid="delete-card"
              >
                {tc('owner.delete')}
              </Button>
            </ButtonGroup>
          </div>
        ) : null}
        {/* Learn it like any card of the feed; sharing only once it is published and public (spec §4). */}
        {!shown.decision || shown.isPublic ? (
          <div className={`${styles.actions} ${styles.buttons}`}>
            {!shown.decision ? (
              <Button size="l" stretched before={<Icon24EducationOutline />} loading={learning} onClick={() => learn()} data-testid="learn-card">
                {t('showCard.learn')}
              </Button>
            ) : null}
            {shown.isPublic ? (
              <Button size="l" mode="secondary" stretched before={<Icon24ShareOutline />} loading={sharing} onClick={() => share()} data-testid="share-card">
                {t('actions.share')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {canReport(shown.author?.id) ? (
          <div className={styles.actions}>
            <ReportAction target="card" id={shown.id} />
          </div>
        ) : null}
        <CardComments
          cardId={shown.id}
          commentActions={(c) => (canReport(c.author.id) ? <ReportAction target="comment" id={c.id} /> : null)}
          loginPrompt={
            <div className={styles.actions}>
              <p>{tc('comments.loginToComment', { methods: loginMethods })}</p>
              <Button
                size="m"
                onClick={() => {
                  rememberIntendedRoute(pathFor('show-card', { id: String(shown.id) }));
                  navigate({ to: pathFor('auth-login') });
                }}
                data-testid="comment-login"
              >
                {tc('comments.login')}
              </Button>
            </div>
          }
        />
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
      <LoadFailed icon={<Icon56WifiOutline />} title={t('loadError.title')} onRetry={() => retry(id)} testId="show-card-failed">
        {t('loadError.text')}
      </LoadFailed>
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
