import { createEvent, createStore } from 'effector';
import type { GuardDecision } from './guards';

/** The guard's verdict for the current location; pages render only on 'allow'. */
export const guardDecided = createEvent<GuardDecision>();
export const $guardDecision = createStore<GuardDecision>({ type: 'wait' }, { serialize: 'ignore' }).on(
  guardDecided,
  (_, decision) => decision,
);
