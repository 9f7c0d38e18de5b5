import { Footnote } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import type { WordEntry } from '../api';
import styles from './WordAdmin.module.css';
import '../../../shared/i18n/lazy/adminWords';

/** Above the form: the card's photo as learners see it, where the entry comes from, who has it, what differs from the shipped data. */
export function WordSummary({ word }: { word: WordEntry }) {
  const { t, i18n } = useTranslation('adminWords');
  const fields = word.edited.map((f) => t(`fields.${f}` as 'fields.headword')).join(', ');
  return (
    <div className={styles.summaryBlock} data-testid="word-summary">
      {word.photos ? <img className={styles.photo} src={word.photos.small} alt={t('editor.photo')} width={96} height={96} data-testid="word-photo" /> : null}
      <div>
        <p className={styles.summaryTitle}>
          {t(`pos.${word.pos}` as 'pos.noun', { defaultValue: word.pos })} · {word.level.toUpperCase()}
        </p>
        <Footnote>
          {t(`editor.source.${word.source}`)}
          {word.learners !== undefined ? ` · ${t('editor.learners', { count: word.learners })}` : ''}
        </Footnote>
        {word.retired ? (
          <Footnote className={styles.negative} data-testid="word-retired-notice">
            {t('editor.retiredNotice')}
          </Footnote>
        ) : null}
        {fields ? <Footnote>{t('editor.editedFields', { fields })}</Footnote> : null}
        {word.editedAt && word.editedBy ? (
          <Footnote className={styles.muted}>{t('editor.lastEdit', { date: new Date(word.editedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), name: word.editedBy })}</Footnote>
        ) : null}
      </div>
    </div>
  );
}
