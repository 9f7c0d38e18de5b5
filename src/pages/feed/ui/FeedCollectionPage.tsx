import { useEffect } from 'react';
import { Button, ButtonGroup, Panel, Placeholder, Skeleton } from '@vkontakte/vkui';
import { Icon24Add, Icon56BookmarkOutline, Icon56LockOutline, Icon56NewsfeedOutline, Icon56SearchOutline, Icon56WifiOutline } from '@vkontakte/icons';
import { useActiveVkuiLocation, useParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $bookmarkOverrides, CardPhoto, LevelBadge, isBookmarked, type Card } from '../../../entities/card';
import { isFeedName, type FeedName } from '../../../entities/feed';
import { $user } from '../../../entities/user';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { navigationRequested, rememberIntendedRoute } from '../../../shared/navigation';
import { $platform, loginPath } from '../../../shared/platform';
import { LoadFailed, PageHeader, StatusPlaceholder, Spinner } from '../../../shared/ui';
import { pathFor } from '../../../shared/config';
import { $collection, $isLoadingMoreCollection, collectionMoreRequested, collectionOpened, needsUser } from '../model/collection';
import { CollectionTabs } from './CollectionTabs';
import { collectionPath, useFeedMenus } from './useFeedMenus';
import styles from './FeedCollectionPage.module.css';
import '../../../shared/i18n/lazy/feed';

function Tile({ card, onOpen }: { card: Card; onOpen(): void }) {
  const { t } = useTranslation('feed');
  const overrides = useUnit($bookmarkOverrides);
  return (
    <button type="button" className={styles.tile} onClick={onOpen} aria-label={t('card.open', { word: card.word })} data-testid="collection-card" data-card-id={card.id}>
      <div className={styles.tileMedia}>
        <CardPhoto photos={card.photos} alt="" className={styles.tilePhoto} />
        <LevelBadge level={card.level} className={styles.tileLevel} />
        {isBookmarked(card, overrides) ? <span className={styles.tileMark} aria-hidden /> : null}
      </div>
      <span className={styles.tileWord} lang="en">
        {card.word}
      </span>
      <span className={styles.tileTranslation}>{card.translation}</span>
      {card.stage ? <span className={styles.tileStage} data-stage={card.stage}>{t(`card.stage.${card.stage}`)}</span> : null}
      {card.status !== 'published' ? (
        <span className={styles.tileStage} data-stage="known" data-testid="collection-card-status" data-status={card.status}>
          {t(`cardStatus.${card.status}`)}
        </span>
      ) : null}
    </button>
  );
}

/** `/feeds/{name}`: bookmarks, my, base and authors' cards as a grid; a card opens show-card. */
export function FeedCollectionPage({ nav }: { nav: string }) {
  const { t } = useTranslation('feed');
  const { t: te } = useTranslation('errors');
  const { t: tc } = useTranslation();
  const params = useParams<'name'>({ panel: nav });
  const { panel } = useActiveVkuiLocation();
  const name: FeedName | null = isFeedName(params?.name) ? params.name : null;
  const [state, loadingMore, user, platform, open, more, navigate] = useUnit([
    $collection,
    $isLoadingMoreCollection,
    $user,
    $platform,
    collectionOpened,
    collectionMoreRequested,
    navigationRequested,
  ]);
  const menus = useFeedMenus(name ?? 'base', name ? collectionPath(name) : pathFor('main'));
  const active = panel === nav;

  useEffect(() => {
    if (!active || !name) return;
    if (name === 'main') navigate({ to: pathFor('main'), replace: true });
    else open(name);
  }, [active, name, open, navigate]);

  const select = (next: FeedName) => navigate({ to: collectionPath(next), replace: true });
  const title = name && name !== 'main' ? t(`collectionTitles.${name}`) : name ? t('title') : te('notFound.title');
  const mine = state.name === name;

  let content;
  if (!name) {
    // /feeds/{anything else}: there is no such collection, and an empty grid would pretend there were.
    content = (
      <div data-testid="not-found">
        <StatusPlaceholder
          Icon={Icon56SearchOutline}
          title={te('notFound.title')}
          code="404"
          actionLabel={tc('actions.goHome')}
          onAction={() => navigate({ to: pathFor('main'), replace: true })}
        >
          {te('notFound.text')}
        </StatusPlaceholder>
      </div>
    );
  } else if (needsUser(name) && !user) {
    content = (
      <Placeholder
        icon={<Icon56LockOutline />}
        title={t('collectionLogin.title')}
        data-testid="collection-login"
        action={
          <ButtonGroup mode="vertical" align="center" gap="m">
            <StartAsGuestButton />
            <Button
              size="l"
              mode="secondary"
              onClick={() => {
                rememberIntendedRoute(collectionPath(name));
                navigate({ to: loginPath(platform) });
              }}
            >
              {t('anonymous.login')}
            </Button>
          </ButtonGroup>
        }
      >
        {t('collectionLogin.text')}
      </Placeholder>
    );
  } else if (!mine || state.status === 'loading' || state.status === 'idle') {
    content = (
      <div className={styles.grid} aria-busy data-testid="collection-loading">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.skeletonTile}>
            <Skeleton width="100%" height="100%" borderRadius={18} />
          </div>
        ))}
      </div>
    );
  } else if (state.status === 'error') {
    content = (
      <LoadFailed icon={<Icon56WifiOutline />} title={t('loadError.title')} onRetry={() => open(name)} testId="collection-failed">
        {t('loadError.text')}
      </LoadFailed>
    );
  } else if (state.cards.length === 0) {
    const key = name === 'main' ? 'base' : name;
    content = (
      <Placeholder icon={name === 'bookmarks' ? <Icon56BookmarkOutline /> : <Icon56NewsfeedOutline />} title={t(`collectionEmpty.${key}.title`)} data-testid="collection-empty">
        {t(`collectionEmpty.${key}.text`)}
      </Placeholder>
    );
  } else {
    content = (
      <>
        <div className={styles.grid} data-testid="collection-grid">
          {state.cards.map((card) => (
            <Tile key={card.id} card={card} onOpen={() => navigate({ to: pathFor('show-card', { id: String(card.id) }) })} />
          ))}
        </div>
        {state.nextCursor ? (
          <div className={styles.more}>
            <Button size="l" mode="secondary" stretched loading={loadingMore} onClick={() => more()}>
              {t('showMore')}
            </Button>
          </div>
        ) : null}
        {loadingMore && !state.nextCursor ? <Spinner /> : null}
      </>
    );
  }

  return (
    <Panel nav={nav} data-testid="feed-collection-panel" data-name={name ?? ''}>
      <PageHeader before={menus.button}>{title}</PageHeader>
      {name ? <CollectionTabs current={name} onSelect={select} /> : null}
      <div className={styles.screen} id="feed-content">
        {name === 'my' && user && !user.isGuest ? (
          <div className={styles.more}>
            <Button size="l" stretched before={<Icon24Add />} onClick={() => navigate({ to: pathFor('new-card') })} data-testid="create-card">
              {t('myCards.create')}
            </Button>
          </div>
        ) : null}
        {content}
      </div>
      {menus.modals}
    </Panel>
  );
}
