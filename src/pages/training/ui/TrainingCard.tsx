import { useEffect, useRef } from 'react';
import { Button, Caption, Headline, Subhead, Title } from '@vkontakte/vkui';
import { Icon24VolumeOutline, Icon20CheckCircleOn, Icon20CancelCircleFillRed } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import { CardPhoto } from '../../../entities/card';
import type { TrainingItem, TrainingPrompt } from '../../../entities/learning';
import { speak, swipeProgress, type TypedVerdict } from '../../../features/training-session';
import { ExampleSpeaker, usePlay, WordSpeech } from '../../../shared/speech';
import { useSwipe } from './useSwipe';
import { TypedAnswer } from './TypedAnswer';
import styles from './TrainingCard.module.css';
import '../../../shared/i18n/lazy/learning';
import '../../../shared/i18n/lazy/a11y';

export interface TrainingCardProps {
  item: TrainingItem;
  prompt: TrainingPrompt;
  repeat: boolean;
  revealed: boolean;
  picked: string | null;
  onReveal(): void;
  onPick(word: string): void;
  onAnswer(answer: 'know' | 'again'): void;
  /** A typed answer was graded (the screen reader hears the verdict). */
  onTyped?(verdict: TypedVerdict): void;
}

/** One card of the session: photo + prompt, then the answer; swipe, buttons or arrow keys decide. */
export function TrainingCard({ item, prompt, repeat, revealed, picked, onReveal, onPick, onAnswer, onTyped }: TrainingCardProps) {
  const { t } = useTranslation('learning');
  const { t: tTyping } = useTranslation('typing');
  const { t: ta } = useTranslation('a11y');
  const { card } = item;
  const cardRef = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(onAnswer);
  const width = () => cardRef.current?.getBoundingClientRect().width ?? 360;
  const progress = swipeProgress(swipe.dx, width());
  const play = usePlay();
  // The server's audio first: it plays where the browser has no speech synthesis (Android's WebView inside VK).
  const speakWord = (auto = false) => (card.audio?.word ? void play(card.audio.word, auto) : speak(card.word));
  // A typed answer is graded from what was typed: no swipe, arrows or reveal decide it (TypedAnswer.tsx).
  const typed = prompt === 'typed' || prompt === 'typed-reverse';

  // Listening plays the word as soon as the card shows (quietly refused by a browser that wants a tap first: the
  // button below is that tap).
  useEffect(() => {
    if (prompt === 'listening') speakWord(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card.id, prompt]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typed) return;
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      // Enter and space on a focused control press that control ("Listen again" replays, it does not reveal).
      if ((e.key === ' ' || e.key === 'Enter') && target?.closest('button, a, [role="button"]')) return;
      if (e.key === 'ArrowRight') swipe.fling('know', width());
      else if (e.key === 'ArrowLeft') swipe.fling('again', width());
      else if ((e.key === ' ' || e.key === 'Enter') && !revealed && prompt !== 'recall') onReveal();
      else if (prompt === 'recall' && /^[1-4]$/.test(e.key) && item.options?.[Number(e.key) - 1]) onPick(item.options[Number(e.key) - 1]!);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  // The control a keyboard user wants next: "Show", the first option, or (answered) "I know" — "Keep learning" after
  // a wrong pick. A new card takes focus there on a keyboard device; the page's focus rescue uses it too.
  const primary = typed ? null : !revealed && prompt !== 'recall' ? 'show' : prompt === 'recall' && picked === null ? 'option' : prompt === 'recall' && picked !== card.word ? 'again' : 'know';
  const wrapRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (typed || !window.matchMedia?.('(pointer: fine)').matches) return;
    if (!document.activeElement || document.activeElement === document.body) wrapRef.current?.querySelector<HTMLElement>('[data-primary]')?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card.id]);

  const style = {
    transform: `translateX(${swipe.dx}px) rotate(${(swipe.dx / Math.max(1, width())) * 10}deg)`,
    transition: swipe.dragging ? 'none' : 'transform 0.2s ease-out, opacity 0.2s ease-out',
    opacity: swipe.leaving ? 0 : 1,
  };

  const answerBlock = (
    <div className={styles.answer} data-testid="training-answer">
      {prompt === 'recall' || prompt === 'listening' ? (
        <>
          <Title level="1" className={styles.word} Component="p" lang="en">
            {card.word}
          </Title>
          <WordSpeech card={card} />
        </>
      ) : null}
      {prompt !== 'recall' ? (
        <Title level="2" className={styles.translation} Component="p" lang="ru">
          {card.translation}
        </Title>
      ) : null}
      {card.example ? (
        <div className={styles.example}>
          <div className={styles.exampleLine}>
            <Subhead lang="en">{card.example}</Subhead>
            <ExampleSpeaker audio={card.audio} />
          </div>
          {card.exampleTranslation ? (
            <Caption level="1" className={styles.muted} lang="ru">
              {card.exampleTranslation}
            </Caption>
          ) : null}
        </div>
      ) : null}
    </div>
  );

  return (
    <div ref={wrapRef} className={styles.wrap}>
      <div
        ref={cardRef}
        className={styles.card}
        style={style}
        data-testid="training-card"
        data-card-id={card.id}
        data-prompt={prompt}
        data-revealed={revealed}
        {...(typed ? {} : swipe.handlers)}
      >
        <div className={styles.tint} data-side={progress > 0 ? 'know' : 'again'} style={{ opacity: Math.min(0.85, Math.abs(progress)) }} aria-hidden>
          {progress > 0 ? t('training.know') : t('training.again')}
        </div>
        <CardPhoto photos={card.photos} alt={prompt === 'recognition' ? card.word : ''} eager priority="high" className={typed ? styles.photoSmall : styles.photo} />
        <div className={styles.body}>
          <Caption level="1" caps className={styles.promptLabel}>
            {repeat ? t('training.prompts.repeat') : typed ? tTyping(`prompt.${prompt}`) : t(`training.prompts.${prompt}`)}
          </Caption>
          {typed ? (
            <TypedAnswer
              key={card.id}
              item={item}
              reverse={prompt === 'typed-reverse'}
              onChecked={(verdict) => {
                onTyped?.(verdict);
                onReveal();
              }}
              onAnswer={(answer) => swipe.fling(answer, width())}
            />
          ) : null}
          {prompt === 'recognition' ? (
            <>
              <Title level="1" className={styles.word} Component="h2" lang="en" data-testid="training-word">
                {card.word}
              </Title>
              <WordSpeech card={card} autoplay />
            </>
          ) : null}
          {prompt === 'recall' ? (
            <>
              <Title level="1" className={styles.word} Component="h2" lang="ru" data-testid="training-translation">
                {card.translation}
              </Title>
              <div className={styles.options} role="group">
                {(item.options ?? []).map((option, i) => {
                  const right = option === card.word;
                  const state = picked === null ? 'idle' : right ? 'right' : option === picked ? 'wrong' : 'idle';
                  return (
                    <button
                      key={option}
                      type="button"
                      className={styles.option}
                      data-state={state}
                      disabled={picked !== null}
                      onClick={() => onPick(option)}
                      aria-keyshortcuts={String(i + 1)}
                      data-primary={primary === 'option' && i === 0 ? '' : undefined}
                      data-testid="training-option"
                      lang="en"
                    >
                      <span className={styles.optionKey} aria-hidden>
                        {i + 1}
                      </span>
                      {option}
                      {state === 'right' ? <Icon20CheckCircleOn className={styles.optionIcon} /> : null}
                      {state === 'wrong' ? <Icon20CancelCircleFillRed className={styles.optionIcon} /> : null}
                    </button>
                  );
                })}
              </div>
              {picked !== null ? (
                <Headline level="2" className={styles.verdict} data-correct={picked === card.word} data-testid="training-verdict">
                  {picked === card.word ? t('training.correct') : t('training.wrong')}
                </Headline>
              ) : null}
            </>
          ) : null}
          {prompt === 'listening' ? (
            <Button
              size="l"
              mode="secondary"
              rounded
              before={<Icon24VolumeOutline />}
              onClick={() => speakWord()}
              className={styles.listen}
              data-testid="training-listen"
            >
              {t('training.listenAgain')}
            </Button>
          ) : null}
          {revealed && !typed ? answerBlock : null}
        </div>
      </div>
      <div className={styles.actions} hidden={typed}>
        {!revealed && prompt !== 'recall' ? (
          <Button size="l" mode="primary" stretched onClick={onReveal} aria-keyshortcuts="Space" data-primary={primary === 'show' ? '' : undefined} data-testid="training-show">
            {prompt === 'listening' ? t('training.showWord') : t('training.show')}
          </Button>
        ) : (
          <div className={styles.decide}>
            <Button
              size="l"
              mode="secondary"
              appearance="negative"
              stretched
              onClick={() => swipe.fling('again', width())}
              aria-keyshortcuts="ArrowLeft"
              data-primary={primary === 'again' ? '' : undefined}
              data-testid="training-again"
            >
              {t('training.again')}
            </Button>
            <Button
              size="l"
              mode="primary"
              appearance="positive"
              stretched
              onClick={() => swipe.fling('know', width())}
              aria-keyshortcuts="ArrowRight"
              data-primary={primary === 'know' ? '' : undefined}
              data-testid="training-know"
              disabled={prompt === 'recall' && picked === null}
            >
              {t('training.know')}
            </Button>
          </div>
        )}
        <Caption level="1" className={styles.hint}>
          <span className={styles.hintTouch}>{t('training.swipeHint')}</span>
          <span className={styles.hintKeys}>
            {t('training.keysHint')}
            {prompt === 'recall' ? ` · ${ta('training.keysRecall')}` : null}
          </span>
        </Caption>
      </div>
    </div>
  );
}
