// Types for services.mjs, which tests import to start throwaway servers.
export function freePort(): Promise<number>;
export function startPostgres(): Promise<{ url: string; stop(): void }>;
export function startRedis(): Promise<{ url: string; stop(): void }>;
