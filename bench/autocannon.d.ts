// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Array<Record<string, unknown>>;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
