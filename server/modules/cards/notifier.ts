/** The outcome of a moderation decision, for the card's author. */
export interface CardModerated {
  cardId: number;
  authorId: number;
  status: 'published' | 'rejected';
  /** The admin's reason when rejected; null when published. */
  reason: string | null;
}

/**
 * How the moderation service tells the outside world about an outcome. It is called after the decision has been
 * committed and must not throw into the request (a failed push is the notifier's business). Realtime and push wire
 * a real one through `buildApp(config, { cardNotifier })`; until then nothing is announced and the author sees the
 * outcome on their next read of the card or of `feeds/my`.
 */
export interface CardNotifier {
  onCardModerated(event: CardModerated): void | Promise<void>;
}

export const silentCardNotifier: CardNotifier = { onCardModerated: () => {} };
