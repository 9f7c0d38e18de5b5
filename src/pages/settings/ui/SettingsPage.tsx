import { Group, Header, Panel, SimpleCell, Footnote, Spacing } from '@vkontakte/vkui';
import { Icon28DocumentTextOutline, Icon28MailOutline, Icon28MessageOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ThemeSwitch } from '../../../features/theme-switch';
import { LanguageSwitch } from '../../../features/language-switch';
import { $isFullUser } from '../../../entities/user';
import { APP_VERSION } from '../../../shared/config';
import { navigationRequested } from '../../../shared/navigation';
import { PageHeader } from '../../../shared/ui';
import { pathFor } from '../../../app/router/routes';
import styles from './SettingsPage.module.css';

export function SettingsPage({ nav }: { nav: string }) {
  const { t } = useTranslation('settings');
  const [navigate, fullUser] = useUnit([navigationRequested, $isFullUser]);
  return (
    <Panel nav={nav} data-testid="settings-panel">
      <PageHeader backTo="/">{t('title')}</PageHeader>
      <Group header={<Header size="s">{t('appearance.header')}</Header>}>
        <ThemeSwitch />
      </Group>
      <Group header={<Header size="s">{t('language.header')}</Header>}>
        <LanguageSwitch />
      </Group>
      {fullUser ? (
        <Group header={<Header size="s">{t('account.header')}</Header>}>
          <SimpleCell
            before={<Icon28MailOutline />}
            indicator={<span className={styles.soon}>{t('account.soon')}</span>}
            onClick={() => navigate({ to: pathFor('auth-email-verification') })}
          >
            {t('account.emailConfirmation')}
          </SimpleCell>
          <SimpleCell before={<Icon28MessageOutline />} indicator={<span className={styles.soon}>{t('account.soon')}</span>} disabled>
            {t('account.support')}
          </SimpleCell>
        </Group>
      ) : null}
      <Group header={<Header size="s">{t('about.header')}</Header>}>
        <SimpleCell
          before={<Icon28DocumentTextOutline />}
          chevron="always"
          onClick={() => navigate({ to: pathFor('user-agreement') })}
        >
          {t('about.userAgreement')}
        </SimpleCell>
        <SimpleCell before={<Icon28DocumentTextOutline />} chevron="always" onClick={() => navigate({ to: pathFor('privacy') })}>
          {t('about.privacy')}
        </SimpleCell>
        <Spacing size={8} />
        <Footnote className={styles.version} data-testid="app-version">
          {t('about.version')} {APP_VERSION}
        </Footnote>
      </Group>
    </Panel>
  );
}
