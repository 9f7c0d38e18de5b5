import { useEffect, useRef } from 'react';
import { Button, ModalCard } from '@vkontakte/vkui';
import { Icon28QuestionOutline, Icon56CancelCircleOutline, Icon56CheckCircleOutline } from '@vkontakte/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $answerFailed, $check, $checkResult, $chosen, $isAnswering, answerChosen, checkClosed } from '../model';
import styles from './CheckQuestionModal.module.css';
import '../../../shared/i18n/lazy/feed';

/**
 * "What does X mean?" with four big options. Once answered the options show right and wrong, the text says what
 * happens to the card, and "Continue" goes back to the feed. It cannot be dismissed before an answer.
 */
export function CheckQuestionModal() {
  const { t } = useTranslation('feed');
  const { t: tc } = useTranslation();
  const [check, result, chosen, answering, failed, choose, close] = useUnit([
    $check,
    $checkResult,
    $chosen,
    $isAnswering,
    $answerFailed,
    answerChosen,
    checkClosed,
  ]);
  const answered = result !== null;
  const continueRef = useRef<HTMLElement>(null);
  // Keyboard: 1–4 answer (as in training); once answered, "Continue" takes the focus the disabled options lost.
  useEffect(() => {
    if (!check || answered) return undefined;
    const onKey = (e: KeyboardEvent) => {
      const option = /^[1-4]$/.test(e.key) && !e.altKey && !e.ctrlKey && !e.metaKey ? check.question.options[Number(e.key) - 1] : undefined;
      if (!option || answering) return;
      e.preventDefault();
      choose(option);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [check, answered, answering, choose]);
  useEffect(() => {
    if (answered) continueRef.current?.focus();
  }, [answered]);
  const icon = !answered ? (
    <span className={styles.icon} data-kind="question">
      <Icon28QuestionOutline width={40} height={40} />
    </span>
  ) : result.correct ? (
    <Icon56CheckCircleOutline className={styles.right} />
  ) : (
    <Icon56CancelCircleOutline className={styles.wrong} />
  );
  return (
    <ModalCard dismissLabel={tc('actions.close')}
      open={check !== null}
      onClose={() => (answered ? close() : undefined)}
      preventClose={!answered}
      dismissButtonMode={answered ? 'inside' : 'none'}
      data-testid="check-modal"
      data-state={answered ? (result.correct ? 'correct' : 'wrong') : 'question'}
      icon={icon}
      title={answered ? (result.correct ? t('check.rightTitle') : t('check.wrongTitle')) : t('check.title')}
      description={check ? t('check.question', { word: check.question.word }) : null}
      actions={
        answered ? (
          <Button getRootRef={continueRef} size="l" mode="primary" stretched onClick={() => close()} data-testid="check-continue">
            {t('actions.continue')}
          </Button>
        ) : undefined
      }
    >
      {check ? (
        <div className={styles.body}>
          <div className={styles.options} role="group" aria-label={t('check.question', { word: check.question.word })}>
            {check.question.options.map((option, i) => {
              const state = !answered
                ? chosen === option && answering
                  ? 'pending'
                  : 'idle'
                : option === result.answer
                  ? 'right'
                  : option === chosen
                    ? 'wrong'
                    : 'dim';
              return (
                <button
                  key={option}
                  type="button"
                  className={styles.option}
                  data-state={state}
                  data-testid="check-option"
                  disabled={answered || answering}
                  aria-keyshortcuts={String(i + 1)}
                  onClick={() => choose(option)}
                >
                  {option}
                </button>
              );
            })}
          </div>
          <p className={styles.note} data-testid="check-result" aria-live="polite">
            {answered ? (result.correct ? t('check.correct') : t('check.wrong', { answer: result.answer })) : failed ? t('check.failed') : t('check.hint')}
          </p>
        </div>
      ) : null}
    </ModalCard>
  );
}
