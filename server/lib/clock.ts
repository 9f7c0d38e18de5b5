/** The server's only source of "now", so tests can move time (limits, expiries, streaks) without sleeping. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private t = Date.UTC(2026, 10, 22, 9, 0, 0)) {}
  now() {
    return this.t;
  }
  set(ms: number) {
    this.t = ms;
  }
  advance(ms: number) {
    this.t += ms;
  }
}
