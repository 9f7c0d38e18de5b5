import { Avatar, Div, Group, Panel, PanelHeaderButton, Placeholder, SimpleCell } from '@vkontakte/vkui';
import { Icon28SettingsOutline, Icon56UserCircleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { LogoutButton } from '../../../features/logout';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import { pathFor } from '../../../app/router/routes';
import styles from './ProfilePage.module.css';

export function ProfilePage({ nav }: { nav: string }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const [user, navigate] = useUnit([$user, navigationRequested]);
  const name = user ? (user.isGuest ? tc('user.guest') : user.name) : tc('user.anonymous');
  return (
    <Panel nav={nav} data-testid="profile-panel">
      <PageHeader
        before={
          <PanelHeaderButton aria-label={tc('actions.openSettings')} onClick={() => navigate({ to: pathFor('settings') })}>
            <Icon28SettingsOutline />
          </PanelHeaderButton>
        }
      >
        {t('titles.profile')}
      </PageHeader>
      <Group>
        <SimpleCell
          before={<Avatar size={48} src={user?.avatar ?? undefined} initials={name.slice(0, 1).toUpperCase()} />}
          subtitle={user?.email ?? (user?.isGuest ? t('profile.guestHint') : undefined)}
          multiline
        >
          {name}
        </SimpleCell>
      </Group>
      <Group>
        <Placeholder
          icon={<Icon56UserCircleOutline className={styles.accent} />}
          title={tc('comingSoon.title')}
        >
          {t('soon.profile')}
        </Placeholder>
        <Div>
          <LogoutButton />
        </Div>
      </Group>
    </Panel>
  );
}
