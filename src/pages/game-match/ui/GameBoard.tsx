import type { KeyboardEvent } from 'react';
import { Icon16Done } from '@vkontakte/icons';
import { useTranslation } from 'react-i18next';
import type { GameRound } from '../../../entities/game';
import type { Pick, Side, Tap } from '../../../features/match-game';
import { moveOnBoard } from '../lib/board-keys';
import { useMatchedWordSpeech } from './useMatchedWordSpeech';
import styles from './GameMatchPage.module.css';
import '../../../shared/i18n/lazy/game';

type TileState = 'idle' | 'selected' | 'matched' | 'wrong';

export interface GameBoardProps {
  round: GameRound;
  selected: Tap | null;
  checking: Pick | null;
  wrong: Pick | null;
  matched: readonly string[];
  busy: boolean;
  onTap(tap: Tap): void;
}

function stateOf(side: Side, id: string, { selected, checking, wrong, matched }: Omit<GameBoardProps, 'round' | 'busy' | 'onTap'>): TileState {
  if (matched.includes(id)) return 'matched';
  const key = side === 'word' ? 'wordId' : 'translationId';
  if (wrong?.[key] === id) return 'wrong';
  if (checking?.[key] === id || (selected?.side === side && selected.id === id)) return 'selected';
  return 'idle';
}

/** Two columns of big tiles: English on the left, Russian on the right; a tile of each makes a pair. */
/** Letters in a word from which a phone tile uses a smaller size (see .tileTextLong). */
const LONG_WORD = 13;
const longestWord = (text: string) => Math.max(...text.split(/\s+/).map((word) => word.length));

export function GameBoard(props: GameBoardProps) {
  const { t } = useTranslation('game');
  const { round, busy, onTap, matched } = props;
  const matchedIpa = useMatchedWordSpeech(round, matched);
  const tile = (side: Side, id: string, text: string, lang: 'en' | 'ru') => {
    const state = stateOf(side, id, props);
    return (
      <button
        key={id}
        type="button"
        lang={lang}
        className={styles.tile}
        data-testid={side === 'word' ? 'game-word' : 'game-translation'}
        data-id={id}
        data-state={state}
        aria-pressed={state === 'selected'}
        aria-hidden={state === 'matched' || undefined}
        tabIndex={state === 'matched' ? -1 : undefined}
        disabled={state === 'matched'}
        onClick={() => onTap({ side, id })}
      >
        {state === 'matched' ? <Icon16Done className={styles.tileCheck} aria-hidden data-testid="game-tile-done" /> : null}
        <span className={longestWord(text) >= LONG_WORD ? `${styles.tileText} ${styles.tileTextLong}` : styles.tileText}>{text}</span>
        {side === 'word' && state === 'matched' ? matchedIpa(id) : null}
      </button>
    );
  };
  // Arrow keys walk the board (Tab reaches every tile too): up and down a column, across to the other one.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tileEl = (e.target as HTMLElement).closest('button');
    if (!tileEl || e.altKey || e.ctrlKey || e.metaKey) return;
    const columns = Array.from(e.currentTarget.querySelectorAll('[role="group"]'), (c) => Array.from(c.querySelectorAll('button')));
    const column = columns.findIndex((c) => c.includes(tileEl));
    const to = moveOnBoard(columns.map((c) => c.map((b) => !b.disabled)), { column, row: columns[column]!.indexOf(tileEl) }, e.key);
    if (!to) return;
    e.preventDefault();
    columns[to.column]![to.row]!.focus();
  };
  return (
    <div className={styles.board} data-testid="game-board" data-busy={busy} aria-busy={busy} onKeyDown={onKeyDown}>
      <div className={styles.column} role="group" aria-label={t('board.words')}>
        {round.words.map((w) => tile('word', w.id, w.word, 'en'))}
      </div>
      <div className={styles.column} role="group" aria-label={t('board.translations')}>
        {round.translations.map((x) => tile('translation', x.id, x.translation, 'ru'))}
      </div>
    </div>
  );
}
