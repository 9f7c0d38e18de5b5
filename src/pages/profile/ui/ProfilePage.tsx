import { Avatar, Button, ButtonGroup, Div, Group, Header, Panel, PanelHeaderButton, Placeholder, SimpleCell, Spacing, Text, Title } from '@vkontakte/vkui';
import {
  Icon28CheckCircleOutline,
  Icon28ErrorCircleOutline,
  Icon28LockOutline,
  Icon28MailOutline,
  Icon28SettingsOutline,
  Icon56GhostOutline,
} from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $points } from '../../../entities/progress';
import { $user } from '../../../entities/user';
import { DeleteAccount } from '../../../features/delete-account';
import { $identities, LinkedAccounts } from '../../../features/linked-accounts';
import { LogoutButton } from '../../../features/logout';
import { AvatarUpload, NameForm } from '../../../features/profile-edit';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import { ProfileStats } from './ProfileStats';
import styles from './ProfilePage.module.css';
import '../../../shared/i18n/lazy/profile';
import { pathFor } from '../../../shared/config';

/** A guest may look but not change who they are (spec §6): the locked actions say how to unlock them. */
function GuestPrompt() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const navigate = useUnit(navigationRequested);
  return (
    <Group data-testid="guest-prompt">
      <Placeholder
        icon={<Icon56GhostOutline className={styles.accent} />}
        title={t('guest.title')}
        action={
          <ButtonGroup mode="vertical" align="center" gap="m">
            <Button size="l" onClick={() => navigate({ to: pathFor('auth-register') })} data-testid="guest-register">
              {tc('actions.register')}
            </Button>
            <Button size="l" mode="secondary" onClick={() => navigate({ to: pathFor('auth-login') })} data-testid="guest-login">
              {tc('actions.login')}
            </Button>
          </ButtonGroup>
        }
      >
        {t('guest.text')}
      </Placeholder>
      {(['name', 'avatar', 'cards'] as const).map((item) => (
        <SimpleCell key={item} before={<Icon28LockOutline className={styles.muted} />} subtitle={t('guest.locked')} multiline data-testid={`guest-locked-${item}`}>
          {t(`guest.${item}`)}
        </SimpleCell>
      ))}
    </Group>
  );
}

export function ProfilePage({ nav }: { nav: string }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const [user, points, identities, navigate] = useUnit([$user, $points, $identities, navigationRequested]);
  const guest = Boolean(user?.isGuest);
  const full = Boolean(user && !user.isGuest);
  const name = user ? (user.isGuest ? tc('user.guest') : user.name) : tc('user.anonymous');
  const verified = Boolean(user?.emailVerifiedAt);

  return (
    <Panel nav={nav} data-testid="profile-panel">
      <PageHeader
        before={
          <PanelHeaderButton aria-label={tc('actions.openSettings')} onClick={() => navigate({ to: pathFor('settings') })}>
            <Icon28SettingsOutline />
          </PanelHeaderButton>
        }
      >
        {t('title')}
      </PageHeader>
      <Group>
        <div className={styles.card}>
          <Avatar size={80} src={user?.avatar ?? undefined} initials={name.slice(0, 1).toUpperCase()} data-testid="profile-avatar" />
          <div className={styles.who}>
            <Title level="2" weight="2" className={styles.name} data-testid="profile-name-title">
              {name}
            </Title>
            {user?.email ? (
              <Text className={styles.secondary} data-testid="profile-email" data-verified={verified}>
                {user.email}
              </Text>
            ) : null}
            <Text className={styles.secondary} data-testid="profile-points" data-points={points}>
              {tc('counters.points', { count: points })}
            </Text>
          </div>
        </div>
        {full ? (
          <Div>
            <AvatarUpload />
          </Div>
        ) : null}
      </Group>

      {user ? <ProfileStats /> : null}

      {guest ? <GuestPrompt /> : null}

      {full ? (
        <Group header={<Header size="s">{t('name.header')}</Header>}>
          <NameForm />
        </Group>
      ) : null}

      {full && user?.email ? (
        <Group header={<Header size="s">{t('email.header')}</Header>}>
          <SimpleCell
            before={verified ? <Icon28CheckCircleOutline className={styles.positive} /> : <Icon28ErrorCircleOutline className={styles.warning} />}
            after={verified ? undefined : <Icon28MailOutline className={styles.accent} />}
            subtitle={verified ? t('email.confirmed') : t('email.notConfirmed')}
            onClick={verified ? undefined : () => navigate({ to: pathFor('auth-email-verification') })}
            chevron={verified ? undefined : 'always'}
            multiline
            data-testid="profile-email-status"
            data-verified={verified}
          >
            {user.email}
          </SimpleCell>
        </Group>
      ) : null}

      {full ? (
        <Group header={<Header size="s">{t('accounts.header')}</Header>}>
          <LinkedAccounts />
        </Group>
      ) : null}

      <Group>
        <SimpleCell before={<Icon28SettingsOutline />} chevron="always" onClick={() => navigate({ to: pathFor('settings') })} data-testid="profile-settings">
          {t('settingsLink')}
        </SimpleCell>
        <Spacing size={8} />
        <Div className={styles.actions}>
          <LogoutButton />
          {full ? <DeleteAccount usesPassword={identities?.hasPassword ?? Boolean(user?.email)} /> : null}
        </Div>
      </Group>
    </Panel>
  );
}
