/** `npm run new-language`: a brand language started from another, counted as untranslated by the validator. */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newLanguage, parseNewLanguageArgs } from '../../scripts/authoring/newLanguage';
import { runValidate } from '../../scripts/validate/runValidate';
import { BRANDS_DIR, loadEnginePacks } from '../../scripts/validate/lib';
import { requiredEngineIds } from '../../src/config/engineTexts';

/** Scaffolding and validating a brand twice takes seconds, more on a busy machine. */
const SLOW = 60_000;
let brandsDir: string;
beforeAll(() => {
  brandsDir = mkdtempSync(join(tmpdir(), 'croupier-new-language-'));
  for (const f of ['pampa', '_platform']) cpSync(join(BRANDS_DIR, f), join(brandsDir, f), { recursive: true });
});
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

const readJson = (rel: string) => JSON.parse(readFileSync(join(brandsDir, rel), 'utf8'));

describe('new-language', () => {
  it(
    'writes the pack, the long texts and the language entry; validate exits 0 with the untranslated count',
    async () => {
      const result = await newLanguage({ brand: 'pampa', lang: 'pt-PT', from: 'es-es', label: 'Português', brandsDir });
      expect(result.ok).toBe(true);
      expect(result.written).toEqual(['locales/pt-PT.json', 'content/flat-pages.pt-PT.json', 'content/sport-rules.pt-PT.json', 'brand.json', 'providers.json']);
      // pragmatic, belatra and rubyplay refuse pt (their acceptedLanguages): their entries launch the new language in the source's code
      const refusing = readJson('pampa/providers.json').providers.filter((e: { plugin: string }) => ['pragmatic', 'belatra', 'rubyplay'].includes(e.plugin));
      expect(new Set(refusing.map((e: { plugin: string }) => e.plugin))).toEqual(new Set(['pragmatic', 'belatra', 'rubyplay']));
      for (const p of refusing) expect(p.params.languages['pt-PT']).toBe('es');
      const pack = readJson('pampa/locales/pt-PT.json');
      const spanish = { ...readJson('_platform/locales/es-es.json').messages, ...readJson('pampa/locales/es-es.json').messages };
      // Every engine id (the engine ships no pt-PT pack) and every brand text, copied from Spanish.
      expect(Object.keys(pack.messages)).toEqual(expect.arrayContaining([...requiredEngineIds(loadEnginePacks()), ...Object.keys(spanish)]));
      expect(pack.messages['brand.tagline']).toBe(spanish['brand.tagline']);
      expect(pack.untranslated).toEqual(Object.keys(pack.messages).sort());
      expect(readJson('pampa/content/flat-pages.pt-PT.json')).toMatchObject({
        untranslated: true,
        pages: readJson('pampa/content/flat-pages.es-es.json').pages,
      });
      expect(readJson('pampa/brand.json').languages.at(-1)).toEqual({ code: 'pt-PT', label: 'Português', apiCode: 'pt' });

      const lines: string[] = [];
      expect(await runValidate(['--brand', 'pampa', '--brands-dir', brandsDir], (l) => lines.push(l))).toBe(0);
      const n = pack.untranslated.length;
      expect(lines).toContain(
        `warning: brands/pampa/locales/pt-PT.json /untranslated: ${n} of ${n} texts are untranslated copies of another language: translate each and remove its id from /untranslated`,
      );
      expect(lines).toContain(
        'warning: brands/pampa/content/sport-rules.pt-PT.json /untranslated: this file is an untranslated copy of another language: translate it and remove "untranslated"',
      );
      expect(lines.slice(-2)).toEqual(['brands/pampa: OK with 3 warning(s)', '1 brand(s): 0 error(s), 3 warning(s)']);
    },
    SLOW,
  );

  it(
    'validate errors for a brand language a provider refuses (nb: pragmatic, belatra, rubyplay), with the language map as the hint',
    async () => {
      const dir = join(brandsDir, 'nb-case');
      cpSync(join(BRANDS_DIR, 'pampa'), dir, { recursive: true });
      const brand = readJson('nb-case/brand.json');
      brand.id = 'nb-case';
      brand.hosts = ['nb-case.localhost'];
      delete brand.buildDefault;
      brand.languages.push({ code: 'nb-NO', label: 'Norsk', apiCode: 'nb' });
      writeFileSync(join(dir, 'brand.json'), JSON.stringify(brand));
      const lines: string[] = [];
      expect(await runValidate(['--brand', 'nb-case', '--brands-dir', brandsDir], (l) => lines.push(l))).toBe(1);
      const refused = lines.filter((l) => l.startsWith('brands/nb-case/providers.json '));
      const providers = readJson('nb-case/providers.json').providers as Array<{ plugin: string }>;
      for (const plugin of ['pragmatic', 'belatra', 'rubyplay']) {
        const i = providers.findIndex((p) => p.plugin === plugin);
        expect(refused).toContainEqual(expect.stringContaining(`/providers/${i}/params: expected a launch language the plugin "${plugin}" accepts`));
      }
      expect(refused.every((l) => l.includes('add "languages": { "nb-NO": '))).toBe(true);
      rmSync(dir, { recursive: true });
    },
    SLOW,
  );

  it(
    '--update gives a language the engine texts it lacks, from a language the brand chooses, marked untranslated; then it validates',
    async () => {
      expect((await newLanguage({ brand: 'pampa', lang: 'pt-BR', from: 'es-es', brandsDir })).ok).toBe(true);
      // A newer engine: three ids the pt-BR pack was started without (and one it already translated stays).
      const rel = 'pampa/locales/pt-BR.json';
      const pack = readJson(rel);
      const dropped = requiredEngineIds(loadEnginePacks()).slice(0, 3);
      for (const id of dropped) delete pack.messages[id];
      pack.untranslated = pack.untranslated.filter((id: string) => !dropped.includes(id) && id !== 'brand.tagline');
      pack.messages['brand.tagline'] = 'Traduzido';
      writeFileSync(join(brandsDir, rel), JSON.stringify(pack));

      const json: string[] = [];
      expect(await runValidate(['--brand', 'pampa', '--brands-dir', brandsDir, '--json'], (l) => json.push(l))).toBe(1);
      const missing = JSON.parse(json[0]).brands[0].issues.find(
        (i: { file: string; pointer: string }) => i.file === 'locales/pt-BR.json' && i.pointer === '/messages',
      );
      // The report names each missing id with the engine's text.
      expect(missing.detail.texts).toEqual(Object.fromEntries(dropped.map((id) => [id, loadEnginePacks()['en-US'][id]])));

      const result = await newLanguage({ brand: 'pampa', lang: 'pt-BR', update: true, from: 'en-US', brandsDir });
      expect(result.written).toEqual(['locales/pt-BR.json']);
      expect(result.lines).toContain(
        'brands/pampa: pt-BR lacked 3 texts: copied from en-US into locales/pt-BR.json, listed in /untranslated: translate each and remove its id from the list',
      );
      expect(result.ok).toBe(true);
      const after = readJson(rel);
      for (const id of dropped) {
        expect(after.messages[id]).toBe(loadEnginePacks()['en-US'][id]);
        expect(after.untranslated).toContain(id);
      }
      expect(after.messages['brand.tagline']).toBe('Traduzido');
      expect(after.untranslated).not.toContain('brand.tagline');
      expect(after.untranslated).toEqual([...after.untranslated].sort());
      expect(await runValidate(['--brand', 'pampa', '--brands-dir', brandsDir], () => {})).toBe(0);
      // Nothing left to add: a second run writes nothing.
      expect((await newLanguage({ brand: 'pampa', lang: 'pt-BR', update: true, brandsDir })).written).toEqual([]);
      await expect(newLanguage({ brand: 'pampa', lang: 'it-IT', update: true, brandsDir })).rejects.toThrow('brand pampa does not offer it-IT');
    },
    SLOW,
  );

  it('refuses a language the brand has, an unknown source language and a bad code', async () => {
    await expect(newLanguage({ brand: 'pampa', lang: 'en-us', from: 'es-es', brandsDir })).rejects.toThrow('brand pampa already offers en-us');
    await expect(newLanguage({ brand: 'pampa', lang: 'it-IT', from: 'de-DE', brandsDir })).rejects.toThrow(
      /--from de-DE: brand pampa has no such language — its languages: es-es, en-US/,
    );
    await expect(newLanguage({ brand: 'pampa', lang: 'italian', from: 'es-es', brandsDir })).rejects.toThrow('language code "italian" is not valid');
    await expect(newLanguage({ brand: 'nope', lang: 'it-IT', from: 'es-es', brandsDir })).rejects.toThrow('no brand "nope"');
    expect(readdirSync(join(brandsDir, 'pampa/locales'))).not.toContain('it-IT.json');
  });

  it('parses its arguments with --help and clear errors', () => {
    expect(parseNewLanguageArgs(['pampa', 'pt-PT', '--from', 'es-es', '--api-code', 'pt-br'])).toMatchObject({
      brand: 'pampa',
      lang: 'pt-PT',
      from: 'es-es',
      apiCode: 'pt-br',
    });
    expect(parseNewLanguageArgs(['--help'])).toBeNull();
    expect(parseNewLanguageArgs(['pampa', 'pt-PT', '--update'])).toMatchObject({ brand: 'pampa', lang: 'pt-PT', update: true, from: undefined });
    expect(() => parseNewLanguageArgs(['pampa', 'pt-PT', '--update', '--label', 'x'])).toThrow(/--update changes texts only/);
    expect(() => parseNewLanguageArgs(['pampa', 'pt-PT'])).toThrow(/expected a brand id, a language code and --from <lang>\n\nusage: npm run new-language/);
  });
});
