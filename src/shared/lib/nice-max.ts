/** A round axis maximum ≥ n: 1, 2, 5, 10, 20, 50 … (at least 5 so that a quiet month still has a scale). */
export function niceMax(n: number): number {
  const target = Math.max(4, n);
  const pow = 10 ** Math.floor(Math.log10(target));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * pow >= target) return step * pow;
  }
  return 10 * pow;
}
