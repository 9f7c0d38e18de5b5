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

/**
 * The optimizer's training items: for each review after a card's first, the card's history up to and including it
 * (what fsrs-rs expects). `keep` chooses which reviews become items, e.g. only the later ones for a time split.
 */
export function trainingItems(reviews: ReviewPoint[], keep: (review: { at: number }) => boolean = () => true): FSRSBindingItem[] {
  const items: FSRSBindingItem[] = [];
  for (const history of cardHistories(reviews).values()) {
    for (let i = 1; i < history.length; i++) {
      if (!keep(history[i]!)) continue;
      items.push(new FSRSBindingItem(history.slice(0, i + 1).map((r) => new FSRSBindingReview(r.rating, r.deltaT))));
    }
  }
  return items;
}

/** Reviews that test memory after at least a day: what the thresholds below count. */
export function longTermCount(reviews: ReviewPoint[]): number {
  let n = 0;
  for (const history of cardHistories(reviews).values()) for (let i = 1; i < history.length; i++) if (history[i]!.deltaT > 0) n++;
  return n;
}
