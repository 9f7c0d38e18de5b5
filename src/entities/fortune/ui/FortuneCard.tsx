import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fortune, FortuneWord } from '../types';
import styles from './FortuneCard.module.css';
import '../../../shared/i18n/lazy/fortune';

const TOKENS = /([A-Za-z]+(?:['’][A-Za-z]+)?)/;

/**
 * A saying as learners see it: the English with each word that has a card underlined (a button), the Russian under
 * it. What a tapped word shows is the caller's (`children`, under the saying).
 */
export function FortuneCard({ fortune, selected, onSelect, children, testId = 'fortune' }: { fortune: Pick<Fortune, 'en' | 'ru' | 'level' | 'words'>; selected: FortuneWord | null; onSelect(word: FortuneWord | null): void; children?: ReactNode; testId?: string }) {
  const { t } = useTranslation('fortune');
  const byForm = new Map(fortune.words.map((w) => [w.text.toLowerCase(), w]));
  return (
    <figure className={styles.card} data-testid={testId}>
      <figcaption className={styles.label}>
        {t('title')} <span className={styles.level}>{fortune.level.toUpperCase()}</span>
      </figcaption>
      <blockquote className={styles.en} lang="en" data-testid={`${testId}-en`}>
        {fortune.en.split(TOKENS).map((part, i) => {
          const word = i % 2 === 1 ? byForm.get(part.toLowerCase()) : undefined;
          if (!word) return part;
          const pressed = selected?.cardId === word.cardId;
          return (
            <button key={i} type="button" className={styles.word} aria-pressed={pressed} onClick={() => onSelect(pressed ? null : word)} data-testid={`${testId}-word`} data-word={part}>
              {part}
            </button>
          );
        })}
      </blockquote>
      <p className={styles.ru} lang="ru" data-testid={`${testId}-ru`}>
        {fortune.ru}
      </p>
      {fortune.words.length > 0 && !selected ? <p className={styles.hint}>{t('tapHint')}</p> : null}
      <div className={styles.slot}>{children}</div>
    </figure>
  );
}
