import type { ProviderContext } from '../../src/catalogue/provider';
import type { CommonParams } from './params.gen';

/** Parameters every plugin understands: generated from commonProps() (plugins/_shared/schema.ts). */
export type { CommonParams };

export type Ctx<P> = ProviderContext<P>;

/** Reads a parameter the plugin cannot work without; fails naming the plugin, the entry and the parameter. */
export function need<P, K extends keyof P>(plugin: string, ctx: Ctx<P>, key: K): NonNullable<P[K]> {
  const value = ctx.params?.[key];
  if (value === undefined || value === null || value === '') {
    throw new Error(`${plugin}: parameter "${String(key)}" is missing in providers.json entry "${ctx.routeProvider}" — add it to the entry's params`);
  }
  return value as NonNullable<P[K]>;
}

/** The language value a launch call sends: the entry's languages map, else its default, else the launch language. */
export function launchLang(ctx: Ctx<CommonParams>): string {
  const { languages, defaultLanguage } = ctx.params;
  const mapped = languages?.[ctx.language] ?? languages?.[ctx.launchLanguage];
  return String(mapped ?? defaultLanguage ?? ctx.launchLanguage);
}

/** Lowercased key lookup for maps keyed by provider names or types. */
export function lookup<T>(table: Record<string, T> | undefined, key: string | undefined): T | undefined {
  if (!table || key === undefined) return undefined;
  if (key in table) return table[key];
  const lower = key.toLowerCase();
  for (const k of Object.keys(table)) if (k.toLowerCase() === lower) return table[k];
  return undefined;
}

/** Case-insensitive membership of a name in a configured list. */
export function listed(list: string[] | undefined, name: string | undefined): boolean {
  if (!list || name === undefined) return false;
  const lower = name.toLowerCase();
  return list.some((n) => n.toLowerCase() === lower);
}
