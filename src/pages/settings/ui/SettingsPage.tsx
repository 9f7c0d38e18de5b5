import { Div, Footnote, Group, Header, Panel, SimpleCell, Spacing } from '@vkontakte/vkui';
import { Icon28CheckCircleOutline, Icon28DocumentTextOutline, Icon28ErrorCircleOutline, Icon28KeyOutline, Icon28MailOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ThemeSwitch } from '../../../features/theme-switch';
import { LanguageSwitch } from '../../../features/language-switch';
import { ResendButton } from '../../../features/email-verification';
import { SupportForm } from '../../../features/support-message';
import { DailyGoalSettings } from '../../../features/onboarding';
import { ReminderSettings } from '../../../features/push-notifications';
import { InstallSettings } from '../../../features/install-app';
import { SpeechSettings } from '../../../features/speech-settings';
import { $isVk } from '../../../shared/platform';
import { $user } from '../../../entities/user';
import { APP_VERSION } from '../../../shared/config';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import styles from './SettingsPage.module.css';
import '../../../shared/i18n/lazy/settings';
import { pathFor } from '../../../shared/config';
import '../../../shared/i18n/lazy/onboarding';
import '../../../shared/i18n/lazy/speech';

/** E-mail confirmation status for an account that has an e-mail, with the code page and a new letter. */
function EmailConfirmation() {
  const { t } = useTranslation('settings');
  const [user, navigate] = useUnit([$user, navigationRequested]);
  if (!user) return null;
  if (!user.email) {
    return (
      <SimpleCell before={<Icon28MailOutline />} subtitle={user.isGuest ? t('email.guest') : t('email.none')} multiline data-testid="settings-email-none">
        {t('email.title')}
      </SimpleCell>
    );
  }
  const verified = Boolean(user.emailVerifiedAt);
  return (
    <>
      <SimpleCell
        before={verified ? <Icon28CheckCircleOutline className={styles.positive} /> : <Icon28ErrorCircleOutline className={styles.negative} />}
        subtitle={verified ? t('email.confirmed') : t('email.notConfirmed')}
        multiline
        data-testid="settings-email-status"
        data-verified={verified}
      >
        {user.email}
      </SimpleCell>
      {verified ? null : (
        <>
          <SimpleCell before={<Icon28KeyOutline />} chevron="always" onClick={() => navigate({ to: pathFor('auth-email-verification') })} data-testid="settings-enter-code">
            {t('email.enterCode')}
          </SimpleCell>
          <Div>
            <ResendButton />
          </Div>
        </>
      )}
    </>
  );
}

export function SettingsPage({ nav }: { nav: string }) {
  const { t } = useTranslation('settings');
  const { t: tg } = useTranslation('onboarding');
  const { t: ts } = useTranslation('speech');
  const [navigate, user, isVk] = useUnit([navigationRequested, $user, $isVk]);
  const isWeb = !isVk;
  return (
    <Panel nav={nav} data-testid="settings-panel">
      <PageHeader backTo={pathFor('main')}>{t('title')}</PageHeader>
      <Group header={<Header size="s">{t('appearance.header')}</Header>}>
        <ThemeSwitch />
      </Group>
      <Group header={<Header size="s">{t('language.header')}</Header>}>
        <LanguageSwitch />
      </Group>
      <Group header={<Header size="s">{ts('settings.header')}</Header>} data-testid="settings-speech">
        <SpeechSettings />
      </Group>
      <Group header={<Header size="s">{tg('settings.header')}</Header>} data-testid="settings-goal">
        <DailyGoalSettings />
      </Group>
      {user ? (
        <Group header={<Header size="s">{t('reminders.header')}</Header>} data-testid="settings-reminders">
          <ReminderSettings />
        </Group>
      ) : null}
      {user ? (
        <Group header={<Header size="s">{t('account.header')}</Header>} data-testid="settings-account">
          <EmailConfirmation />
        </Group>
      ) : null}
      {isWeb ? (
        <Group header={<Header size="s">{t('install.header')}</Header>} data-testid="settings-install">
          <InstallSettings />
        </Group>
      ) : null}
      <Group header={<Header size="s">{t('account.support')}</Header>} data-testid="settings-support">
        <Footnote className={styles.intro}>{t('supportIntro')}</Footnote>
        <SupportForm />
      </Group>
      <Group header={<Header size="s">{t('about.header')}</Header>}>
        <SimpleCell before={<Icon28DocumentTextOutline />} chevron="always" onClick={() => navigate({ to: pathFor('user-agreement') })} data-testid="settings-user-agreement">
          {t('about.userAgreement')}
        </SimpleCell>
        <SimpleCell before={<Icon28DocumentTextOutline />} chevron="always" onClick={() => navigate({ to: pathFor('privacy') })} data-testid="settings-privacy">
          {t('about.privacy')}
        </SimpleCell>
        <SimpleCell before={<Icon28DocumentTextOutline />} chevron="always" onClick={() => navigate({ to: pathFor('privacy-agreement') })} data-testid="settings-privacy-agreement">
          {t('about.privacyAgreement')}
        </SimpleCell>
        <Spacing size={8} />
        <Footnote className={styles.version} data-testid="app-version">
          {t('about.version')} {APP_VERSION}
        </Footnote>
      </Group>
    </Panel>
  );
}
