import { Button, Group, Panel, Placeholder, Text } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline, Icon56MailOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { codeForm, ResendButton } from '../../../features/email-verification';
import { FormFooter, ModelForm, TextField } from '../../../shared/form';
import { navigationRequested, takeIntendedRoute } from '../../../shared/navigation';
import { AuthIntro, PageHeader } from '../../../shared/ui';
import styles from './EmailVerificationPage.module.css';
import '../../../shared/i18n/lazy/auth';
import { pathFor } from '../../../shared/config';

/** `/email-verification`: the 6-digit code from the letter, and a new letter after the 60 s throttle. */
export function EmailVerificationPage({ nav }: { nav: string }) {
  const { t } = useTranslation('auth');
  const [user, navigate] = useUnit([$user, navigationRequested]);
  const next = () => navigate({ to: takeIntendedRoute() ?? pathFor('profile'), replace: true });

  let body;
  if (user && !user.email) {
    body = (
      <Placeholder
        icon={<Icon56MailOutline className={styles.accent} />}
        title={t('verification.noEmailTitle')}
        action={
          <Button size="l" onClick={() => navigate({ to: pathFor('settings') })}>
            {t('verification.toSettings')}
          </Button>
        }
        data-testid="verification-no-email"
      >
        {user.isGuest ? t('verification.noEmailGuest') : t('verification.noEmail')}
      </Placeholder>
    );
  } else if (user?.emailVerifiedAt) {
    body = (
      <Placeholder
        icon={<Icon56CheckCircleOutline className={styles.positive} />}
        title={t('verification.confirmedTitle')}
        action={
          <Button size="l" onClick={next} data-testid="verification-continue">
            {t('verification.continue')}
          </Button>
        }
        data-testid="verification-confirmed"
      >
        {t('verification.confirmedText', { email: user.email })}
      </Placeholder>
    );
  } else {
    body = (
      <>
        <AuthIntro
          icon={<Icon56MailOutline className={styles.accent} />}
          title={t('verification.heading')}
          text={t('verification.text', { email: user?.email ?? '' })}
        />
        <ModelForm form={codeForm} testId="verification-form">
          <TextField
            form={codeForm}
            name="code"
            label={t('verification.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="000000"
            maxLength={6}
            hint={t('verification.codeHint')}
            testId="verification-code"
          />
          <FormFooter form={codeForm} fields={['code']} testId="verification-submit" beside={<ResendButton />}>
            {t('verification.submit')}
          </FormFooter>
        </ModelForm>
        <Text className={styles.note}>{t('verification.bonus')}</Text>
      </>
    );
  }

  return (
    <Panel nav={nav} data-testid="email-verification-panel">
      <PageHeader backTo={pathFor('profile')}>{t('verification.title')}</PageHeader>
      <Group>{body}</Group>
    </Panel>
  );
}
