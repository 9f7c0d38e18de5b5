import { Button, Footnote, FormItem, Group, Panel, Spacing } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { Trans, useTranslation } from 'react-i18next';
import { $isGuest } from '../../../entities/user';
import { OAuthAlternative } from '../../../features/oauth-login';
import { FormFailure, LIMITS, TextField } from '../../../shared/form';
import { AuthIntro, PageHeader, RouteLink } from '../../../shared/ui';
import { registerForm } from '../model';
import styles from '../../../shared/ui/AuthForm.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

export function RegisterPage({ nav }: { nav: string }) {
  const { t } = useTranslation('auth');
  const [pending, submit, guest] = useUnit([registerForm.$pending, registerForm.submitted, $isGuest]);
  return (
    <Panel nav={nav} data-testid="register-panel">
      <PageHeader backTo={pathFor('main')}>{t('register.title')}</PageHeader>
      <Group>
        <AuthIntro title={t('register.heading')} text={guest ? t('register.guestKeeps') : t('register.text')} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          data-testid="register-form"
        >
          <TextField form={registerForm} name="name" autoComplete="name" label={t('fields.name')} testId="register-name" />
          <TextField form={registerForm} name="email" type="email" inputMode="email" autoComplete="email" label={t('fields.email')} testId="register-email" />
          <TextField
            form={registerForm}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('fields.password')}
            hint={t('register.passwordHint', { count: LIMITS.passwordMin })}
            testId="register-password"
          />
          <TextField
            form={registerForm}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('fields.passwordConfirmation')}
            testId="register-password-confirmation"
          />
          <FormFailure form={registerForm} fields={['name', 'email', 'password', 'password_confirmation']} />
          <Footnote className={styles.legal}>
            <Trans
              t={t}
              i18nKey="legalNote.register"
              components={{
                agreement: <RouteLink to={pathFor('user-agreement')} testId="register-agreement" />,
                consent: <RouteLink to={pathFor('privacy-agreement')} testId="register-consent" />,
                privacy: <RouteLink to={pathFor('privacy')} testId="register-privacy" />,
              }}
            />
          </Footnote>
          <FormItem>
            <Button type="submit" size="l" stretched loading={pending} data-testid="register-submit">
              {t('register.submit')}
            </Button>
          </FormItem>
        </form>
        <OAuthAlternative />
        <Spacing size={16} />
        <Footnote className={styles.centered}>
          <Trans t={t} i18nKey="register.haveAccount" components={{ to: <RouteLink to={pathFor('auth-login')} testId="register-to-login" /> }} />
        </Footnote>
        <Spacing size={16} />
      </Group>
    </Panel>
  );
}
