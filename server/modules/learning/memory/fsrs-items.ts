import { FSRSBindingItem, FSRSBindingReview } from '@open-spaced-repetition/binding';
import { dayNumber } from '../../../domain/calendar-day';

/** One stored review as the optimizer needs it: which card, the rating (1–4) and the learner's local day. */
export interface ReviewPoint {
  cardId: number;
  rating: number;
  /** YYYY-MM-DD in the learner's time zone: FSRS counts elapsed time in whole local days. */
  day: string;
  at: number;
}


/** Each card's reviews in order with whole days since the previous one (0 for the first and same-day ones). */
export function cardHistories(reviews: ReviewPoint[]): Map<number, { rating: number; deltaT: number; at: number }[]> {
  const byCard = new Map<number, ReviewPoint[]>();
  for (const r of reviews) {
    const list = byCard.get(r.cardId);
    if (list) list.push(r);
    else byCard.set(r.cardId, [r]);
  }
  const out = new Map<number, { rating: number; deltaT: number; at: number }[]>();
  for (const [cardId, list] of byCard) {
    list.sort((a, b) => a.at - b.at);
    out.set(
      cardId,
      list.map((r, i) => ({ rating: r.rating, at: r.at, deltaT: i === 0 ? 0 : Math.max(0, dayNumber(r.day) - dayNumber(list[i - 1]!.day)) })),
    );
  }
  return out;
}

/** One optimizer item as plain data (it crosses a process boundary): a card's reviews up to the one predicted. */
export type TrainingHistory = Array<{ rating: number; deltaT: number }>;

/**
 * The optimizer's training items: for each review after a card's first, the card's history up to and including it
 * (what fsrs-rs expects). `keep` chooses which reviews become items, e.g. only the later ones for a time split.
 * fsrs-rs rejects an item whose reviews all fell on one day (every delta_t 0) with a panic that aborts the process,
 * so such items (a card answered twice on its first day) are left out: they hold nothing about memory over days.
 */
export function trainingHistories(reviews: ReviewPoint[], keep: (review: { at: number }) => boolean = () => true): TrainingHistory[] {
  const items: TrainingHistory[] = [];
  for (const history of cardHistories(reviews).values()) {
    for (let i = 1; i < history.length; i++) {
      if (!keep(history[i]!)) continue;
      const upTo = history.slice(0, i + 1);
      if (!upTo.some((r) => r.deltaT > 0)) continue;
      items.push(upTo.map(({ rating, deltaT }) => ({ rating, deltaT })));
    }
  }
  return items;
}

/** The same items as the binding's objects, for evaluating a fit in this process (bench/memory-model.ts). */
export function trainingItems(reviews: ReviewPoint[], keep?: (review: { at: number }) => boolean): FSRSBindingItem[] {
  return trainingHistories(reviews, keep).map((h) => new FSRSBindingItem(h.map((r) => new FSRSBindingReview(r.rating, r.deltaT))));
}

/** Reviews that test memory after at least a day: what the thresholds below count. */
export function longTermCount(reviews: ReviewPoint[]): number {
  let n = 0;
  for (const history of cardHistories(reviews).values()) for (let i = 1; i < history.length; i++) if (history[i]!.deltaT > 0) n++;
  return n;
}
