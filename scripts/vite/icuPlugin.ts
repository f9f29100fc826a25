import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { compiledAsts } from '../../src/i18n/compile.ts';

const PARSER = '@formatjs/icu-messageformat-parser';
/** react-intl's own modules: in a build they get the parser-less entry (every message they see is an AST). */
const FORMATTERS = /[\\/]node_modules[\\/](?:intl-messageformat|@formatjs[\\/]intl|react-intl)[\\/]/;
/** The language of an engine pack file: locales/<lang>.json or messages.<lang>.json. */
const packLanguage = (file: string) => basename(file, '.json').replace(/^messages\./, '');

/** A pack as the app ships it: plain texts stay strings, every other message is its formatjs AST. */
export function shippedPack(texts: Record<string, string>, language: string): Record<string, unknown> {
  return { ...texts, ...compiledAsts(texts, language, parse) };
}

/**
 * Text packs precompiled, the ICU parser out of the first visit (formatjs "precompile" + its `no-parser`
 * entry; src/i18n/compile.ts):
 * - `<pack>.json?icu` (engine and area packs, src/i18n/messages.ts) loads as the shipped pack, in every mode;
 * - in a build, intl-messageformat / @formatjs/intl / react-intl import the parser-less entry; src/ still
 *   gets the parser (the validator, and the texts of a config validated in the browser, load it on demand).
 */
export function icuPlugin(): Plugin {
  let building = false;
  const require = createRequire(import.meta.url);
  return {
    name: 'croupier-icu',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (!building || source !== PARSER || !importer || !FORMATTERS.test(importer)) return null;
      return require.resolve(`${PARSER}/no-parser.js`);
    },
    load(id) {
      const [file, query = ''] = id.split('?');
      if (!file.endsWith('.json') || !new URLSearchParams(query).has('icu')) return null;
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(shippedPack(texts, packLanguage(file)))};`;
    },
  };
}
