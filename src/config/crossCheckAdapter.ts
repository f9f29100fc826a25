import type { ConfigProblem } from './validate';

/** Cross-reference check of a schema-valid bundle; src/config/crossCheck.ts when present. */
export async function crossCheckBundle(bundle: unknown): Promise<ConfigProblem[]> {
  const mods = import.meta.glob<{ crossCheck?: (b: unknown) => unknown[] }>('./crossCheck.ts');
  const load = mods['./crossCheck.ts'];
  if (!load) return [];
  const { crossCheck } = await load();
  if (!crossCheck) return [];
  return crossCheck(bundle).map((e) => {
    const o = (e ?? {}) as Record<string, unknown>;
    return {
      part: String(o.file ?? o.part ?? 'bundle'),
      pointer: String(o.pointer ?? o.path ?? '/'),
      message: String(o.message ?? e),
    };
  });
}
