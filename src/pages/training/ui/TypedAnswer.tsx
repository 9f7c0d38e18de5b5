import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Headline, Input, Title } from '@vkontakte/vkui';
import { useTranslation } from 'react-i18next';
import type { TrainingItem } from '../../../entities/learning';
import { gradeTyped, type TypedVerdict } from '../../../features/training-session';
import styles from './TypedAnswer.module.css';
import '../../../shared/i18n/lazy/typing';

export interface TypedAnswerProps {
  item: TrainingItem;
  /** `typed`: the English word from the Russian; `typed-reverse`: the Russian from the English. */
  reverse: boolean;
  /** The answer was checked (with this verdict): the card shows its other side. */
  onChecked(verdict: TypedVerdict): void;
  onAnswer(answer: 'know' | 'again'): void;
}

/**
 * The typed-answer prompt (issue 32): the learner spells the word, the app grades it (a one-letter typo and ё/е
 * count as right, the correct spelling is shown), and "Next" records it as "I know" or "Again" like any answer.
 * On a phone the on-screen keyboard shrinks the visual viewport: the field is kept in view above it.
 */
export function TypedAnswer({ item, reverse, onChecked, onAnswer }: TypedAnswerProps) {
  const { t } = useTranslation('typing');
  const kind = reverse ? 'typed-reverse' : 'typed';
  const { card } = item;
  const expected = reverse ? card.translation : card.word;
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<TypedVerdict | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  useKeptAboveKeyboard(formRef);

  useEffect(() => {
    // A hardware keyboard types at once; a touch screen waits for a tap (no keyboard popping over the photo).
    if (window.matchMedia?.('(pointer: fine)').matches) inputRef.current?.focus({ preventScroll: true });
  }, [card.id]);

  useEffect(() => {
    if (verdict) nextRef.current?.focus({ preventScroll: true });
  }, [verdict]);

  const check = (typed: string) => {
    if (verdict) return;
    const graded = gradeTyped(typed, expected);
    setVerdict(graded);
    onChecked(graded);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (verdict) onAnswer(verdict === 'wrong' ? 'again' : 'know');
    else if (text.trim()) check(text);
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} data-testid="typed-answer" data-kind={kind} data-verdict={verdict ?? ''}>
      <Title level="1" className={styles.cue} Component="h2" lang={reverse ? 'en' : 'ru'} data-testid="typed-cue">
        {reverse ? card.word : card.translation}
      </Title>
      <label htmlFor={inputId} className={styles.label}>
        {t(`input.${kind}`)}
      </label>
      <Input
        getRef={inputRef}
        id={inputId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        readOnly={verdict !== null}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint={verdict ? 'next' : 'done'}
        lang={reverse ? 'ru' : 'en'}
        data-testid="typed-input"
        className={styles.input}
      />
      {/* The verdict is read by the training page's live region, with the right answer. */}
      <div className={styles.result}>
        {verdict ? (
          <>
            <Headline level="2" className={styles.verdict} data-correct={verdict !== 'wrong'} data-testid="typed-verdict">
              {t(`verdict.${verdict}`)}
            </Headline>
            {verdict !== 'exact' ? (
              <Title level="2" Component="p" className={styles.spelling} lang={reverse ? 'ru' : 'en'} data-testid="typed-correct">
                {expected}
              </Title>
            ) : null}
          </>
        ) : null}
      </div>
      {verdict ? (
        <Button getRootRef={nextRef} type="submit" size="l" stretched appearance={verdict === 'wrong' ? 'negative' : 'positive'} data-testid="typed-next">
          {t('next')}
        </Button>
      ) : (
        <div className={styles.actions}>
          <Button type="button" size="l" mode="secondary" stretched onClick={() => check('')} data-testid="typed-dont-know">
            {t('dontKnow')}
          </Button>
          <Button type="submit" size="l" stretched disabled={!text.trim()} data-testid="typed-check">
            {t('check')}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * While the on-screen keyboard is open (the visual viewport is shorter than the layout one), the form is scrolled
 * to sit just above it, so the learner sees the cue, the field and the buttons while typing.
 */
function useKeptAboveKeyboard(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const onResize = () => {
      const form = ref.current;
      if (!form || !form.contains(document.activeElement)) return;
      const box = form.getBoundingClientRect();
      const visibleBottom = viewport.offsetTop + viewport.height;
      if (box.bottom > visibleBottom || box.top < viewport.offsetTop) window.scrollBy({ top: box.bottom - visibleBottom + 8, behavior: 'auto' });
    };
    viewport.addEventListener('resize', onResize);
    return () => viewport.removeEventListener('resize', onResize);
  }, [ref]);
}
