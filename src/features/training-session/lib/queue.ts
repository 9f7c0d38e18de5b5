import type { TrainingItem, TrainingPrompt } from '../../../entities/learning';
import type { QueueEntry } from '../../../entities/review';

const REVIEW_STAGES = new Set(['repeating', 'fixing', 'learned']);
const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * The order of a session (issue 6): due reviews first, most overdue first, then learning cards, earliest due first.
 * The server sends them so already; sorting again (stably) keeps that promise if it ever changes.
 */
export function orderItems(items: readonly TrainingItem[]): number[] {
  return items
    .map((item, index) => ({ index, review: REVIEW_STAGES.has(item.card.stage ?? ''), due: time(item.due) }))
    .sort((a, b) => Number(b.review) - Number(a.review) || a.due - b.due || a.index - b.index)
    .map((x) => x.index);
}

export function buildQueue(items: readonly TrainingItem[]): QueueEntry[] {
  return orderItems(items).map((item) => ({ item, repeat: false }));
}

/**
 * "Keep learning" asks the card once more at the end of the session (a learning step, as Anki and Quizlet do);
 * a second miss does not loop: the scheduler brings it back soon anyway.
 */
export function queueAfterAnswer(queue: readonly QueueEntry[], position: number, answer: 'know' | 'again'): QueueEntry[] {
  const entry = queue[position];
  if (!entry || answer === 'know' || entry.repeat) return [...queue];
  return [...queue, { item: entry.item, repeat: true }];
}

/** Listening needs speech; a repeat is asked the plain way (the learner has just seen the answer). */
export function effectivePrompt(prompt: TrainingPrompt, entry: QueueEntry | null, speech: boolean): TrainingPrompt {
  if (entry?.repeat) return 'recognition';
  if (prompt === 'listening' && !speech) return 'recognition';
  return prompt;
}

export interface Tally {
  answered: number;
  known: number;
  again: number;
}

export function tally(answers: readonly { answer: 'know' | 'again' }[]): Tally {
  const known = answers.filter((a) => a.answer === 'know').length;
  return { answered: answers.length, known, again: answers.length - known };
}
