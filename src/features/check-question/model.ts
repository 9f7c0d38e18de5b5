import { createEvent, createStore, sample } from 'effector';
import type { Card } from '../../entities/card';
import { movesReceived, postCheckAnswer, type CheckQuestion, type CheckResult } from '../../entities/feed';
import { createApiEffect } from '../../shared/api';

/**
 * The honesty check: about one "I know" in four, the server asks for the translation out of four options. The
 * answer is final (the server keeps the first one): right keeps the card known, wrong puts it into learning.
 */
export interface OpenCheck {
  decisionId: string;
  card: Card;
  question: CheckQuestion;
}

/** A decision came back with a question (the page wires the decision feature's answer here). */
export const checkQuestionAsked = createEvent<OpenCheck>();
export const answerChosen = createEvent<string>();
export const checkClosed = createEvent();

export const answerFx = createApiEffect(({ decisionId, answer }: { decisionId: string; answer: string }): Promise<CheckResult> => postCheckAnswer(decisionId, answer));

export const $check = createStore<OpenCheck | null>(null).on(checkQuestionAsked, (_, asked) => asked).reset(checkClosed);
export const $chosen = createStore<string | null>(null).on(answerChosen, (_, option) => option).reset(checkQuestionAsked, checkClosed);
export const $checkResult = createStore<CheckResult | null>(null)
  .on(answerFx.doneData, (_, result) => result)
  .reset(checkQuestionAsked, checkClosed);
export const $isAnswering = answerFx.pending;
/** The answer did not reach the server: the options unlock so it can be sent again. */
export const $answerFailed = createStore(false)
  .on(answerFx.fail, () => true)
  .reset(answerFx, checkQuestionAsked, checkClosed);

sample({
  clock: answerChosen,
  source: { check: $check, result: $checkResult, pending: answerFx.pending },
  filter: ({ check, result, pending }) => check !== null && result === null && !pending,
  fn: ({ check }, answer) => ({ decisionId: check!.decisionId, answer }),
  target: answerFx,
});
sample({ clock: answerFx.doneData, fn: (result) => ({ moves: result.moves }), target: movesReceived });
