/**
 * Text packs as players see them: for every brand and every language it offers, each message (the engine
 * default for that language, overridden by the brand's pack) must parse as ICU, and a translation must use
 * the same placeholder arguments as the en-US engine text for the same id (ids only the brand defines are
 * only parsed). A second pass checks every pack file on its own, so texts shadowed by another pack count too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { BRANDS_DIR, ENGINE_LOCALES_DIR, listBrandIds, mergeBrand } from '../../scripts/validate/lib';
import { engineTexts } from '../../src/i18n/messages';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES_DIR = join(ROOT, 'src/pages');
const rel = (file: string) => relative(ROOT, file);
const readPack = (file: string): Record<string, string> => JSON.parse(readFileSync(file, 'utf8'));

/** A text with the pack file it comes from. */
type Sourced = Record<string, { text: string; file: string }>;
const sourced = (file: string, pack: Record<string, string>): Sourced => Object.fromEntries(Object.entries(pack).map(([id, text]) => [id, { text, file }]));

const engineFiles = readdirSync(ENGINE_LOCALES_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => join(ENGINE_LOCALES_DIR, f));
const areaFiles = readdirSync(PAGES_DIR)
  .filter((area) => statSync(join(PAGES_DIR, area)).isDirectory())
  .flatMap((area) =>
    readdirSync(join(PAGES_DIR, area))
      .filter((f) => /^messages\..+\.json$/.test(f))
      .map((f) => join(PAGES_DIR, area, f)),
  );

/** The engine default pack for a language the way src/i18n/messages.ts builds it: area packs under the engine pack, en-US fallback. */
function engineDefaults(language: string): Sourced {
  const lang = existsSync(join(ENGINE_LOCALES_DIR, `${language}.json`)) ? language : 'en-US';
  const area = areaFiles.filter((f) => f.endsWith(`/messages.${lang}.json`)).map((f) => sourced(rel(f), readPack(f)));
  const file = join(ENGINE_LOCALES_DIR, `${lang}.json`);
  return Object.assign({}, ...area, sourced(rel(file), readPack(file)));
}

const enUS = Object.fromEntries(Object.entries(engineDefaults('en-US')).map(([id, m]) => [id, m.text]));

/** Placeholder argument names of a message (plain, number, date, time, select and plural arguments; tags as `<name>`). */
function argNames(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        out.add(el.value);
        break;
      case TYPE.select:
      case TYPE.plural:
        out.add(el.value);
        for (const option of Object.values(el.options)) argNames(option.value, out);
        break;
      case TYPE.tag:
        out.add(`<${el.value}>`);
        argNames(el.children, out);
        break;
      default:
        break;
    }
  }
  return out;
}
const sortedNames = (elements: MessageFormatElement[]) => [...argNames(elements)].sort();

/** Problems of one text: an ICU parse error, or placeholders differing from the en-US engine text. */
function problemsOf(id: string, text: string, file: string): string[] {
  let ast: MessageFormatElement[];
  try {
    ast = parse(text);
  } catch (err) {
    const at = (err as { location?: { start?: { offset?: number } } }).location?.start?.offset;
    return [`${file} ${JSON.stringify(id)}: not valid ICU (${(err as Error).message}${at === undefined ? '' : ` at offset ${at}`}): ${JSON.stringify(text)}`];
  }
  if (!(id in enUS)) return [];
  const expected = sortedNames(parse(enUS[id]));
  const found = sortedNames(ast);
  if (JSON.stringify(found) === JSON.stringify(expected)) return [];
  return [`${file} ${JSON.stringify(id)}: expected placeholders [${expected.join(', ')}] as in en-US, found [${found.join(', ')}]: ${JSON.stringify(text)}`];
}

describe('engine en-US pack', () => {
  it('parses as ICU', () => {
    expect(Object.entries(engineDefaults('en-US')).flatMap(([id, m]) => problemsOf(id, m.text, m.file))).toEqual([]);
  });
});

for (const brandId of listBrandIds()) {
  const dir = join(BRANDS_DIR, brandId);
  const config = mergeBrand(dir);
  describe(`brand ${brandId}`, () => {
    for (const { code } of config.brand.languages) {
      it(`${code}: every message parses as ICU and keeps the en-US placeholders`, async () => {
        const engine = engineDefaults(code);
        // The test's own merge must be the app's, or it would check other texts than players see.
        expect(Object.fromEntries(Object.entries(engine).map(([id, m]) => [id, m.text]))).toEqual(await engineTexts(code));
        const messages: Sourced = { ...engine, ...sourced(`brands/${brandId}/locales/${code}.json`, config.locales[code] ?? {}) };
        expect(Object.entries(messages).flatMap(([id, m]) => problemsOf(id, m.text, m.file))).toEqual([]);
      });
    }
  });
}

describe('every pack file on its own', () => {
  const brandFiles = listBrandIds().flatMap((id) => {
    const dir = join(BRANDS_DIR, id, 'locales');
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => join(dir, f))
      : [];
  });
  for (const file of [...engineFiles, ...areaFiles, ...brandFiles]) {
    it(rel(file), () => {
      const doc = JSON.parse(readFileSync(file, 'utf8'));
      const pack: Record<string, string> = file.startsWith(BRANDS_DIR) ? (doc.messages ?? {}) : doc;
      expect(Object.entries(pack).flatMap(([id, text]) => problemsOf(id, text, rel(file)))).toEqual([]);
    });
  }
});
