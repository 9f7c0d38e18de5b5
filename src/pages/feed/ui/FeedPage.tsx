import { Button, ButtonGroup, Group, Panel, PanelHeaderButton, Placeholder, Spacing } from '@vkontakte/vkui';
import { Icon28SettingsOutline, Icon56NewsfeedOutline, Icon56Stars3Outline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { navigationRequested } from '../../../shared/navigation';
import { $platform, loginPath } from '../../../shared/platform';
import { PageHeader } from '../../../shared/ui';
import { pathFor } from '../../../app/router/routes';
import styles from './FeedPage.module.css';

/** The first screen. The card feed itself arrives with the feed issue; this is its empty state. */
export function FeedPage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const [user, navigate, platform] = useUnit([$user, navigationRequested, $platform]);

  return (
    <Panel nav={nav} data-testid="feed-panel">
      <PageHeader
        before={
          <PanelHeaderButton
            aria-label={t('feed.settingsButton')}
            onClick={() => navigate({ to: pathFor('settings') })}
            data-testid="feed-settings-button"
          >
            <Icon28SettingsOutline />
          </PanelHeaderButton>
        }
      >
        {t('feed.title')}
      </PageHeader>

      {!user ? (
        <Group data-testid="feed-anonymous">
          <Placeholder
            icon={<Icon56Stars3Outline className={styles.accent} />}
            title={t('feed.anonymous.title')}
            action={
              <ButtonGroup mode="vertical" align="center" gap="m">
                <StartAsGuestButton />
                <Button size="l" mode="secondary" onClick={() => navigate({ to: loginPath(platform) })}>
                  {tc('actions.login')}
                </Button>
              </ButtonGroup>
            }
          >
            {t('feed.anonymous.text')}
          </Placeholder>
        </Group>
      ) : null}

      <Group data-testid="feed-empty">
        {user ? (
          <div className={styles.greeting}>
            {t('feed.greeting', { name: user.isGuest ? tc('user.guest') : user.name })}
            {user.isGuest ? <p className={styles.hint}>{t('feed.guest.text')}</p> : null}
          </div>
        ) : null}
        <Placeholder icon={<Icon56NewsfeedOutline className={styles.accent} />} title={t('feed.empty.title')}>
          {t('feed.empty.text')}
        </Placeholder>
        <Spacing size={8} />
      </Group>
    </Panel>
  );
}
