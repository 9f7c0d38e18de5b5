import { Button, Checkbox, FormItem, Input, Textarea } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { Fortune } from '../../../entities/fortune';
import { FormFooter, ModelForm, useFieldMessage } from '../../../shared/form';
import { LevelSelect } from '../../../shared/ui';
import { $editing, FORTUNE_MAX, fortuneForm, newStarted } from '../model';
import styles from './FortuneEditor.module.css';
import '../../../shared/i18n/lazy/adminFortunes';

/** Add or edit a saying, with the saying as learners will see it beside the form. */
export function FortuneEditor({ renderPreview }: { renderPreview(fortune: Pick<Fortune, 'en' | 'ru' | 'level' | 'words'>): ReactNode }) {
  const { t } = useTranslation('adminFortunes');
  const [values, issues, serverErrors, change, editing, startNew] = useUnit([fortuneForm.$values, fortuneForm.$issues, fortuneForm.$serverErrors, fortuneForm.fieldChanged, $editing, newStarted]);
  const enError = useFieldMessage(issues.en, serverErrors.en);
  const ruError = useFieldMessage(issues.ru, serverErrors.ru);
  const dateError = useFieldMessage(undefined, serverErrors.date);
  // The saved saying's words are the server's; while the English is being changed they are unknown until saved.
  const words = editing && editing.en === values.en.trim() ? editing.words : [];
  return (
    <section className={styles.editor} aria-label={values.id ? t('editTitle') : t('newTitle')}>
      <div className={styles.editorHead}>
        <h2 className={styles.h2}>{values.id ? t('editTitle') : t('newTitle')}</h2>
        {values.id ? (
          <Button mode="secondary" size="s" onClick={() => startNew()} data-testid="fortune-new">
            {t('new')}
          </Button>
        ) : null}
      </div>
      <ModelForm form={fortuneForm} testId="fortune-form">
        <FormItem top={t('en')} htmlFor="fortune-en" status={enError ? 'error' : 'default'} bottom={enError ?? t('left', { count: FORTUNE_MAX - values.en.length })}>
          <Textarea id="fortune-en" rows={2} maxLength={FORTUNE_MAX} value={values.en} lang="en" onChange={(e) => change({ name: 'en', value: e.target.value })} data-testid="fortune-en-input" />
        </FormItem>
        <FormItem top={t('ru')} htmlFor="fortune-ru" status={ruError ? 'error' : 'default'} bottom={ruError ?? t('ruHint')}>
          <Textarea id="fortune-ru" rows={2} maxLength={FORTUNE_MAX} value={values.ru} lang="ru" onChange={(e) => change({ name: 'ru', value: e.target.value })} data-testid="fortune-ru-input" />
        </FormItem>
        <div className={styles.twoCols}>
          <FormItem top={t('level')} htmlFor="fortune-level">
            <LevelSelect id="fortune-level" value={values.level} onChange={(value) => change({ name: 'level', value })} testId="fortune-level" />
          </FormItem>
          <FormItem top={t('date')} htmlFor="fortune-date" status={dateError ? 'error' : 'default'} bottom={dateError ?? t('dateHint')}>
            <Input id="fortune-date" type="date" value={values.date} onChange={(e) => change({ name: 'date', value: e.target.value })} data-testid="fortune-date" />
          </FormItem>
        </div>
        <FormItem>
          <Checkbox checked={values.enabled} onChange={(e) => change({ name: 'enabled', value: e.target.checked })} data-testid="fortune-enabled-input">
            {t('enabledLong')}
          </Checkbox>
        </FormItem>
        <FormFooter form={fortuneForm} fields={['en', 'ru', 'level', 'date', 'enabled']} testId="fortune-save">
          {values.id ? t('save') : t('add')}
        </FormFooter>
      </ModelForm>
      <h3 className={styles.h3}>{t('preview')}</h3>
      {values.en.trim() || values.ru.trim() ? (
        renderPreview({ en: values.en.trim(), ru: values.ru.trim(), level: values.level, words })
      ) : (
        <p className={styles.empty}>{t('previewEmpty')}</p>
      )}
    </section>
  );
}
