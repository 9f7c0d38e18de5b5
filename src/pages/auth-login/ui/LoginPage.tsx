import { Checkbox, Footnote, FormItem, Group, Panel, Spacing, Subhead } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { Trans, useTranslation } from 'react-i18next';
import { $isGuest } from '../../../entities/user';
import { OAuthAlternative } from '../../../features/oauth-login';
import { StartAsGuestButton } from '../../../features/start-as-guest';
import { FormFooter, ModelForm, TextField } from '../../../shared/form';
import { AuthIntro, PageHeader, RouteLink } from '../../../shared/ui';
import { loginForm } from '../model';
import styles from '../../../shared/ui/AuthForm.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

export function LoginPage({ nav }: { nav: string }) {
  const { t } = useTranslation('auth');
  const [values, change, guest] = useUnit([loginForm.$values, loginForm.fieldChanged, $isGuest]);
  return (
    <Panel nav={nav} data-testid="login-panel">
      <PageHeader backTo={pathFor('main')}>{t('login.title')}</PageHeader>
      <Group>
        <AuthIntro title={t('login.heading')} text={guest ? t('login.guestKeeps') : t('login.text')} />
        <ModelForm form={loginForm} testId="login-form">
          <TextField form={loginForm} name="email" type="email" inputMode="email" autoComplete="email" label={t('fields.email')} testId="login-email" />
          <TextField form={loginForm} name="password" type="password" autoComplete="current-password" label={t('fields.password')} testId="login-password" />
          <FormItem>
            <div className={styles.row}>
              <Checkbox
                checked={Boolean(values.remember)}
                onChange={(event) => change({ name: 'remember', value: event.target.checked })}
                data-testid="login-remember"
              >
                {t('login.remember')}
              </Checkbox>
              <Subhead>
                <RouteLink to={pathFor('auth-fogot-password')} testId="login-forgot">
                  {t('login.forgot')}
                </RouteLink>
              </Subhead>
            </div>
          </FormItem>
          <FormFooter form={loginForm} fields={['email', 'password']} testId="login-submit">
            {t('login.submit')}
          </FormFooter>
        </ModelForm>
        <OAuthAlternative />
        <Spacing size={16} />
        <Footnote className={styles.centered}>
          <Trans t={t} i18nKey="login.noAccount" components={{ to: <RouteLink to={pathFor('auth-register')} testId="login-to-register" /> }} />
        </Footnote>
        <Spacing size={12} />
        <div className={styles.block}>
          <StartAsGuestButton mode="secondary" stretched />
        </div>
        <Footnote className={styles.legal}>
          <Trans
            t={t}
            i18nKey="legalNote.login"
            components={{ agreement: <RouteLink to={pathFor('user-agreement')} />, privacy: <RouteLink to={pathFor('privacy')} /> }}
          />
        </Footnote>
      </Group>
    </Panel>
  );
}
