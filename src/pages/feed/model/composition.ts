import { createEvent, createStore, sample } from 'effector';
import { guestSessionStarted } from '../../../entities/session';
import { sessionNeeded as bookmarkNeedsSession } from '../../../features/bookmark-card';
import { checkQuestionAsked as checkOpened } from '../../../features/check-question';
import { checkQuestionAsked, decideRequested, sessionNeeded as decisionNeedsSession, type DecideInput } from '../../../features/know-or-learn';

/**
 * The feed composes its features: a decision's check question opens the check-question sheet, and an anonymous
 * visitor's decision or bookmark opens the guest prompt, after which the decision goes on.
 */

export type GuestPrompt = { reason: 'decide'; pending: DecideInput } | { reason: 'bookmark' };

export const guestPromptClosed = createEvent();
export const $guestPrompt = createStore<GuestPrompt | null>(null)
  .on(decisionNeedsSession, (_, pending) => ({ reason: 'decide', pending }))
  .on(bookmarkNeedsSession, () => ({ reason: 'bookmark' }))
  .reset(guestPromptClosed);

// After "Start as a guest" from the prompt, the decision that asked for it goes on.
sample({
  clock: guestSessionStarted,
  source: $guestPrompt,
  filter: (prompt): prompt is Extract<GuestPrompt, { reason: 'decide' }> => prompt?.reason === 'decide',
  fn: (prompt) => (prompt as Extract<GuestPrompt, { reason: 'decide' }>).pending,
  target: decideRequested,
});
sample({ clock: guestSessionStarted, target: guestPromptClosed });

sample({ clock: checkQuestionAsked, target: checkOpened });
