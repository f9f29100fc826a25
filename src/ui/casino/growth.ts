/** Pure parts of the growing game list, kept apart from React so they are easy to test. */

export interface GrowthSettings {
  /** Items shown at first (catalogue.grid.base). */
  base: number;
  /** Items added per step (catalogue.grid.step). */
  step: number;
  /** Delay before a step is applied (catalogue.grid.stepDelayMs). */
  stepDelayMs: number;
  /** Minimum time between two steps (rules.lazyList.throttleMs). */
  throttleMs: number;
  /** Delay before the sentinel is observed (rules.lazyList.startDelayMs). */
  startDelayMs: number;
  /** Visible fraction of the sentinel that triggers a step (rules.lazyList.threshold). */
  threshold: number;
}

export function nextCount(current: number, step: number, total: number): number {
  return Math.min(total, current + Math.max(1, step));
}

/**
 * Lets a call through at most once per `ms`; `now` is injectable for tests. `allow.wait()` is how long
 * until the next call would be let through (0: now).
 */
export function makeThrottle(ms: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  const allow = (): boolean => {
    const t = now();
    if (t - last < ms) return false;
    last = t;
    return true;
  };
  return Object.assign(allow, { wait: (): number => Math.max(0, last + ms - now()) });
}
