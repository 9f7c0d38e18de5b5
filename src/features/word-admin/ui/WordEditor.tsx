import { Button, Checkbox, FormItem, FormStatus, NativeSelect, Textarea } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { FormFooter, ModelForm, TextField, useFailureText, useFieldMessage } from '../../../shared/form';
import { LevelSelect } from '../../../shared/ui';
import { POS, WORD_LIMITS } from '../api';
import { $actionFailure, $word, retireToggled, wordForm, type WordValues } from '../model';
import styles from './WordAdmin.module.css';
import '../../../shared/i18n/lazy/adminWords';

/** Server error fields under each input ("translations.0" belongs to the translations, "example.en" to the example). */
function useServerMessage(name: keyof WordValues & string, serverFields: (field: string) => boolean) {
  const [issues, serverErrors] = useUnit([wordForm.$issues, wordForm.$serverErrors]);
  const server = Object.entries(serverErrors).find(([field]) => serverFields(field))?.[1];
  return useFieldMessage(issues[name], server);
}

function Area({ name, label, hint, rows, server, max }: { name: 'translations' | 'exampleEn' | 'exampleRu'; label: string; hint?: string; rows: number; server: (f: string) => boolean; max?: number }) {
  const [values, change] = useUnit([wordForm.$values, wordForm.fieldChanged]);
  const message = useServerMessage(name, server);
  return (
    <FormItem top={label} htmlFor={`word-${name}`} status={message ? 'error' : 'default'} bottom={message ?? hint}>
      <Textarea id={`word-${name}`} rows={rows} maxLength={max} value={String(values[name])} onChange={(e) => change({ name, value: e.target.value })} data-testid={`word-${name}`} />
    </FormItem>
  );
}

/** The entry's form: what the card editor checks, plus level, part of speech, emoji, topics and flags. */
export function WordEditor() {
  const { t } = useTranslation('adminWords');
  const [values, change, word, retire, actionFailure] = useUnit([wordForm.$values, wordForm.fieldChanged, $word, retireToggled, $actionFailure]);
  const failure = useFailureText(actionFailure);
  const isNew = values.id === '';
  const posMessage = useServerMessage('pos', (f) => f === 'pos');
  const levelMessage = useServerMessage('level', (f) => f === 'level');

  return (
    <ModelForm form={wordForm} testId="word-form">
      <TextField form={wordForm} name="headword" label={t('editor.headword')} maxLength={WORD_LIMITS.headword} testId="word-headword" />
      <div className={styles.pair}>
        <FormItem top={t('editor.pos')} htmlFor="word-pos" status={posMessage ? 'error' : 'default'} bottom={posMessage}>
          <NativeSelect id="word-pos" value={values.pos} onChange={(e) => change({ name: 'pos', value: e.target.value })} data-testid="word-pos">
            {POS.map((p) => (
              <option key={p} value={p}>
                {t(`pos.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </FormItem>
        <FormItem top={t('editor.level')} htmlFor="word-level" status={levelMessage ? 'error' : 'default'} bottom={levelMessage}>
          <LevelSelect id="word-level" value={values.level} onChange={(value) => change({ name: 'level', value })} testId="word-level" />
        </FormItem>
      </div>
      <Area name="translations" label={t('editor.translations')} hint={t('editor.translationsHint')} rows={3} server={(f) => f.startsWith('translations')} />
      <Area name="exampleEn" label={t('editor.exampleEn')} hint={t('editor.exampleHint')} rows={2} max={WORD_LIMITS.example} server={(f) => f === 'example' || f === 'example.en'} />
      <Area name="exampleRu" label={t('editor.exampleRu')} rows={2} max={WORD_LIMITS.example} server={(f) => f === 'example.ru'} />
      <div className={styles.pair}>
        <TextField form={wordForm} name="emoji" label={t('editor.emoji')} hint={t('editor.emojiHint')} maxLength={16} testId="word-emoji" />
        <TextField form={wordForm} name="topics" label={t('editor.topics')} hint={t('editor.topicsHint')} alsoServerFields={['topics.0', 'topics.1', 'topics.2']} testId="word-topics" />
      </div>
      <FormItem>
        <Checkbox checked={values.concrete} onChange={(e) => change({ name: 'concrete', value: e.target.checked })} data-testid="word-concrete">
          {t('editor.concrete')}
        </Checkbox>
        <Checkbox checked={values.reviewed} onChange={(e) => change({ name: 'reviewed', value: e.target.checked })} data-testid="word-reviewed">
          {t('editor.reviewed')}
        </Checkbox>
      </FormItem>
      <FormFooter form={wordForm} fields={['headword', 'pos', 'level', 'translations', 'example', 'example.en', 'example.ru', 'emoji', 'topics']} testId="word-save">
        {isNew ? t('editor.create') : t('editor.save')}
      </FormFooter>
      {word && !isNew ? (
        <FormItem bottom={t('editor.retireHint')}>
          {failure ? (
            <FormStatus mode="error" data-testid="word-action-failure">
              {failure}
            </FormStatus>
          ) : null}
          <Button mode={word.retired ? 'secondary' : 'outline'} appearance={word.retired ? 'accent' : 'negative'} onClick={() => retire(word)} data-testid="word-retire">
            {word.retired ? t('editor.restore') : t('editor.retire')}
          </Button>
        </FormItem>
      ) : null}
    </ModelForm>
  );
}
