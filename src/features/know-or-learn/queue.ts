/**
 * Decisions and undos go to the server one after another, in the order they were made: the server's "undo takes
 * back the last decision" and the moves counter both depend on that order.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** The one queue of this page: decisions made now and decisions sent from the offline outbox share the order. */
export const decisionQueue = createSerialQueue();
