import { useCallback, useState } from 'react';
import { Button, Caption, Footnote, Progress } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $isAnswering, answerPicked, type LevelTestItem, type LevelTestProgress } from '../../../entities/level-test';
import { useAnswerKeys } from './useAnswerKeys';
import styles from './LevelTest.module.css';
import '../../../shared/i18n/lazy/levelTest';

/**
 * One word and its four options. No right/wrong feedback on purpose: a placement test that shows mistakes
 * nudges people to guess or to give up, and the next item already adapts to the answer.
 */
export function LevelTestQuestion({ item, progress }: { item: LevelTestItem; progress: LevelTestProgress }) {
  const { t } = useTranslation('levelTest');
  const [answering, pick] = useUnit([$isAnswering, answerPicked]);
  // Which button sent the request in flight: it stays highlighted so the tap visibly "took".
  const [chosen, setChosen] = useState<number | 'skip' | null>(null);

  const onPick = useCallback(
    (choice: string | null, index: number | null) => {
      if (answering) return;
      setChosen(index ?? 'skip');
      pick(choice);
    },
    [answering, pick],
  );
  useAnswerKeys(item.options, onPick);
  const share = Math.min(100, (progress.answered / progress.max) * 100);

  return (
    <div className={styles.column} data-testid="level-test-question" data-item={item.id} data-answering={answering}>
      <div className={styles.progressRow}>
        <Progress
          value={share}
          className={styles.progress}
          aria-label={t('question.progressAria', { answered: progress.answered, max: progress.max })}
          data-testid="level-test-progress"
          data-answered={progress.answered}
        />
        <Caption level="1" className={styles.counter} aria-hidden>
          {t('question.counter', { answered: progress.answered, max: progress.max })}
        </Caption>
      </div>

      <div className={styles.wordBox}>
        <Caption level="1" caps className={styles.muted} id="level-test-prompt">
          {t('question.prompt')}
        </Caption>
        <p className={styles.word} lang="en" data-testid="level-test-word">
          {item.word}
        </p>
      </div>

      <div className={styles.options} role="group" aria-labelledby="level-test-prompt">
        {item.options.map((option, index) => (
          <button
            key={`${item.id}-${index}`}
            type="button"
            className={styles.option}
            disabled={answering}
            data-chosen={answering && chosen === index}
            onClick={() => onPick(option, index)}
            data-testid="level-test-option"
            data-index={index}
          >
            <span className={styles.optionKey} data-key={index + 1} aria-hidden />
            <span className={styles.optionText} lang="ru">
              {option}
            </span>
          </button>
        ))}
      </div>

      <Button
        size="l"
        mode="secondary"
        stretched
        disabled={answering}
        loading={answering && chosen === 'skip'}
        onClick={() => onPick(null, null)}
        data-testid="level-test-dont-know"
        after={<span className={styles.skipKey} data-key="0" aria-hidden />}
      >
        {t('question.dontKnow')}
      </Button>

      <Footnote className={styles.centerMuted}>{t('question.about')}</Footnote>
      <Footnote className={styles.keysHint}>{t('question.keys')}</Footnote>
    </div>
  );
}
