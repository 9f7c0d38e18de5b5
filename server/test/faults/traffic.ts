import { randomUUID } from 'node:crypto';
import { type Answer, isClearUnavailable, type Learner } from './nodes';

/**
 * Learners deciding cards in a loop while a fault happens, as the client does it: each decision has its id, an
 * answer of 503 + Retry-After is tried again with the same id (the client's wait-and-retry), anything else moves on.
 * Every answer is sorted into what the fault suite asserts about.
 */
export interface Tally {
  /** Decision ids the server answered 2xx: each must be in the database afterwards. */
  acknowledged: string[];
  unavailable: number;
  /** Answers that are neither 2xx, nor a clear 503, nor "no moves left": each one a finding. */
  failures: string[];
  slowestMs: number;
}

export const newTally = (): Tally => ({ acknowledged: [], unavailable: 0, failures: [], slowestMs: 0 });

/** `ports` are the nodes a balancer would send to now; none left ends the traffic. */
export function runTraffic(learners: Learner[], ports: () => number[], cards: number[], tally: Tally) {
  let stopped = false;
  const loops = learners.map(async (learner, i) => {
    let next = i * Math.floor(cards.length / learners.length);
    let pending: { id: string; card: number } | null = null;
    for (let n = 0; !stopped; n++) {
      const attempt: { id: string; card: number } = pending ?? { id: randomUUID(), card: cards[next++ % cards.length]! };
      const list = ports();
      if (list.length === 0) break;
      let answer: Answer;
      try {
        answer = await learner.decide(list[n % list.length]!, attempt.card, attempt.id);
      } catch (err) {
        tally.failures.push(`${attempt.card}: ${(err as NodeJS.ErrnoException).code ?? ''} ${(err as Error).message}`);
        pending = attempt;
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      tally.slowestMs = Math.max(tally.slowestMs, answer.ms);
      pending = null;
      if (answer.status === 200 || answer.status === 201) tally.acknowledged.push(attempt.id);
      else if (isClearUnavailable(answer)) {
        tally.unavailable++;
        pending = attempt;
        // The client waits Retry-After; the suite waits a little, so the fault stays under traffic.
        await new Promise((r) => setTimeout(r, 50));
      } else if (answer.status === 412 && answer.body.includes('no-steps')) break;
      else tally.failures.push(`${attempt.card}: ${answer.status} ${answer.body.slice(0, 200)}`);
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
