import { Button, ButtonGroup, Group, Panel, Placeholder } from '@vkontakte/vkui';
import { Icon56MailOutline, Icon56KeyOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FormFooter, ModelForm, TextField } from '../../../shared/form';
import { navigationRequested } from '../../../shared/navigation';
import { AuthIntro, PageHeader } from '../../../shared/ui';
import { $forgotSent, forgotAgain, forgotForm } from '../model';
import styles from './ForgotPasswordPage.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

/** `/fogot-password` (the spec's spelling): asks for a reset link valid for 24 hours. */
export function ForgotPasswordPage({ nav }: { nav: string }) {
  const { t } = useTranslation('auth');
  const [sent, values, again, navigate] = useUnit([$forgotSent, forgotForm.$values, forgotAgain, navigationRequested]);
  return (
    <Panel nav={nav} data-testid="forgot-panel">
      <PageHeader backTo={pathFor('auth-login')}>{t('forgot.title')}</PageHeader>
      <Group>
        {sent !== null ? (
          <Placeholder
            icon={<Icon56MailOutline className={styles.accent} />}
            title={t('forgot.sentTitle')}
            action={
              <ButtonGroup mode="vertical" align="center" gap="m">
                <Button size="l" onClick={() => navigate({ to: pathFor('auth-login'), replace: true })}>
                  {t('forgot.toLogin')}
                </Button>
                <Button size="l" mode="secondary" onClick={() => again()}>
                  {t('forgot.again')}
                </Button>
              </ButtonGroup>
            }
            data-testid="forgot-sent"
          >
            {sent || t('forgot.sentText', { email: values.email })}
          </Placeholder>
        ) : (
          <>
            <AuthIntro icon={<Icon56KeyOutline className={styles.accent} />} title={t('forgot.heading')} text={t('forgot.text')} />
            <ModelForm form={forgotForm} testId="forgot-form">
              <TextField form={forgotForm} name="email" type="email" inputMode="email" autoComplete="email" label={t('fields.email')} testId="forgot-email" />
              <FormFooter form={forgotForm} fields={['email']} testId="forgot-submit">
                {t('forgot.submit')}
              </FormFooter>
            </ModelForm>
          </>
        )}
      </Group>
    </Panel>
  );
}
