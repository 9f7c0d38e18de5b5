import { useEffect, useState } from 'react';
import { Button, Caption } from '@vkontakte/vkui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { type Fortune, type FortuneWord, FortuneCard, fetchTodayFortune, learnFortuneWord } from '../../../entities/fortune';
import { $isAuthorized } from '../../../entities/user';
import { toApiError, type ApiError } from '../../../shared/api';
import { useFailureText } from '../../../shared/form';
import styles from './FortuneOfTheDay.module.css';
import '../../../shared/i18n/lazy/fortune';

/** What a tapped word offers: its translation and "learn it" (a feed decision on its card), or where it stands. */
function WordPanel({ word, canLearn, preview, onLearned }: { word: FortuneWord; canLearn: boolean; preview: boolean; onLearned(word: FortuneWord): void }) {
  const { t } = useTranslation('fortune');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const failureText = useFailureText(failure);
  useEffect(() => setFailure(null), [word.cardId]);
  const learn = async () => {
    setSending(true);
    setFailure(null);
    try {
      onLearned(await learnFortuneWord(word.cardId));
    } catch (error) {
      setFailure(toApiError(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className={styles.panel} data-testid="fortune-panel" data-card-id={word.cardId}>
      <div className={styles.pair}>
        <b lang="en">{word.headword}</b> — <span lang="ru">{word.translation}</span>
      </div>
      {word.decision === 'learn' ? (
        <Caption level="1" className={styles.state} role="status" data-testid="fortune-learning">
          {t('learning')}
        </Caption>
      ) : word.decision === 'know' ? (
        <Caption level="1" className={styles.state} data-testid="fortune-known">
          {t('known')}
        </Caption>
      ) : preview ? (
        <Button size="s" mode="secondary" disabled>
          {t('learn')}
        </Button>
      ) : canLearn ? (
        <Button size="s" mode="primary" loading={sending} onClick={learn} data-testid="fortune-learn">
          {t('learn')}
        </Button>
      ) : (
        <Caption level="1" className={styles.state}>
          {t('signInToLearn')}
        </Caption>
      )}
      {failureText ? (
        <Caption level="1" className={styles.error} role="alert">
          {failureText}
        </Caption>
      ) : null}
    </div>
  );
}

/**
 * The saying of the day, at a moment that rewards the learner (the day's selection sorted, a training finished).
 * With `preview` it shows that saying instead, exactly as learners will see it (the operator's screen).
 */
export function FortuneOfTheDay({ preview }: { preview?: Pick<Fortune, 'en' | 'ru' | 'level' | 'words'> }) {
  const authorized = useUnit($isAuthorized);
  const [today, setToday] = useState<Fortune | null>(null);
  const [selected, setSelected] = useState<FortuneWord | null>(null);
  useEffect(() => {
    if (preview) return;
    let live = true;
    fetchTodayFortune().then(
      (f) => live && setToday(f),
      () => undefined, // a saying is a bonus: without one the screen stays as it was
    );
    return () => {
      live = false;
    };
  }, [preview, authorized]);
  const fortune = preview ?? today;
  if (!fortune) return null;
  const learned = (word: FortuneWord) => {
    const update = (w: FortuneWord) => (w.cardId === word.cardId ? { ...w, decision: word.decision } : w);
    setToday((f) => (f ? { ...f, words: f.words.map(update) } : f));
    setSelected(update(word));
  };
  return (
    <FortuneCard fortune={fortune} selected={selected} onSelect={setSelected} testId={preview ? 'fortune-preview' : 'fortune'}>
      {selected ? <WordPanel word={selected} canLearn={authorized} preview={!!preview} onLearned={learned} /> : null}
    </FortuneCard>
  );
}
