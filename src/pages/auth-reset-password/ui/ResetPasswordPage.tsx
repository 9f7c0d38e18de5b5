import { useEffect } from 'react';
import { Button, FormItem, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline, Icon56LinkCircleOutline, Icon56LockOutline } from '@vkontakte/icons';
import { useParams, useSearchParams } from '@vkontakte/vk-mini-apps-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FormFailure, LIMITS, TextField } from '../../../shared/form';
import { navigationRequested } from '../../../shared/navigation';
import { AuthIntro, PageHeader, RouteLink, Spinner } from '../../../shared/ui';
import { $linkState, $resetDone, linkOpened, resetForm } from '../model';
import styles from './ResetPasswordPage.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

/** `/password-reset/{token}?email=…`: a new password; every other session of the account ends on the server. */
export function ResetPasswordPage({ nav }: { nav: string }) {
  const { t } = useTranslation('auth');
  const params = useParams<'token'>({ panel: nav });
  const [search] = useSearchParams();
  const [linkState, opened, done, serverErrors, pending, setValues, reset, submit, navigate] = useUnit([
    $linkState,
    linkOpened,
    $resetDone,
    resetForm.$serverErrors,
    resetForm.$pending,
    resetForm.valuesSet,
    resetForm.reset,
    resetForm.submitted,
    navigationRequested,
  ]);
  const token = params?.token ?? '';
  const address = search.get('email') ?? '';
  useEffect(() => {
    reset();
    setValues({ token, email: address });
    opened({ token, email: address });
  }, [token, address, reset, setValues, opened]);

  if (done === null && linkState === 'checking') {
    return (
      <Panel nav={nav} data-testid="reset-panel">
        <PageHeader backTo={pathFor('auth-login')}>{t('reset.title')}</PageHeader>
        <Group>
          <Spinner size="l" data-testid="reset-checking" />
        </Group>
      </Panel>
    );
  }

  if (done === null && linkState === 'invalid') {
    return (
      <Panel nav={nav} data-testid="reset-panel">
        <PageHeader backTo={pathFor('auth-login')}>{t('reset.title')}</PageHeader>
        <Group>
          <Placeholder
            icon={<Icon56LinkCircleOutline />}
            title={t('reset.invalidTitle')}
            action={
              <Button size="l" onClick={() => navigate({ to: pathFor('auth-fogot-password'), replace: true })} data-testid="reset-request-new">
                {t('reset.requestNew')}
              </Button>
            }
            data-testid="reset-invalid"
          >
            {t('reset.invalidText')}
          </Placeholder>
        </Group>
      </Panel>
    );
  }

  if (done !== null) {
    return (
      <Panel nav={nav} data-testid="reset-panel">
        <PageHeader backTo={pathFor('auth-login')}>{t('reset.title')}</PageHeader>
        <Group>
          <Placeholder
            icon={<Icon56CheckCircleOutline className={styles.positive} />}
            title={t('reset.doneTitle')}
            action={
              <Button size="l" onClick={() => navigate({ to: pathFor('auth-login'), replace: true })} data-testid="reset-to-login">
                {t('reset.toLogin')}
              </Button>
            }
            data-testid="reset-done"
          >
            {t('reset.doneText')}
          </Placeholder>
        </Group>
      </Panel>
    );
  }

  return (
    <Panel nav={nav} data-testid="reset-panel">
      <PageHeader backTo={pathFor('auth-login')}>{t('reset.title')}</PageHeader>
      <Group>
        <AuthIntro icon={<Icon56LockOutline className={styles.accent} />} title={t('reset.heading')} text={t('reset.text')} />
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          data-testid="reset-form"
        >
          <TextField form={resetForm} name="email" type="email" inputMode="email" autoComplete="email" label={t('fields.email')} testId="reset-email" />
          <TextField
            form={resetForm}
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('fields.newPassword')}
            hint={t('register.passwordHint', { count: LIMITS.passwordMin })}
            testId="reset-password"
          />
          <TextField
            form={resetForm}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            label={t('fields.passwordConfirmation')}
            testId="reset-password-confirmation"
          />
          <FormFailure form={resetForm} fields={['email', 'password', 'password_confirmation']} />
          {serverErrors.token ? (
            <FormItem>
              <RouteLink to={pathFor('auth-fogot-password')} testId="reset-request-new">
                {t('reset.requestNew')}
              </RouteLink>
            </FormItem>
          ) : null}
          <FormItem>
            <Button type="submit" size="l" stretched loading={pending} data-testid="reset-submit">
              {t('reset.submit')}
            </Button>
          </FormItem>
        </form>
      </Group>
    </Panel>
  );
}
