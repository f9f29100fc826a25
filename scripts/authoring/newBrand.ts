/**
 * `npm run new-brand -- <id> --from <brand> [--name "Display Name"] [--host <host>] [--delta] [--brands-dir <dir>]`
 * Scaffolds a brand. By default a standalone copy of the source (its own layers merged, extending the
 * source's platform base) in which every trace of the source's identity is renamed or replaced: texts
 * that name it in every language, hosts, partner ids, social links, flat pages, and placeholder logos,
 * favicon and images drawn with the new name and the source's palette. `--delta` writes a variant that
 * extends the source instead (it keeps the source's look; the validator warns about that).
 * Prints what a partner must still supply, and validates the brand at once.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { isBrandFolder, layerDirs, listJson, mergeLayers, readLayers } from '../lib/brandLayers';
import { parseCli } from '../lib/args';
import { placeholderFor } from './placeholderArt';
import { BRANDS_DIR, formatIssues, listBrandIds, loadBrand, schemaNameOf, validateBrand, type ValidateOptions } from '../validate/lib';

export interface NewBrandOptions {
  id: string;
  from: string;
  name?: string;
  hosts?: string[];
  brandsDir?: string;
  /** Write a delta that extends `from` (a variant sharing its look) instead of a renamed standalone copy. */
  delta?: boolean;
  validate?: ValidateOptions;
}

export interface NewBrandResult {
  dir: string;
  ok: boolean;
  lines: string[];
}

const titleCase = (id: string) =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const writeJson = (file: string, doc: unknown) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
};

/**
 * Replaces the source's identity in a text: its display name first (any case), then its id where a word
 * starts with it, also in handles and host names ("pampabet", "help.pampa.example"), keeping the case style.
 */
