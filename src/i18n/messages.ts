import type { BrandConfig, MessagePack } from '../config/types';
import { fromShipped, parseTexts, type CompiledPack, type ShippedPack } from './compile';

/** The engine's texts as written (the validator and the tests read these). */
const packs = import.meta.glob<MessagePack>('./locales/*.json', { import: 'default' });
/** Area packs kept beside their pages (e.g. src/pages/casino/messages.en-US.json) join the engine defaults. */
const areaPacks = import.meta.glob<MessagePack>('../pages/*/messages.*.json', { import: 'default' });
/** The same files as the app ships them: compiled at build time (`?icu`, scripts/vite/icuPlugin.ts). */
const shippedPacks = import.meta.glob<ShippedPack>('./locales/*.json', { import: 'default', query: '?icu' });
const shippedAreaPacks = import.meta.glob<ShippedPack>('../pages/*/messages.*.json', { import: 'default', query: '?icu' });

async function merged<T extends object>(language: string, engine: Record<string, () => Promise<T>>, area: Record<string, () => Promise<T>>): Promise<T> {
  const lang = engine[`./locales/${language}.json`] ? language : 'en-US';
  const load = engine[`./locales/${lang}.json`];
  const areaLoads = Object.entries(area)
    .filter(([path]) => path.endsWith(`/messages.${lang}.json`))
    .map(([, loadArea]) => loadArea());
  const [own, ...areas] = await Promise.all([load ? load() : ({} as T), ...areaLoads]);
  return Object.assign({}, ...areas, own);
}

/** The engine's default texts for a language (area packs under the engine's own); languages without one fall back to en-US. */
export function engineTexts(language: string): Promise<MessagePack> {
  return merged(language, packs, areaPacks);
}

/** The engine's default pack for a language, as react-intl's messages (precompiled, no parser needed). */
export async function enginePack(language: string): Promise<CompiledPack> {
  return fromShipped(await merged(language, shippedPacks, shippedAreaPacks));
}

/**
 * The brand's own texts of a language as react-intl's messages: from the ASTs the build compiled when the
 * config is one the build validated (its `compiledMessages`, kept by the loader only on trusted bytes),
 * else parsed here with the ICU parser, loaded on demand (the validator that checked such a config loaded it already).
 */
async function brandPack(config: BrandConfig, language: string): Promise<CompiledPack> {
  const texts = config.locales[language] ?? {};
  const compiled = config.compiledMessages?.[language];
  if (compiled) return fromShipped({ ...texts, ...compiled });
  if (!Object.keys(texts).length) return {};
  const { parse } = await import('@formatjs/icu-messageformat-parser');
  return parseTexts(texts, language, parse);
}

/** Messages for a language: engine defaults overridden by the brand's own texts. */
export async function messagesFor(config: BrandConfig, language: string): Promise<CompiledPack> {
  const [base, own] = await Promise.all([enginePack(language), brandPack(config, language)]);
  return { ...base, ...own };
}
