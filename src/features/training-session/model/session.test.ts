import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../entities/card';
import { fetchStatsFx, type SessionSummary, type TrainingItem, type TrainingSessionDto } from '../../../entities/learning';
import { fetchProgressFx } from '../../../entities/progress';
import { aCard, aGuest } from '../../../test/fixtures';
import {
  $online,
  $outbox,
  connectionRestored,
  loadOutboxFx,
  removeAnswersFx,
  retryLaterFx,
  saveAnswerFx,
  sendBatchFx,
  type OutboxAnswer,
  type SavedSession,
} from '../../../entities/review';
import { $user } from '../../../entities/user';
import { buildQueue, effectivePrompt, orderItems, queueAfterAnswer } from '../lib/queue';
import {
  $current,
  $phase,
  $resumed,
  $revealed,
  $session,
  $summary,
  $tally,
  answered,
  buildAnswerFx,
  clearSessionFx,
  createSessionFx,
  fetchSessionFx,
  finishFx,
  loadSavedFx,
  optionPicked,
  revealed,
  saveSessionFx,
  stampFx,
  trainingOpened,
} from './session';

const user = aGuest({ name: 'Гость', locale: 'ru', timezone: 'UTC' });

const card = (id: number, stage: Card['stage']): Card => aCard({ id, translation: `п${id}`, decision: 'learn', stage });

const item = (id: number, stage: Card['stage'], due: string, prompt: TrainingItem['prompt'] = 'recognition'): TrainingItem => ({
  card: card(id, stage),
  prompt,
  due,
  options: prompt === 'recall' ? [`w${id}`, 'a', 'b', 'c'] : null,
});

const dto: TrainingSessionDto = {
  data: [item(1, 'repeating', '2026-11-20T00:00:00Z'), item(2, 'fixing', '2026-11-21T00:00:00Z'), item(3, 'learning', '2026-11-22T00:00:00Z', 'recall')],
  meta: { dueNow: 2 },
};

const summary: SessionSummary = {
  sessionId: 'S',
  answered: 3,
  known: 2,
  again: 1,
  stageChanges: [],
  points: 2,
  streak: { current: 1, best: 1, freezes: 0, lastDay: '2026-11-22', today: true },
};

let counter = 0;
function setup(opts: { saved?: SavedSession | null; online?: boolean; finish?: () => Promise<SessionSummary> } = {}) {
  counter = 0;
  const saves: SavedSession[] = [];
  const posted: string[][] = [];
  const finished: string[] = [];
  const cleared: string[] = [];
  let online = opts.online ?? true;
  const scope = fork({
    values: [
      [$user, user],
      [$online, online],
    ],
    handlers: [
      [loadSavedFx, async () => opts.saved ?? null],
      [fetchSessionFx, async () => dto],
      [createSessionFx, ({ userId, dto: d }: { userId: string; dto: TrainingSessionDto }): SavedSession => ({
        userId,
        id: 'S',
        startedAt: 'T',
        items: d.data,
        queue: buildQueue(d.data),
        position: 0,
        answers: [],
        dueNow: d.meta.dueNow,
      })],
      [saveSessionFx, async (s: SavedSession) => void saves.push(s)],
      [clearSessionFx, async (u: string) => void cleared.push(u)],
      [stampFx, () => 1000],
      [
        buildAnswerFx,
        ({ session, input }: { session: SavedSession; input: { answer: 'know' | 'again'; prompt: TrainingItem['prompt']; at: number } }) => {
          counter += 1;
          const entry = session.queue[session.position]!;
          const it = session.items[entry.item]!;
          const id = `a${counter}`;
          return {
            outbox: { id, userId: session.userId, sessionId: session.id, cardId: it.card.id, answer: input.answer, reviewedAt: `T${counter}`, prompt: input.prompt },
            session: {
              ...session,
              queue: queueAfterAnswer(session.queue, session.position, input.answer),
              position: session.position + 1,
              answers: [...session.answers, { id, cardId: it.card.id, answer: input.answer, repeat: entry.repeat }],
            },
          };
        },
      ],
      [loadOutboxFx, async () => []],
      [saveAnswerFx, async () => undefined],
      [removeAnswersFx, async () => undefined],
      [retryLaterFx, async () => undefined],
      [
        sendBatchFx,
        async (batch: OutboxAnswer[]) => {
          if (!online) throw { kind: 'offline' };
          posted.push(batch.map((a) => a.id));
          return batch.map((a) => ({ id: a.id, cardId: a.cardId, stageBefore: 'learning' as const, stageAfter: 'learning' as const, due: null, replay: false }));
        },
      ],
      [
        finishFx,
        async (id: string) => {
          finished.push(id);
          return (opts.finish ?? (async () => summary))();
        },
      ],
      [fetchStatsFx, async () => { throw new Error('not in this test'); }],
      [fetchProgressFx, async () => { throw new Error('not in this test'); }],
    ],
  });
  return { scope, saves, posted, finished, cleared, goOnline: () => (online = true) };
}

const answer = (scope: ReturnType<typeof fork>, a: 'know' | 'again', at?: number) =>
  allSettled(answered, { scope, params: { answer: a, prompt: 'recognition', at: at ?? scope.getState($session)!.position } });
const cardIdNow = (scope: ReturnType<typeof fork>) => scope.getState($current)?.item.card.id;

