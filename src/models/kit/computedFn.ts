import { _isComputingDerivation, computed, onBecomeUnobserved, type IComputedValue } from 'mobx';

/** The arguments a memoised view is keyed by: primitives only (one string key per argument list). */
type Key = string | number | boolean | undefined;

/**
 * A parameterised view memoised per argument list — mobx-utils' `computedFn`, written here on MobX's own API: that
 * package's ES module sets up every utility at its top level, so importing `computedFn` from its entry brings
 * the whole library (+2.4 kB gzip) into the first visit, and the per-file build is not a public entry point.
 *
 * Inside a reaction (a component's render, a computed) each argument list gets a MobX `computed`, reused while
 * anything observes it and dropped when nothing does; outside one the function simply runs (nothing would
 * ever release a cached entry).
 */
export function computedFn<A extends Key[], R>(fn: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, IComputedValue<R>>();
  return function memoised(this: unknown, ...args: A): R {
    const key = JSON.stringify(args);
    const hit = cache.get(key);
    if (hit) return hit.get();
    if (!_isComputingDerivation()) return fn.apply(this, args);
    const value = computed(() => fn.apply(this, args), { name: `computedFn(${fn.name})` });
    cache.set(key, value);
    onBecomeUnobserved(value, () => cache.delete(key));
    return value.get();
  };
}
