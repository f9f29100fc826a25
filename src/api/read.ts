/**
 * Lenient readers for server payloads: every store reads untrusted data through these, so a value
 * of the wrong type becomes "missing" (and the caller logs it) instead of a crash in a component.
 */

/** A plain object (not null, not an array). */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A non-blank string, trimmed; anything else is undefined. */
export function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() ? v.trim() : undefined;
}

/** A finite number, also from a numeric string ("12.5"); anything else is undefined. */
export function num(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || !v.trim()) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

/** The strings of a list (other items dropped); undefined when it is not a list. */
export function strings(v: unknown): string[] | undefined {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined;
}

/**
 * A list sent bare or wrapped in an object under one of `keys` (by default list, data or items);
 * undefined when neither.
 */
export function listOf(data: unknown, keys: readonly string[] = ['list', 'data', 'items']): unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (!isRecord(data)) return undefined;
  for (const key of keys) if (Array.isArray(data[key])) return data[key] as unknown[];
  return undefined;
}

/** Reads each item of a list, skipping those `read` rejects; a missing list and skipped items are logged, never shown. */
export function readItems<T>(
  items: unknown[] | undefined,
  read: (x: unknown) => T | undefined,
  what: string,
  log?: (message: string, detail?: unknown) => void,
): T[] {
  if (!items) {
    log?.(`${what}: response is not a list`);
    return [];
  }
  const good = items.map(read).filter((x): x is T => x !== undefined);
  if (good.length !== items.length) log?.(`${what}: ${items.length - good.length} malformed item(s) skipped`);
  return good;
}
