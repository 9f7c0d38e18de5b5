import { Checkbox, FormItem, Textarea } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FormFooter, ModelForm, TextField, useFieldMessage } from '../../../shared/form';
import { BOT_LIMITS, botForm, parseUserIds } from '../model';
import '../../../shared/i18n/lazy/cards';

/** The admin's message to learners: text, an optional title and in-app link, everyone or chosen ids, push or not. */
export function BotMessageForm() {
  const { t } = useTranslation('cards');
  const [values, issues, serverErrors, change] = useUnit([botForm.$values, botForm.$issues, botForm.$serverErrors, botForm.fieldChanged]);
  const bodyError = useFieldMessage(issues.body, serverErrors.body);
  const usersError = useFieldMessage(issues.users, serverErrors.userIds);
  const ids = parseUserIds(values.users);
  const count = ids?.length ?? 0;

  return (
    <ModelForm form={botForm} testId="bot-form">
      <TextField form={botForm} name="title" label={t('bot.messageTitle')} maxLength={BOT_LIMITS.title} testId="bot-title" />
      <FormItem top={t('bot.body')} htmlFor="bot-body" status={bodyError ? 'error' : 'default'} bottom={bodyError ?? t('bot.bodyHint', { count: values.body.length, max: BOT_LIMITS.body })}>
        <Textarea id="bot-body" name="body" rows={4} maxLength={BOT_LIMITS.body} value={values.body} onChange={(event) => change({ name: 'body', value: event.target.value })} data-testid="bot-body" />
      </FormItem>
      <TextField form={botForm} name="link" label={t('bot.link')} hint={t('bot.linkHint')} placeholder="/selection" maxLength={BOT_LIMITS.link} testId="bot-link" />
      <FormItem top={t('bot.users')} htmlFor="bot-users" status={usersError ? 'error' : 'default'} bottom={usersError ?? t('bot.usersHint')}>
        <Textarea id="bot-users" name="users" rows={2} value={values.users} inputMode="numeric" onChange={(event) => change({ name: 'users', value: event.target.value })} data-testid="bot-users" />
      </FormItem>
      <FormItem>
        <Checkbox checked={values.push} onChange={(event) => change({ name: 'push', value: event.target.checked })} data-testid="bot-push">
          {t('bot.push')}
        </Checkbox>
      </FormItem>
      <FormFooter form={botForm} fields={['title', 'body', 'link', 'userIds', 'push']} testId="bot-send">
        {count > 0 ? t('bot.sendTo', { count }) : t('bot.send')}
      </FormFooter>
    </ModelForm>
  );
}
