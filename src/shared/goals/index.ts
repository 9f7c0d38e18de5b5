import { GOAL_COUNTER_ID } from '../config';
import { createGoalCounter, type Goal } from './counter';

export type { Goal } from './counter';

const counter = createGoalCounter({ id: GOAL_COUNTER_ID, win: window });

/** Reports a reached goal to the advertising counter (VITE_GOAL_COUNTER_ID); does nothing when none is configured. */
export function reachGoal(goal: Goal): void {
  counter.reachGoal(goal);
}
