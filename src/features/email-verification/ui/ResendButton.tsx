import { Button, Footnote } from '@vkontakte/vkui';
import { Icon24MailOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSecondsLeft } from '../../../shared/lib';
import { useFailureText } from '../../../shared/form';
import { $resendAvailableAt, $resendFailure, $resendPending, resendClicked } from '../model';
import styles from './ResendButton.module.css';
import '../../../shared/i18n/lazy/auth';

/** "Send the letter again", locked for the 60 s throttle with a live countdown (spec: resend with a throttle). */
export function ResendButton({ mode = 'secondary', stretched = true }: { mode?: 'secondary' | 'tertiary' | 'outline'; stretched?: boolean }) {
  const { t } = useTranslation('auth');
  const [availableAt, pending, failure, resend] = useUnit([$resendAvailableAt, $resendPending, $resendFailure, resendClicked]);
  const left = useSecondsLeft(availableAt);
  const failureText = useFailureText(failure);
  return (
    <div className={styles.root}>
      <Button
        size="l"
        mode={mode}
        stretched={stretched}
        loading={pending}
        disabled={left > 0}
        before={<Icon24MailOutline />}
        onClick={() => resend()}
        data-testid="resend-verification"
        data-seconds-left={left}
      >
        {left > 0 ? t('verification.resendIn', { count: left }) : t('verification.resend')}
      </Button>
      {failureText ? (
        <Footnote className={styles.error} role="alert" data-testid="resend-failure">
          {failureText}
        </Footnote>
      ) : null}
    </div>
  );
}