describe('the training queue', () => {
  it('puts due reviews first, most overdue first, then learning cards', () => {
    const items = [item(1, 'learning', '2026-11-19T00:00:00Z'), item(2, 'learned', '2026-11-21T00:00:00Z'), item(3, 'repeating', '2026-11-18T00:00:00Z')];
    expect(orderItems(items).map((i) => items[i]!.card.id)).toEqual([3, 2, 1]);
  });

  it('asks a missed card once more at the end, and only once', () => {
    const q = buildQueue(dto.data);
    const once = queueAfterAnswer(q, 0, 'again');
    expect(once).toHaveLength(4);
    expect(once[3]).toEqual({ item: 0, repeat: true });
    expect(queueAfterAnswer(once, 3, 'again')).toHaveLength(4);
    expect(queueAfterAnswer(q, 0, 'know')).toHaveLength(3);
  });

  it('falls back from listening to recognition without speech, and asks repeats plainly', () => {
    expect(effectivePrompt('listening', { item: 0, repeat: false }, false)).toBe('recognition');
    expect(effectivePrompt('listening', { item: 0, repeat: false }, true)).toBe('listening');
    expect(effectivePrompt('recall', { item: 0, repeat: true }, true)).toBe('recognition');
  });
});

describe('a training session', () => {
  it('fetches the cards up front, keeps the session and shows the first card hidden', async () => {
    const { scope, saves } = setup();
    await allSettled(trainingOpened, { scope });
    expect(scope.getState($phase)).toBe('card');
    expect(cardIdNow(scope)).toBe(1);
    expect(scope.getState($revealed)).toBe(false);
    expect(saves[0]?.position).toBe(0);
  });

  it('sends each answer through the outbox and saves the position after it', async () => {
    const { scope, saves, posted } = setup();
    await allSettled(trainingOpened, { scope });
    await allSettled(revealed, { scope });
    expect(scope.getState($revealed)).toBe(true);
    await answer(scope, 'know');
    expect(posted).toEqual([['a1']]);
    expect(saves.at(-1)?.position).toBe(1);
    expect(cardIdNow(scope)).toBe(2);
    expect(scope.getState($revealed)).toBe(false);
  });

  it('reveals a recall card when an option is picked and keeps the first pick', async () => {
    const { scope } = setup();
    await allSettled(trainingOpened, { scope });
    await answer(scope, 'know');
    await answer(scope, 'know');
    expect(scope.getState($current)?.item.prompt).toBe('recall');
    await allSettled(optionPicked, { scope, params: 'a' });
    await allSettled(optionPicked, { scope, params: 'w3' });
    expect(scope.getState($revealed)).toBe(true);
  });

  it('repeats a missed card at the end, then finishes with the server summary', async () => {
    const { scope, finished, cleared } = setup();
    await allSettled(trainingOpened, { scope });
    await answer(scope, 'again');
    await answer(scope, 'know');
    await answer(scope, 'know');
    expect(cardIdNow(scope)).toBe(1);
    expect(scope.getState($current)?.entry.repeat).toBe(true);
    await answer(scope, 'know');
    expect(finished).toEqual(['S']);
    expect(scope.getState($phase)).toBe('summary');
    expect(scope.getState($summary)).toEqual(summary);
    expect(scope.getState($tally)).toEqual({ answered: 4, known: 3, again: 1 });
    expect(cleared).toEqual(['7']);
  });

  it('answers once on a double tap', async () => {
    const { scope, posted } = setup();
    await allSettled(trainingOpened, { scope });
    await Promise.all([answer(scope, 'know', 0), answer(scope, 'know', 0)]);
    expect(posted.flat()).toEqual(['a1']);
  });

  it('goes on offline, waits at the end until the answers are sent, then finishes', async () => {
    const { scope, posted, finished, goOnline } = setup({ online: false });
    await allSettled(trainingOpened, { scope });
    await answer(scope, 'know');
    await answer(scope, 'know');
    await answer(scope, 'know');
    expect(posted).toEqual([]);
    expect(scope.getState($phase)).toBe('finishing');
    expect(scope.getState($outbox)).toHaveLength(3);
    expect(finished).toEqual([]);
    goOnline();
    await allSettled(connectionRestored, { scope });
    expect(posted).toEqual([['a1', 'a2', 'a3']]);
    expect(finished).toEqual(['S']);
    expect(scope.getState($phase)).toBe('summary');
  });

  it('resumes a saved session where it was, without fetching a new one', async () => {
    const saved: SavedSession = { userId: '7', id: 'OLD', startedAt: 'T', items: dto.data, queue: buildQueue(dto.data), position: 2, answers: [], dueNow: 2 };
    const { scope } = setup({ saved });
    await allSettled(trainingOpened, { scope });
    expect(scope.getState($session)?.id).toBe('OLD');
    expect(cardIdNow(scope)).toBe(3);
    expect(scope.getState($resumed)).toBe(true);
  });

  it('shows the empty state when nothing is due', async () => {
    const { scope, saves } = setup();
    const empty = fork({ values: [[$user, user]], handlers: [[loadSavedFx, async () => null], [fetchSessionFx, async () => ({ data: [], meta: { dueNow: 0 } })], [createSessionFx, () => ({ userId: '7', id: 'E', startedAt: 'T', items: [], queue: [], position: 0, answers: [], dueNow: 0 })], [saveSessionFx, async () => void saves.push({} as SavedSession)]] });
    await allSettled(trainingOpened, { scope: empty });
    expect(empty.getState($phase)).toBe('empty');
    expect(saves).toEqual([]);
    void scope;
  });

  it('keeps the local tally when the server knows none of the answers', async () => {
    const { scope } = setup({ finish: async () => { throw { kind: 'http', status: 404 }; } });
    await allSettled(trainingOpened, { scope });
    for (let i = 0; i < 3; i++) await answer(scope, 'know');
    expect(scope.getState($phase)).toBe('finishing');
    expect(scope.getState($tally).known).toBe(3);
  });
});
