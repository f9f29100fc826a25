/**
 * `npm run new-language -- <brand> <lang> --from <lang> [--label <name>] [--api-code <code>] [--brands-dir <dir>]`
 * (or `--update`: brings a language the brand already has up to the engine, see updateLanguage)
 * Starts a language for a brand: writes the brand's text pack with every text the language needs (the
 * engine's required ids the engine has no pack for in that language, plus every text the brand states in
 * the source language), copied from the source language and listed in the pack's `untranslated` array;
 * copies the brand's long texts (content/*.<from>.json) marked `"untranslated": true`; adds the language
 * to brand.json /languages; validates. The validator then warns with the untranslated count per file
 * (scripts/validate/untranslated.ts) until a translator has done them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseCli } from '../lib/args';
import { requiredEngineIds } from '../../src/config/engineTexts.ts';
import { BRANDS_DIR, formatIssues, listBrandIds, loadBrand, loadEnginePacks, loadPlugins, validateBrand, type ValidateOptions } from '../validate/lib';

export interface NewLanguageOptions {
  brand: string;
  lang: string;
  /** The brand language texts are copied from; with update, the brand's default language when absent. */
  from?: string;
  /** The language exists already: add only the texts it lacks (updateLanguage). */
  update?: boolean;
  label?: string;
  apiCode?: string;
  brandsDir?: string;
  validate?: ValidateOptions;
}

export interface NewLanguageResult {
  ok: boolean;
  lines: string[];
  /** Files written, relative to the brand folder. */
  written: string[];
}

const writeJson = (file: string, doc: unknown) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
};

/** The language's own name in itself ("fr-CA" → "français"), for the language selector; the code when Intl does not know it. */
function ownName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}

/** The brand folder, its merged files and its languages; throws on an unknown brand or a bad code. */
function openBrand(options: NewLanguageOptions) {
  const brandsDir = resolve(options.brandsDir ?? BRANDS_DIR);
  const { brand, lang } = options;
  if (!/^[a-z]{2}-[A-Za-z]{2}$/.test(lang))
    throw new Error(`language code ${JSON.stringify(lang)} is not valid — use two lowercase letters, a dash and a region, e.g. pt-PT or fr-fr`);
  const known = listBrandIds(brandsDir);
  if (!known.includes(brand)) throw new Error(`no brand ${JSON.stringify(brand)} in ${brandsDir} — existing brands: ${known.join(', ') || 'none'}`);
  const dir = join(brandsDir, brand);
  const loaded = loadBrand(dir);
  const brandDoc = loaded.files['brand.json'] as { languages?: Array<{ code: string }>; defaultLanguage?: string } | undefined;
  const codes = (brandDoc?.languages ?? []).map((l) => l.code);
  const checkFrom = (from: string) => {
    if (!codes.includes(from)) throw new Error(`--from ${from}: brand ${brand} has no such language — its languages: ${codes.join(', ') || 'none'}`);
  };
  const messagesOf = (code: string) => (loaded.files[`locales/${code}.json`] as { messages?: Record<string, string> } | undefined)?.messages ?? {};
  return { dir, loaded, brandDoc, codes, checkFrom, messagesOf };
}

