/** Waits until `check` returns a truthy value (polling, no fixed sleep) and returns it; fails after `ms`. */
export async function until<T>(check: () => T | Promise<T>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
