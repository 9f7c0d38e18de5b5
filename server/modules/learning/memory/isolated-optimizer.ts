import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TrainingHistory } from './fsrs-items';

const CHILD = fileURLToPath(new URL('./optimizer-child.mjs', import.meta.url));

/** A fit of a few thousand reviews takes well under a second; past this the child is stuck and is killed. */
export const FIT_TIMEOUT_MS = 60_000;

export interface OptimizerOptions {
  enableShortTerm: boolean;
  numRelearningSteps: number;
}

/**
 * fsrs-rs's computeParameters in a child process, so that a panic (SIGABRT) or a hang costs one learner's fit, not
 * the server. Rejects with the reason when the child fails, crashes or runs past the timeout.
 */
export function computeParametersIsolated(items: TrainingHistory[], options: OptimizerOptions, timeoutMs = FIT_TIMEOUT_MS): Promise<number[]> {
  return new Promise((resolve, reject) => {
    // execArgv is cleared: the child is plain JavaScript and needs none of the parent's loaders or inspector.
    const child = fork(CHILD, [], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'], serialization: 'advanced' });
    let settled = false;
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString();
    });
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      settle(() => reject(new Error(`optimizer timed out after ${timeoutMs} ms`)));
    }, timeoutMs);
    child.once('message', (msg: { params?: number[]; error?: string }) =>
      settle(() => (msg.params ? resolve(msg.params) : reject(new Error(`optimizer failed: ${msg.error ?? 'no result'}`)))),
    );
    child.once('error', (e) => settle(() => reject(e)));
    // 'close' comes after the child's output and messages have all arrived, so a result is never taken for a crash.
    child.once('close', (code, signal) => {
      const panic = /panicked at[^\n]*\n([^\n]+)/.exec(stderr)?.[1];
      settle(() => reject(new Error(`optimizer crashed (${signal ?? `exit ${code}`})${panic ? `: ${panic.trim()}` : ''}`)));
    });
    child.send({ items, options });
  });
}