export function renamer(from: { id: string; name: string }, to: { id: string; name: string }): (text: string) => string {
  const fromWord = from.id.replace(/-/g, ' ');
  const toWord = titleCase(to.id);
  const patterns: Array<[RegExp, (m: string) => string]> = [
    [new RegExp(escapeRe(from.name), 'gi'), () => to.name],
    [
      new RegExp(`\\b${escapeRe(from.id)}`, 'gi'),
      (m) => (m === m.toUpperCase() ? to.id.toUpperCase() : m[0] === m[0].toUpperCase() ? toWord.replace(/ /g, '') : to.id),
    ],
  ];
  if (fromWord !== from.id) patterns.push([new RegExp(`\\b${escapeRe(fromWord)}`, 'gi'), () => toWord]);
  return (text) => patterns.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** Every string of a JSON document (values and keys) passed through `edit`; reports whether anything changed. */
function rewriteStrings(doc: unknown, edit: (s: string) => string, changed: string[], path = ''): unknown {
  if (typeof doc === 'string') {
    const out = edit(doc);
    if (out !== doc) changed.push(path || '/');
    return out;
  }
  if (Array.isArray(doc)) return doc.map((v, i) => rewriteStrings(v, edit, changed, `${path}/${i}`));
  if (doc && typeof doc === 'object')
    return Object.fromEntries(
      Object.entries(doc).map(([k, v]) => [edit(k), rewriteStrings(v, edit, changed, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`)]),
    );
  return doc;
}

/** Files under a folder's assets/, relative to the folder. */
function assetFiles(dir: string, sub = 'assets'): string[] {
  const abs = join(dir, sub);
  if (!existsSync(abs)) return [];
  return readdirSync(abs).flatMap((n) => (statSync(join(abs, n)).isDirectory() ? assetFiles(dir, `${sub}/${n}`) : [`${sub}/${n}`]));
}

/** The brand-made layers of a source (its own folder and any brand it extends) and the base below them, if any. */
function splitLayers(sourceDir: string): { brandLayers: string[]; base?: string } {
  const layers = layerDirs(sourceDir);
  const brandsDir = dirname(sourceDir);
  const firstBrand = layers.findIndex((l) => isBrandFolder(brandsDir, basename(l)));
  return { brandLayers: layers.slice(firstBrand), base: firstBrand > 0 ? basename(layers[firstBrand - 1]) : undefined };
}

const schemaRef = (rel: string) => {
  const name = schemaNameOf(rel);
  return name ? `${'../'.repeat(rel.split('/').length + 1)}schemas/${name}.schema.json` : undefined;
};

/**
 * Values of the source operator a renamed copy keeps as they were (they are not names, so renaming leaves
 * them): file → [pointer, what it is]. new-brand lists each one the copy has, with the source's value, so
 * the partner replaces them instead of shipping another operator's help line, time zone or currency.
 */
const OPERATOR_VALUES: Record<string, Array<[pointer: string, what: string]>> = {
  'brand.json': [
    ['/currency/default', 'default currency'],
    ['/currency/signUp', 'sign-up currency'],
    ['/currency/platform', 'platform currencies'],
    ['/currency/display', 'currency shown per platform currency'],
    ['/languages', 'languages'],
    ['/defaultLanguage', 'default language'],
  ],
  'rules.json': [
    ['/responsibleGambling/helpLine', 'responsible-gambling help line'],
    ['/cashback/timeZone', 'cashback payout time zone'],
    ['/cashback/payoutTime', 'cashback payout time'],
    ['/referral/payoutDay', 'referral payout day'],
    ['/referral/payoutTime', 'referral payout time'],
    ['/loyalty/payoutDay', 'loyalty payout day'],
    ['/loyalty/payoutTime', 'loyalty payout time'],
    ['/payment/phoneCountryCode', 'sign-up phone country'],
    ['/payment/withdrawalCountries', 'withdrawal countries'],
    ['/payment/withdrawalCurrencyIds', 'withdrawal currencies'],
    ['/payment/depositLimits', 'deposit limits'],
    ['/payment/quickDeposits', 'quick deposit amounts'],
    ['/bonus', 'bonus terms'],
    ['/profileEdit/minAge', 'minimum age'],
  ],
  'catalogue.json': [
    ['/tabs', "category tabs per casino type (the source's; a tab with none of this operator's games shows empty)"],
    ['/gameOrder', 'game order'],
    ['/special/featured', 'featured games'],
    ['/special/hot', 'hot games'],
    ['/special/bordered', 'bordered games'],
  ],
};

/** Message ids whose texts are operator values, not wording: the loyalty currency's name ("dinars"). */
const OPERATOR_TEXTS: Array<[id: string, what: string]> = [['loyalty.currency', 'loyalty currency name']];

const at = (doc: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
const brief = (v: unknown) => {
  const text = JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};

/** The checklist lines naming each source operator value the copy kept (OPERATOR_VALUES, OPERATOR_TEXTS). */
function operatorValues(docs: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [file, entries] of Object.entries(OPERATOR_VALUES))
    for (const [pointer, what] of entries) {
      const value = at(docs[file], pointer);
      if (value !== undefined) out.push(`    ${file} ${pointer} (${what}): ${brief(value)}`);
    }
  for (const [rel, doc] of Object.entries(docs)) {
    if (!rel.startsWith('locales/')) continue;
    for (const [id, what] of OPERATOR_TEXTS) {
      const value = (doc as { messages?: Record<string, unknown> }).messages?.[id];
      if (value !== undefined) out.push(`    ${rel} /messages/${id} (${what}): ${brief(value)}`);
    }
  }
  return out;
}

/** What a partner still has to provide after a renamed copy: the short list new-brand prints. */
function checklist(id: string, renamed: string[], replacedArt: string[], kept: string[]): string[] {
  return [
    `still to supply for brands/${id} (placeholders stand in until then):`,
    `  - logos, favicon and images: ${replacedArt.join(', ') || 'none found'} (theme.json /logos, /images)`,
    `  - colours and fonts: theme.json /light, /dark, /fonts (the source's palette is kept)`,
    `  - operator platform: brand.json /api (baseUrl, partnerName, projectName) and /server/operatorApiKey`,
    `  - hosts: brand.json /hosts; sport frame partner ids: brand.json /sport/frames/*/query`,
    `  - search engines: brand.json /seo/siteUrl (the public https address; set to the first host for now), locales/<lang>.json seo.home.title and seo.home.description`,
    `  - social links and support addresses: navigation.json /social, brand.json /externalLinkHosts`,
    `  - legal texts: content/flat-pages.<lang>.json, content/sport-rules.<lang>.json`,
    `  - review the ${renamed.length} texts renamed from the source (tagline, promotions, terms): ${renamed.slice(0, 6).join(', ')}${renamed.length > 6 ? ', …' : ''}`,
    ...(kept.length ? [`  - the source operator's values, kept as they were (replace each with this operator's):`, ...kept] : []),
  ];
}

/** A renamed standalone copy of the source's own layers; returns the checklist lines. */
function writeRenamedCopy(sourceDir: string, dir: string, id: string, name: string, hosts: string[]): string[] {
  const { brandLayers, base } = splitLayers(sourceDir);
  // Every brand in the source's chain is renamed (a source that extends another brand carries both names), the source's own first.
  const renames = [...brandLayers].reverse().map((layer) => {
    const own = readLayers([layer], 'brand.json')[0]?.doc as { name?: unknown } | undefined;
    return renamer({ id: basename(layer), name: typeof own?.name === 'string' ? own.name : titleCase(basename(layer)) }, { id, name });
  });
  const rename = (text: string) => renames.reduce((t, r) => r(t), text);
  const rels = new Set<string>();
  for (const layer of brandLayers)
    for (const rel of [...readdirSync(layer).filter((n) => n.endsWith('.json')), ...listJson(layer, 'locales'), ...listJson(layer, 'content')]) rels.add(rel);
  const renamed: string[] = [];
  const written: Record<string, unknown> = {};
  let theme: Record<string, any> = {};
  /** theme.json picture slot → [the source's file, the placeholder's path]. */
  const art = new Map<string, [string, string]>();
  for (const rel of [...rels].sort()) {
    const changed: string[] = [];
    const doc = rewriteStrings(mergeLayers(readLayers(brandLayers, rel)), rename, changed) as Record<string, any>;
    if (rel === 'brand.json') {
      Object.assign(doc, { id, name, hosts });
      // The canonical origin of search engine links: the brand's own first host until the partner names its public one.
      if (doc.seo) doc.seo.siteUrl = `https://${hosts[0]}`;
      if (base) doc.extends = base;
      else delete doc.extends;
      // Only one brand is the build default; a copied server key would let two brands share one credential.
      delete doc.buildDefault;
      if (doc.server) delete doc.server.operatorApiKey;
      if (doc.server && !Object.keys(doc.server).length) delete doc.server;
    } else if (rel === 'theme.json') {
      theme = doc;
      // Every logo and image becomes an SVG placeholder (a PNG logo gets a .svg path beside it).
      for (const group of ['logos', 'images'])
        for (const [key, path] of Object.entries((doc[group] ?? {}) as Record<string, unknown>)) {
          if (typeof path !== 'string' || !path.startsWith('assets/')) continue;
          const svg = path.replace(/\.[^./]+$/, '') + '.svg';
          art.set(`${group}.${key}`, [path, svg]);
          doc[group][key] = svg;
        }
    }
    if (rel.startsWith('locales/') || rel.startsWith('content/')) renamed.push(...changed.map((p) => `${rel} ${p}`));
    // A tagline that named the source rarely reads well renamed ("the heart of the acmes"): the name stands in.
    if (rel.startsWith('locales/') && changed.includes('/messages/brand.tagline')) doc.messages['brand.tagline'] = name;
    written[rel] = doc;
    const ref = schemaRef(rel);
    writeJson(join(dir, rel), ref ? { $schema: ref, ...doc } : doc);
  }
  // Assets: the source's files (later layers win) but its identity pictures, then the placeholders.
  const identity = new Set([...art.values()].map(([source]) => source));
  for (const layer of brandLayers)
    for (const rel of assetFiles(layer)) {
      if (identity.has(rel)) continue;
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      copyFileSync(join(layer, rel), join(dir, rel));
    }
  for (const [slot, [, svg]] of art) {
    mkdirSync(dirname(join(dir, svg)), { recursive: true });
    writeFileSync(join(dir, svg), placeholderFor(slot, name, theme));
  }
  return checklist(id, renamed, [...new Set([...art.values()].map(([, svg]) => svg))], operatorValues(written));
}

/** The identity a delta states about itself, written over whatever its source says. */
function writeDelta(sourceDir: string, dir: string, from: string, id: string, name: string, hosts: string[]): void {
  const source = loadBrand(sourceDir);
  const sourceBrand = (source.files['brand.json'] ?? {}) as Record<string, any>;
  const brand: Record<string, unknown> = { $schema: '../../schemas/brand.schema.json', extends: from, id, name, hosts };
  if (sourceBrand.api) brand.api = { partnerName: id, projectName: id };
  if (sourceBrand.seo) brand.seo = { siteUrl: `https://${hosts[0]}` };
  // null deletes the inherited value (scripts/lib/brandLayers.ts): not a second build default, not the source's server key.
  if (sourceBrand.buildDefault !== undefined) brand.buildDefault = null;
  if (sourceBrand.server?.operatorApiKey !== undefined) brand.server = { operatorApiKey: null };
  writeJson(join(dir, 'brand.json'), brand);
  for (const rel of Object.keys(source.files).filter((r) => r.startsWith('locales/'))) {
    const pack = source.files[rel] as { messages?: Record<string, string> };
    if (pack.messages && 'brand.name' in pack.messages)
      writeJson(join(dir, rel), { $schema: '../../schemas/locale.schema.json', messages: { 'brand.name': name } });
  }
}

/** Creates brands/<id> from brands/<from> and validates it; throws on bad input. */
export async function newBrand(options: NewBrandOptions): Promise<NewBrandResult> {
  const brandsDir = resolve(options.brandsDir ?? BRANDS_DIR);
  const { id, from } = options;
  if (!/^[a-z][a-z0-9-]*$/.test(id))
    throw new Error(`brand id ${JSON.stringify(id)} is not valid — use lowercase letters, digits and dashes, starting with a letter`);
  const known = listBrandIds(brandsDir);
  if (!known.includes(from)) throw new Error(`no brand ${JSON.stringify(from)} to copy in ${brandsDir} — existing brands: ${known.join(', ') || 'none'}`);
  const dir = join(brandsDir, id);
  if (existsSync(dir)) throw new Error(`${dir} already exists — pick another id or remove the folder`);
  const name = options.name ?? titleCase(id);
  // The name goes into ICU messages and HTML long texts as is: characters with a meaning there are refused.
  if (/[<>{}]/.test(name) || !name.trim())
    throw new Error(`brand name ${JSON.stringify(name)} is not valid — use a non-empty name without < > { } (they mean tags and placeholders in texts)`);
  const hosts = options.hosts?.length ? options.hosts : [`${id}.localhost`];
  const sourceDir = join(brandsDir, from);
  let todo: string[] = [];
  if (options.delta) writeDelta(sourceDir, dir, from, id, name, hosts);
  else todo = writeRenamedCopy(sourceDir, dir, id, name, hosts);

  const issues = await validateBrand(dir, options.validate);
  const errors = issues.filter((i) => i.severity !== 'warning');
  const how = options.delta ? `created from ${from} (extends it: shares its look and texts)` : `created from ${from}, renamed`;
  const lines = errors.length
    ? [...formatIssues(id, issues), `brands/${id} was ${how} but does not validate yet: fix the lines above, then run npm run validate -- --brand ${id}`]
    : [...formatIssues(id, issues), `brands/${id}: ${how} and valid`, ...todo, `run it with: npm start -- --brand ${id}`];
  return { dir, ok: errors.length === 0, lines };
}

export const USAGE = `usage: npm run new-brand -- <id> --from <brand> [--name "Name"] [--host <host>]... [--delta] [--brands-dir <dir>]

Creates brands/<id> from an existing brand with the source's name, hosts, partner ids, social links and
logos renamed or replaced by placeholders, prints what the partner must still supply, and validates it.
  --from <brand>       the brand to start from (required)
  --name <name>        display name (default: the id in title case)
  --host <host>        a host name that selects the brand (repeatable; default <id>.localhost)
  --delta              write a variant that extends --from and keeps its look (not a new brand)
  --brands-dir <dir>   brands folder (default: brands/)
  -h, --help           show this text`;

/** Command-line arguments to options; null when --help was asked. Throws with the usage on bad input. */
export function parseNewBrandArgs(argv: string[]): NewBrandOptions | null {
  const parsed = parseCli(argv, {
    usage: USAGE,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      delta: { type: 'boolean' },
      'brands-dir': { type: 'string' },
    },
  });
  if (!parsed) return null;
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || !values.from) throw new Error(`expected one brand id and --from <brand>\n\n${USAGE}`);
  return { id: positionals[0], from: values.from, name: values.name, hosts: values.host, delta: values.delta, brandsDir: values['brands-dir'] };
}