export async function newLanguage(options: NewLanguageOptions): Promise<NewLanguageResult> {
  if (options.update) return updateLanguage(options);
  const { brand, lang } = options;
  const { dir, loaded, brandDoc, codes, checkFrom, messagesOf } = openBrand(options);
  const from = options.from ?? '';
  checkFrom(from);
  if (codes.some((c) => c.toLowerCase() === lang.toLowerCase()))
    throw new Error(`brand ${brand} already offers ${lang} (brand.json /languages) — to add the texts it lacks, run with --update`);
  const packFile = join(dir, 'locales', `${lang}.json`);
  if (existsSync(packFile)) throw new Error(`${packFile} already exists — remove it or add the language to brand.json /languages by hand`);

  const engine = options.validate?.enginePacks ?? loadEnginePacks();
  const brandPack = messagesOf(from);
  const engineOwn = engine[lang] ?? {};
  const sourceText = (id: string) => brandPack[id] ?? engine[from]?.[id] ?? engine['en-US']?.[id] ?? '';
  // The engine's texts it ships for this language need no copy; the brand's own texts always do.
  const ids = [...new Set([...requiredEngineIds(engine).filter((id) => !(id in engineOwn)), ...Object.keys(brandPack)])].sort();
  const messages = Object.fromEntries(ids.map((id) => [id, sourceText(id)]));
  writeJson(packFile, { $schema: '../../schemas/locale.schema.json', messages, untranslated: ids });
  const written = [`locales/${lang}.json`];

  for (const [rel, doc] of Object.entries(loaded.files)) {
    const m = /^content\/(.+)\.([^.]+)\.json$/.exec(rel);
    if (!m || m[2] !== from) continue;
    const target = `content/${m[1]}.${lang}.json`;
    if (existsSync(join(dir, target))) continue;
    const { $schema: _s, ...body } = doc as Record<string, unknown>;
    writeJson(join(dir, target), { $schema: '../../../schemas/' + `${m[1]}.schema.json`, ...body, untranslated: true });
    written.push(target);
  }

  // Only the brand's own brand.json is edited: a delta that inherits its languages gets the full list.
  const ownBrandFile = join(dir, 'brand.json');
  const own = JSON.parse(readFileSync(ownBrandFile, 'utf8')) as Record<string, any>;
  const entry = { code: lang, label: options.label ?? ownName(lang), apiCode: options.apiCode ?? lang.split('-')[0].toLowerCase() };
  own.languages = [...(own.languages ?? brandDoc?.languages ?? []), entry];
  writeJson(ownBrandFile, own);
  written.push('brand.json');

  // A provider whose plugin takes only some launch codes gets the source language's code for the new one
  // (the validator refuses a launch code the plugin does not take); listed below for the partner to review.
  const mapped: string[] = [];
  const ownProvidersFile = join(dir, 'providers.json');
  const sourceApiCode = (brandDoc?.languages as Array<{ code: string; apiCode?: string }> | undefined)?.find((l) => l.code === from)?.apiCode;
  if (existsSync(ownProvidersFile) && sourceApiCode) {
    const plugins = options.validate?.plugins ?? (await loadPlugins());
    const providersDoc = JSON.parse(readFileSync(ownProvidersFile, 'utf8')) as {
      providers?: Array<{ id: string; plugin: string; params?: Record<string, any> }>;
    };
    for (const p of providersDoc.providers ?? []) {
      const accepted = plugins.get(p.plugin)?.acceptedLanguages;
      const params = p.params ?? {};
      if (!accepted || accepted.includes(entry.apiCode) || params.defaultLanguage !== undefined || params.languages?.[lang] !== undefined) continue;
      const code = accepted.includes(sourceApiCode) ? sourceApiCode : accepted[0];
      p.params = { ...params, languages: { ...(params.languages ?? {}), [lang]: code } };
      mapped.push(`${p.id} → ${code}`);
    }
    if (mapped.length) {
      writeJson(ownProvidersFile, providersDoc);
      written.push('providers.json');
    }
  }

  const issues = await validateBrand(dir, options.validate);
  const errors = issues.filter((i) => i.severity !== 'warning');
  const lines = [
    ...formatIssues(brand, issues),
    `brands/${brand}: added ${lang} (${entry.label}, apiCode ${JSON.stringify(entry.apiCode)}) from ${from}: wrote ${written.join(', ')}`,
    `${ids.length} texts are copies of ${from} listed in locales/${lang}.json /untranslated: translate each and remove its id from the list`,
    `apiCode is the code the platform and the providers receive (launches, flat pages, promotions): if a provider does not take ${JSON.stringify(entry.apiCode)}, give its providers.json entry a language map`,
    ...(mapped.length
      ? [`providers that do not take ${JSON.stringify(entry.apiCode)} launch in another language (params.languages, review): ${mapped.join(', ')}`]
      : []),
    errors.length ? `brands/${brand} does not validate yet: fix the lines above, then run npm run validate -- --brand ${brand}` : `brands/${brand}: valid`,
  ];
  return { ok: errors.length === 0, lines, written };
}

/**
 * `--update`: a language the brand already offers gets every text it lacks — engine texts added since the
 * language was started (the engine ships no pack for it) and texts the brand states in the source language —
 * copied from the source language into the brand's own locales/<lang>.json and appended to its `untranslated`
 * list, so the validator's missing-texts error becomes the untranslated-count warning. Texts the language
 * defines (in any layer or the engine's own pack) are left alone.
 */
