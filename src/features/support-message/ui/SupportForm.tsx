import { useEffect } from 'react';
import { Button, FormItem, Placeholder, Textarea } from '@vkontakte/vkui';
import { Icon56CheckCircleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $user } from '../../../entities/user';
import { FormFooter, LIMITS, ModelForm, TextField, useFieldMessage } from '../../../shared/form';
import { $supportSent, supportForm, supportSentAgain } from '../model';
import styles from './SupportForm.module.css';
import '../../../shared/i18n/lazy/profile';

/** Settings → "Message to support" (POST support). Anonymous visitors leave an e-mail for the answer. */
export function SupportForm() {
  const { t } = useTranslation('profile');
  const [user, values, issues, serverErrors, sent, change, setValues, again] = useUnit([
    $user,
    supportForm.$values,
    supportForm.$issues,
    supportForm.$serverErrors,
    $supportSent,
    supportForm.fieldChanged,
    supportForm.valuesSet,
    supportSentAgain,
  ]);
  const needsEmail = !user?.email;
  const emailRequired = !user;
  useEffect(() => {
    setValues({ needsEmail, emailRequired });
  }, [needsEmail, emailRequired, setValues]);
  const messageError = useFieldMessage(issues.message, serverErrors.message);

  if (sent !== null) {
    return (
      <Placeholder
        icon={<Icon56CheckCircleOutline className={styles.done} />}
        title={t('support.sentTitle')}
        action={
          <Button size="m" mode="secondary" onClick={() => again()} data-testid="support-again">
            {t('support.again')}
          </Button>
        }
        data-testid="support-sent"
      >
        {sent || t('support.sentText')}
      </Placeholder>
    );
  }

  return (
    <ModelForm form={supportForm} testId="support-form">
      <FormItem
        top={t('support.message')}
        htmlFor="support-message"
        status={messageError ? 'error' : 'default'}
        bottom={messageError ?? t('support.hint', { count: values.message.length, max: LIMITS.support })}
      >
        <Textarea
          id="support-message"
          name="message"
          rows={4}
          maxLength={LIMITS.support}
          value={values.message}
          placeholder={t('support.placeholder')}
          onChange={(event) => change({ name: 'message', value: event.target.value })}
          data-testid="support-message"
        />
      </FormItem>
      {needsEmail ? (
        <TextField
          form={supportForm}
          name="email"
          type="email"
          autoComplete="email"
          label={emailRequired ? t('support.email') : t('support.emailOptional')}
          hint={t('support.emailHint')}
          testId="support-email"
        />
      ) : null}
      <FormFooter form={supportForm} fields={['message', 'email']} testId="support-submit">
        {t('support.send')}
      </FormFooter>
    </ModelForm>
  );
}
