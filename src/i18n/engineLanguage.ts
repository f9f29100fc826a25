import { ENGINE_SOURCE_LANGUAGE } from '../config/engineTexts';

/** The languages the engine ships text packs for (src/i18n/locales/<code>.json), without loading them. */
const packPaths = Object.keys(import.meta.glob('./locales/*.json'));

export { ENGINE_SOURCE_LANGUAGE };

export function engineLanguages(): string[] {
  return packPaths.map((p) => /([^/]+)\.json$/.exec(p)?.[1] ?? '').filter(Boolean);
}

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * The first engine pack language that matches the visitor's preferred languages (navigator.languages,
 * in order): the same tag (case-insensitive), else the same primary language ("es-AR" → "es-es");
 * the engine's source language when none matches.
 */
export function pickEngineLanguage(preferred: readonly string[], available: readonly string[] = engineLanguages()): string {
  for (const tag of preferred) {
    if (!tag) continue;
    const exact = available.find((code) => code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = available.find((code) => primary(code) === primary(tag));
    if (sameLanguage) return sameLanguage;
  }
  return available.includes(ENGINE_SOURCE_LANGUAGE) || available.length === 0 ? ENGINE_SOURCE_LANGUAGE : available[0];
}

/** The visitor's preferred languages as the browser reports them (empty outside a browser). */
export function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  const list = navigator.languages?.length ? navigator.languages : [navigator.language];
  return list.filter((l): l is string => typeof l === 'string' && l !== '');
}