export async function updateLanguage(options: NewLanguageOptions): Promise<NewLanguageResult> {
  const { brand, lang } = options;
  const { dir, brandDoc, codes, checkFrom, messagesOf } = openBrand(options);
  if (!codes.includes(lang))
    throw new Error(`brand ${brand} does not offer ${lang} (brand.json /languages: ${codes.join(', ') || 'none'}) — run without --update to add it`);
  const from = options.from ?? (brandDoc?.defaultLanguage !== lang ? brandDoc?.defaultLanguage : undefined) ?? codes.find((c) => c !== lang) ?? '';
  checkFrom(from);
  if (from === lang) throw new Error(`--from ${from}: copy from another language than the one updated`);

  const engine = options.validate?.enginePacks ?? loadEnginePacks();
  const engineOwn = engine[lang] ?? {};
  const has = messagesOf(lang);
  const source = messagesOf(from);
  const sourceText = (id: string) => source[id] ?? engine[from]?.[id] ?? engine['en-US']?.[id] ?? '';
  const ids = [...new Set([...requiredEngineIds(engine), ...Object.keys(source)])].filter((id) => !(id in engineOwn) && !(id in has)).sort();

  const rel = `locales/${lang}.json`;
  const written: string[] = [];
  if (ids.length) {
    // Only the brand's own file is edited: a base's pack stays as it is, the brand's additions override nothing there.
    const file = join(dir, rel);
    const own: { $schema?: string; messages?: Record<string, string>; untranslated?: string[] } = existsSync(file)
      ? JSON.parse(readFileSync(file, 'utf8'))
      : { $schema: '../../schemas/locale.schema.json' };
    const messages = { ...(own.messages ?? {}), ...Object.fromEntries(ids.map((id) => [id, sourceText(id)])) };
    writeJson(file, { ...own, messages, untranslated: [...new Set([...(own.untranslated ?? []), ...ids])].sort() });
    written.push(rel);
  }
  const issues = await validateBrand(dir, options.validate);
  const errors = issues.filter((i) => i.severity !== 'warning');
  const lines = [
    ...formatIssues(brand, issues),
    ids.length
      ? `brands/${brand}: ${lang} lacked ${ids.length} text${ids.length === 1 ? '' : 's'}: copied from ${from} into ${rel}, listed in /untranslated: translate each and remove its id from the list`
      : `brands/${brand}: ${lang} lacks no text`,
    errors.length ? `brands/${brand} does not validate yet: fix the lines above, then run npm run validate -- --brand ${brand}` : `brands/${brand}: valid`,
  ];
  return { ok: errors.length === 0, lines, written };
}

export const USAGE = `usage: npm run new-language -- <brand> <lang> --from <lang> [--label <name>] [--api-code <code>] [--brands-dir <dir>]
       npm run new-language -- <brand> <lang> --update [--from <lang>] [--brands-dir <dir>]

Adds a language to a brand: writes locales/<lang>.json with every text the language needs and
content/*.<lang>.json, all copied from --from and marked untranslated (npm run validate counts them as a
warning), adds the language to brand.json /languages and validates the brand.
With --update, the language is one the brand has: every text it lacks (engine texts added by a newer
engine, the brand's texts in --from) is copied from --from into locales/<lang>.json, marked untranslated.
  --from <lang>        the brand language to copy the texts from (required; with --update, default: the brand's default language)
  --update             add only the texts an existing language lacks
  --label <name>       the name in the language selector (default: the language's own name)
  --api-code <code>    the code the platform and providers receive (default: the part before the dash)
  --brands-dir <dir>   brands folder (default: brands/)
  -h, --help           show this text`;

/** Command-line arguments to options; null when --help was asked. Throws with the usage on bad input. */
export function parseNewLanguageArgs(argv: string[]): NewLanguageOptions | null {
  const parsed = parseCli(argv, {
    usage: USAGE,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      update: { type: 'boolean' },
      label: { type: 'string' },
      'api-code': { type: 'string' },
      'brands-dir': { type: 'string' },
    },
  });
  if (!parsed) return null;
  const { values, positionals } = parsed;
  const update = values.update ?? false;
  if (positionals.length !== 2 || (!values.from && !update)) throw new Error(`expected a brand id, a language code and --from <lang>\n\n${USAGE}`);
  if (update && (values.label !== undefined || values['api-code'] !== undefined))
    throw new Error(`--update changes texts only: --label and --api-code are for a new language\n\n${USAGE}`);
  return {
    brand: positionals[0],
    lang: positionals[1],
    from: values.from,
    update,
    label: values.label,
    apiCode: values['api-code'],
    brandsDir: values['brands-dir'],
  };
}
