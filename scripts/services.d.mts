// Types for services.mjs, which tests import to start throwaway servers.
export function freePort(): Promise<number>;
/** `halt()` stops the server (ending every session) and `resume()` starts it again on the same port and data. */
export function startPostgres(): Promise<{ url: string; stop(): void; halt(): Promise<void>; resume(): Promise<void> }>;
export function startRedis(opts?: { persistent?: boolean }): Promise<{
  url: string;
  stop(): void;
  halt(): Promise<void>;
  resume(): Promise<void>;
  freeze(): void;
  thaw(): void;
}>;
