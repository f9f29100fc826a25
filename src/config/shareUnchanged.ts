/**
 * `next` with every part that is deep-equal to the same part of `prev` replaced by `prev`'s object, so
 * a new config keeps the identity of what did not change: memos keyed by identity (the theme's design
 * system, the text pack, the catalogue index) stay valid, and only what changed is rebuilt.
 */
export function shareUnchanged<T>(prev: T, next: T): T {
  if (Object.is(prev, next)) return prev;
  if (typeof prev !== 'object' || typeof next !== 'object' || prev === null || next === null) return next;
  if (Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    const out = next.map((v, i) => (i < prev.length ? shareUnchanged(prev[i], v) : v));
    return (out.length === prev.length && out.every((v, i) => v === prev[i]) ? prev : out) as T;
  }
  const p = prev as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  const keys = Object.keys(n);
  const out: Record<string, unknown> = {};
  let same = keys.length === Object.keys(p).length;
  for (const k of keys) {
    out[k] = Object.hasOwn(p, k) ? shareUnchanged(p[k], n[k]) : n[k];
    if (out[k] !== p[k] || !Object.hasOwn(p, k)) same = false;
  }
  return (same ? prev : out) as T;
}
