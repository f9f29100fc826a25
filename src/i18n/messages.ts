import type { BrandConfig, MessagePack } from '../config/types';

const packs = import.meta.glob<MessagePack>('./locales/*.json', { import: 'default' });
/** Area packs kept beside their pages (e.g. src/pages/casino/messages.en-US.json) join the engine defaults. */
const areaPacks = import.meta.glob<MessagePack>('../pages/*/messages.*.json', { import: 'default' });

async function areaMessages(language: string): Promise<MessagePack> {
  const loads = Object.entries(areaPacks)
    .filter(([path]) => path.endsWith(`/messages.${language}.json`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads)));
}

/** The engine's default pack for a language; languages without one fall back to en-US. */
export async function enginePack(language: string): Promise<MessagePack> {
  const lang = packs[`./locales/${language}.json`] ? language : 'en-US';
  const load = packs[`./locales/${lang}.json`];
  const [engine, area] = await Promise.all([load ? load() : {}, areaMessages(lang)]);
  return { ...area, ...engine };
}

/** Messages for a language: engine defaults overridden by the brand's own texts. */
export async function messagesFor(config: BrandConfig, language: string): Promise<MessagePack> {
  const base = await enginePack(language);
  return { ...base, ...(config.locales[language] ?? {}) };
}
