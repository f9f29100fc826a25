/**
 * `npm run migrate -- <brand>|--all [--dry-run] [--extend-platform] [--set <file>:<pointer>=<json>]... [--brands-dir <dir>]`
 * (or `--changelog`: writes CHANGELOG.md from the steps). Rewrites a brand folder written for an older config version to the current one, keeping its meaning: the
 * steps in schemas/migrations/ (scripts/lib/configFormat.ts) drop removed fields with a line each saying why
 * (free text kept in brand.json /notes), move renamed ones, and fill new required values from brands/_platform,
 * from the step's default or from --set, naming each one still to supply. `--extend-platform` moves a standalone
 * brand onto brands/_platform: what equals the platform's files is dropped from the brand's own, what differs
 * stays as the brand's own value. Prints every change, then validates the brand (a dry run validates a copy).
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseCli } from '../lib/args';
import { layerDirs, LayerError, listJson, mergeLayers, readLayers } from '../lib/brandLayers';
import { brandVersion, type Change, currentVersion, loadMigrations, type Migration, type Place } from '../lib/configFormat';
import { BRANDS_DIR, listBrandIds } from '../validate/lib';
import { runValidate } from '../validate/runValidate';
import { CHANGELOG, renderChangelog } from './changelog';

type Json = unknown;
type JsonObject = Record<string, Json>;
const isObject = (v: Json): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** The shared base a standalone brand moves onto with --extend-platform. */
export const PLATFORM = '_platform';

export interface MigrateOptions {
  /** Brand ids; empty with `all` for every brand. */
  brands: string[];
  all?: boolean;
  dryRun?: boolean;
  extendPlatform?: boolean;
  /** Values for required fields no source has, by "<file>:<pointer>" (from --set). */
  answers?: Record<string, Json>;
  brandsDir?: string;
  /** Write CHANGELOG.md from schemas/migrations/ instead of migrating. */
  changelog?: boolean;
  /** The steps (tests give their own); default schemas/migrations/. */
  migrations?: Migration[];
}

export interface MigrateResult {
  ok: boolean;
  lines: string[];
}

const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const escapeKey = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

function getAt(doc: Json, pointer: string): Json {
  let node = doc;
  for (const seg of segments(pointer)) {
    // lists are walked by index (a `*` change names each item's field)
    if (!node || typeof node !== 'object' || !(seg in node)) return undefined;
    node = (node as JsonObject)[seg];
  }
  return node;
}

function setAt(doc: JsonObject, pointer: string, value: Json): void {
  const path = segments(pointer);
  let node = doc;
  for (const seg of path.slice(0, -1)) {
    if (!isObject(node[seg])) node[seg] = {};
    node = node[seg] as JsonObject;
  }
  node[path.at(-1)!] = value;
}

/** Deletes the value at pointer, and objects it leaves empty on the way up (an empty `ui` says nothing). */
function deleteAt(doc: JsonObject, pointer: string): void {
  const path = segments(pointer);
  const chain: JsonObject[] = [doc];
  for (const seg of path.slice(0, -1)) {
    const next = chain.at(-1)![seg];
    if (!next || typeof next !== 'object') return;
    chain.push(next as JsonObject);
  }
  delete chain.at(-1)![path.at(-1)!];
  // objects left empty go too (never a list's item: that would leave a hole in the list)
  for (let i = chain.length - 1; i > 0 && isObject(chain[i]) && !Array.isArray(chain[i - 1]) && !Object.keys(chain[i]).length; i--)
    delete chain[i - 1][path[i - 1]];
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);
const show = (v: Json) => {
  const text = JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** Pointers of every leaf (a value that is not a non-empty object) of a document. */
export function leaves(doc: Json, path = ''): string[] {
  if (!isObject(doc) || !Object.keys(doc).length) return path ? [path] : [];
  return Object.entries(doc).flatMap(([k, v]) => leaves(v, `${path}/${escapeKey(k)}`));
}

/** A brand folder's own JSON files (not its bases'), by path relative to the folder, as read. */
function readOwn(dir: string): Map<string, { text: string; doc: JsonObject }> {
  const out = new Map<string, { text: string; doc: JsonObject }>();
  const rels = [...readdirSync(dir).filter((n) => n.endsWith('.json')), ...listJson(dir, 'locales'), ...listJson(dir, 'content')];
  for (const rel of rels) {
    const text = readFileSync(join(dir, rel), 'utf8');
    try {
      out.set(rel, { text, doc: JSON.parse(text) as JsonObject });
    } catch (err) {
      throw new Error(`brands/${basename(dir)}/${rel}: expected valid JSON, found ${(err as Error).message} — fix it, then migrate`, { cause: err });
    }
  }
  return out;
}

/** What one brand's migration works on: its own documents, its bases' folders and what it reports. */
class BrandWork {
  readonly own: Map<string, { text: string; doc: JsonObject }>;
  readonly lines: string[] = [];
  readonly missing: string[] = [];
  bases: string[];

  constructor(
    readonly dir: string,
    readonly brandsDir: string,
  ) {
    this.own = readOwn(dir);
    this.bases = layerDirs(dir).slice(0, -1);
  }

  get id() {
    return basename(this.dir);
  }

  doc(rel: string): JsonObject {
    let file = this.own.get(rel);
    if (!file) {
      file = { text: '', doc: rel === 'brand.json' ? {} : { $schema: `${rel.includes('/') ? '../' : ''}../../schemas/${schemaOf(rel)}.schema.json` } };
      this.own.set(rel, file);
    }
    return file.doc;
  }

  /** The file as the engine merges it: the bases' layers, then the brand's own document as it stands now. */
  merged(rel: string): Json {
    const parts = readLayers(this.bases, rel);
    const own = this.own.get(rel);
    return mergeLayers(own ? [...parts, { layer: this.id, doc: own.doc }] : parts);
  }

  /** The language files a locale-wide change applies to: one per language brand.json offers. */
  languageFiles(): string[] {
    const langs = (this.merged('brand.json') as { languages?: Array<{ code?: unknown }> } | undefined)?.languages ?? [];
    return langs.flatMap((l) => (typeof l.code === 'string' ? [`locales/${l.code}.json`] : []));
  }

  say(line: string) {
    this.lines.push(`  ${line}`);
  }
}

/** Schema name of a file a migration creates (locales/<lang>.json → locale). */
const schemaOf = (rel: string) => (rel.startsWith('locales/') ? 'locale' : rel.replace(/\.json$/, ''));

const where = (p: Place) => `${p.file} ${p.pointer}`;

/** The places a pointer with `*` segments (any index or key) names in `doc`, in document order. */
function expandPointer(doc: unknown, pointer: string): string[] {
  const [head, ...rest] = pointer.split('/').slice(1);
  if (head === undefined) return [''];
  if (doc === null || typeof doc !== 'object') return [];
  const keys = head === '*' ? Object.keys(doc) : head in doc ? [head] : [];
  return keys.flatMap((k) => expandPointer((doc as Record<string, unknown>)[k], rest.length ? `/${rest.join('/')}` : '').map((tail) => `/${k}${tail}`));
}

/** Applies one change to a brand's own files, saying what it did. */
function apply(work: BrandWork, change: Change, answers: Record<string, Json>): void {
  if (change.kind === 'added') return;
  if (change.kind === 'changed') {
    if (getAt(work.merged(change.file), change.pointer) !== undefined) work.say(`check ${where(change)} (kept as it is): ${change.why}`);
    return;
  }
  const files = change.file === 'locales/*.json' ? work.languageFiles() : [change.file];
  for (const file of files) {
    if (change.kind === 'removed' && change.pointer.includes('/*')) {
      // A field of every item of a list (or every entry of a map): each item's place is its own change.
      for (const pointer of expandPointer(work.own.get(file)?.doc, change.pointer)) apply(work, { ...change, file, pointer }, answers);
      continue;
    }
    const at = { file, pointer: change.pointer };
    if (change.kind === 'removed') {
      const value = getAt(work.own.get(file)?.doc, change.pointer);
      if (value === undefined) continue;
      deleteAt(work.doc(file), change.pointer);
      let kept = '';
      if (change.keepText && typeof value === 'string') {
        // A note already under that place (a partner's own, or an earlier migration's) is kept above the text.
        const brand = work.doc('brand.json') as { notes?: Record<string, string> };
        brand.notes ??= {};
        const notes = brand.notes;
        const earlier = notes[where(at)];
        notes[where(at)] = earlier && earlier !== value ? `${earlier}\n${value}` : value;
        kept = `; its text ${show(value)} is kept in brand.json /notes under "${where(at)}"`;
      } else if (change.supersededBy) {
        const now = getAt(work.merged(change.supersededBy.file), change.supersededBy.pointer);
        if (now === undefined) {
          setAt(work.doc(change.supersededBy.file), change.supersededBy.pointer, value);
          kept = `; its value ${show(value)} moved to ${where(change.supersededBy)}`;
        } else
          kept = same(now, value)
            ? `; ${where(change.supersededBy)} holds the same ${show(now)}`
            : `; dropped ${show(value)}, ${where(change.supersededBy)} (${show(now)}) applies instead`;
      } else kept = `; dropped ${show(value)}`;
      work.say(`removed ${where(at)}: ${change.why}${kept}`);
    } else if (change.kind === 'renamed') {
      const value = getAt(work.own.get(file)?.doc, change.pointer);
      if (value === undefined) continue;
      deleteAt(work.doc(file), change.pointer);
      const now = getAt(work.merged(change.to.file), change.to.pointer);
      if (now === undefined) {
        setAt(work.doc(change.to.file), change.to.pointer, value);
        work.say(`moved ${where(at)} to ${where(change.to)}: ${change.why}`);
      } else work.say(`removed ${where(at)} (${show(value)}): ${change.why}; ${where(change.to)} is set already (${show(now)}) and stays`);
    } else {
      if (getAt(work.merged(file), change.pointer) !== undefined) continue;
      const answer = answers[`${file}:${change.pointer}`];
      const platform = change.from === 'platform' ? getAt(mergeLayers(readLayers([join(work.brandsDir, PLATFORM)], file)), change.pointer) : undefined;
      if (answer !== undefined) {
        setAt(work.doc(file), change.pointer, answer);
        work.say(`set ${where(at)} to ${show(answer)} (given with --set): ${change.what}`);
      } else if (platform !== undefined) {
        setAt(work.doc(file), change.pointer, platform);
        work.say(`set ${where(at)} to ${show(platform)} from brands/${PLATFORM}/${file}: ${change.what} (a brand extending ${PLATFORM} inherits it)`);
      } else if (change.value !== undefined) {
        setAt(work.doc(file), change.pointer, change.value);
        work.say(`set ${where(at)} to the default ${show(change.value)}: ${change.what} — check it: ${change.where}`);
      } else {
        work.missing.push(`${file}:${change.pointer}`);
        work.say(
          `still to supply ${where(at)}: ${change.what} — ${change.where} (npm run migrate -- ${work.id} --set '${file}:${change.pointer}=<JSON value>')`,
        );
      }
    }
  }
}

/** Removes from `own` what equals `base` (deeply, key by key); returns the pointers of values kept because they differ. */
function dropEqual(own: JsonObject, base: Json, path = ''): string[] {
  if (!isObject(base)) return [];
  const differ: string[] = [];
  for (const [k, v] of Object.entries(own)) {
    if (k === '$schema' || !(k in base)) continue;
    const p = `${path}/${escapeKey(k)}`;
    if (same(v, base[k])) delete own[k];
    else if (isObject(v) && isObject(base[k])) {
      differ.push(...dropEqual(v, base[k], p));
      if (!Object.keys(v).length) delete own[k];
    } else differ.push(p);
  }
  return differ;
}

/** Platform values (object keys, deeply) a standalone brand's file lacks: what it misses by not extending _platform. */
function lacking(own: Json, platform: Json, path = ''): string[] {
  if (!isObject(platform)) return [];
  return Object.entries(platform).flatMap(([k, v]) => {
    if (k === '$schema') return [];
    const p = `${path}/${escapeKey(k)}`;
    if (!isObject(own) || !(k in own)) return [p];
    return lacking(own[k], v, p);
  });
}

const listed = (pointers: string[], max = 6) => pointers.slice(0, max).join(', ') + (pointers.length > max ? ` and ${pointers.length - max} more` : '');

/** A brand's files next to brands/_platform: move onto it (--extend-platform) or say what it lacks. */
function platformStep(work: BrandWork, extend: boolean): void {
  const platformDir = join(work.brandsDir, PLATFORM);
  if (!existsSync(platformDir) || work.bases.includes(platformDir)) return;
  const platformFiles = [
    ...readdirSync(platformDir).filter((n) => n.endsWith('.json')),
    ...listJson(platformDir, 'locales'),
    ...listJson(platformDir, 'content'),
  ];
  const brand = work.doc('brand.json');
  if (extend) {
    if (brand.extends !== undefined) {
      work.say(`not moved onto ${PLATFORM}: brand.json /extends names ${JSON.stringify(brand.extends)} already (a brand extends one base)`);
      return;
    }
    const { $schema, ...rest } = brand;
    for (const k of Object.keys(brand)) delete brand[k];
    Object.assign(brand, $schema === undefined ? {} : { $schema }, { extends: PLATFORM }, rest);
    work.bases = layerDirs(platformDir);
    work.say(`brand.json /extends: now "${PLATFORM}" — the platform's tables and texts come from brands/${PLATFORM} and stay current with the engine`);
    for (const rel of platformFiles) {
      const own = work.own.get(rel)?.doc;
      if (!own) continue;
      const base = mergeLayers(readLayers([platformDir], rel));
      const gained = lacking(own, base);
      const differ = dropEqual(own, base);
      work.say(
        `${rel}: values equal to brands/${PLATFORM}/${rel} dropped from the brand's own file${gained.length ? `; gains ${gained.length} the brand lacked (${listed(gained)})` : ''}`,
      );
      if (differ.length) work.say(`${rel}: ${differ.length} value(s) differ from brands/${PLATFORM} and stay the brand's own (${listed(differ)})`);
    }
    return;
  }
  if (brand.extends !== undefined) return;
  for (const rel of platformFiles) {
    const gap = lacking(work.merged(rel), mergeLayers(readLayers([platformDir], rel)));
    if (gap.length)
      work.say(
        `stale: ${rel} lacks ${gap.length} value(s) brands/${PLATFORM}/${rel} has (${listed(gap)}) — a standalone brand keeps the platform tables it was copied with; --extend-platform takes them from brands/${PLATFORM}`,
      );
  }
}

/** Sets brand.json /configVersion, placed after the layering keys so it is the first thing a reader sees. */
function stamp(work: BrandWork, version: number): void {
  const brand = work.doc('brand.json');
  const { $schema, extends: base, configVersion: _old, ...rest } = brand;
  for (const k of Object.keys(brand)) delete brand[k];
  Object.assign(brand, $schema === undefined ? {} : { $schema }, base === undefined ? {} : { extends: base }, { configVersion: version }, rest);
}

const jsonText = (doc: Json) => `${JSON.stringify(doc, null, 2)}\n`;

/** Migrates one brand folder in memory: the changed files (relative path → new text) and the lines saying why. */
export function planMigration(dir: string, options: Pick<MigrateOptions, 'extendPlatform' | 'answers' | 'migrations'> & { brandsDir: string }) {
  const migrations = options.migrations ?? loadMigrations();
  const current = currentVersion(migrations);
  const work = new BrandWork(dir, options.brandsDir);
  const from = brandVersion(dir);
  for (const step of migrations.filter((m) => m.version > from)) {
    const before = work.lines.length;
    for (const change of step.changes) apply(work, change, options.answers ?? {});
    if (work.lines.length > before) work.lines.splice(before, 0, `  version ${step.version} (${step.date}): ${step.title}`);
  }
  platformStep(work, options.extendPlatform ?? false);
  // A --set value no step asked for is the partner's answer to something validate named: it is set as given.
  for (const [key, value] of Object.entries(options.answers ?? {})) {
    const [file, pointer] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (same(getAt(work.own.get(file)?.doc, pointer), value)) continue;
    setAt(work.doc(file), pointer, value);
    work.say(`set ${file} ${pointer} to ${show(value)} (given with --set)`);
  }
  stamp(work, current);
  const changed = new Map<string, string>();
  for (const [rel, { text, doc }] of work.own) if (jsonText(doc) !== text && !(text && same(JSON.parse(text), doc))) changed.set(rel, jsonText(doc));
  return { from, to: current, changed, lines: work.lines, missing: work.missing };
}

/** A copy of the brands folder for a dry run's validation: the brand's new files over a copy of its folder, the other folders linked. */
function previewDir(brandsDir: string, id: string, changed: Map<string, string>): string {
  const tmp = mkdtempSync(join(tmpdir(), 'croupier-migrate-'));
  for (const name of readdirSync(brandsDir)) {
    if (name === id) cpSync(join(brandsDir, id), join(tmp, id), { recursive: true });
    else symlinkSync(join(brandsDir, name), join(tmp, name));
  }
  for (const [rel, text] of changed) writeFileSync(join(tmp, id, rel), text);
  return tmp;
}

/** Migrates the chosen brands, then validates each; ok when every one validates and nothing is left to supply. */
export async function migrate(options: MigrateOptions): Promise<MigrateResult> {
  if (options.changelog) {
    writeFileSync(CHANGELOG, renderChangelog(options.migrations));
    return { ok: true, lines: [`wrote ${CHANGELOG}`] };
  }
  const brandsDir = options.brandsDir ?? BRANDS_DIR;
  const known = listBrandIds(brandsDir);
  const ids = options.all ? known : options.brands;
  if (!ids.length) throw new Error(`name a brand or --all\n\n${USAGE}`);
  const lines: string[] = [];
  let ok = true;
  for (const id of ids) {
    if (!known.includes(id)) throw new Error(`no brand ${JSON.stringify(id)} in ${brandsDir} — existing brands: ${known.join(', ') || 'none'}`);
    let plan: ReturnType<typeof planMigration>;
    try {
      plan = planMigration(join(brandsDir, id), { ...options, brandsDir });
    } catch (err) {
      if (!(err instanceof LayerError)) throw err;
      lines.push(`brands/${id}: ${err.message}`);
      ok = false;
      continue;
    }
    const verb = options.dryRun ? 'would change' : 'changed';
    lines.push(
      plan.from === plan.to && !plan.changed.size
        ? `brands/${id}: at config version ${plan.to} already, nothing to change`
        : `brands/${id}: config version ${plan.from} → ${plan.to}${options.dryRun ? ' (dry run: no file written)' : ''}`,
    );
    lines.push(...plan.lines);
    if (plan.changed.size) lines.push(`  ${verb} ${[...plan.changed.keys()].map((rel) => `brands/${id}/${rel}`).join(', ')}`);
    // A dry run with changes validates them in a copy; with none, the folder itself is the result.
    const preview = options.dryRun && plan.changed.size > 0;
    const validateDir = preview ? previewDir(brandsDir, id, plan.changed) : brandsDir;
    if (!options.dryRun) for (const [rel, text] of plan.changed) writeFileSync(join(brandsDir, id, rel), text);
    lines.push(`validate brands/${id}${preview ? ' (as migrated, in a temporary copy)' : ''}:`);
    const code = await runValidate(['--brand', id, '--brands-dir', validateDir], (l) => lines.push(`  ${l.replaceAll(`${validateDir}/`, '')}`));
    if (preview) rmSync(validateDir, { recursive: true, force: true });
    if (code !== 0 || plan.missing.length) ok = false;
  }
  return { ok, lines };
}

export const USAGE = `usage: npm run migrate -- <brand>... | --all [--dry-run] [--extend-platform] [--set <file>:<pointer>=<json>]... [--brands-dir <dir>]

Rewrites brand folders written for an older config format to the current one (CHANGELOG.md lists the
versions): removed fields are dropped with the reason, renamed ones moved, new required values filled from
brands/_platform or a default, or named as still to supply. Ends with npm run validate of each brand.
  --all                every brand folder
  --dry-run            print what would change and validate a temporary copy; write nothing
  --extend-platform    move a standalone brand onto brands/_platform (its tables and texts stay current)
  --set <f>:<p>=<v>    a value for a required field, e.g. --set 'brand.json:/seo/siteUrl="https://example.com"'
  --brands-dir <dir>   brands folder (default: brands/)
  --changelog          write CHANGELOG.md from schemas/migrations/ (after adding a version there)
  -h, --help           show this text`;

/** Arguments to options; null for --help. Throws with the usage on a bad argument. */
export function parseMigrateArgs(argv: string[]): MigrateOptions | null {
  const parsed = parseCli(argv, {
    usage: USAGE,
    allowPositionals: true,
    options: {
      all: { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      'extend-platform': { type: 'boolean' },
      set: { type: 'string', multiple: true },
      'brands-dir': { type: 'string' },
      changelog: { type: 'boolean' },
    },
  });
  if (!parsed) return null;
  const { values, positionals } = parsed;
  if (values.all && positionals.length) throw new Error(`either brand ids or --all, not both\n\n${USAGE}`);
  const answers: Record<string, Json> = {};
  for (const item of values.set ?? []) {
    const m = /^([^:]+):(\/[^=]+)=(.*)$/s.exec(item);
    if (!m) throw new Error(`--set ${item}: expected <file>:<pointer>=<JSON value>, such as 'brand.json:/seo/siteUrl="https://example.com"'\n\n${USAGE}`);
    try {
      answers[`${m[1]}:${m[2]}`] = JSON.parse(m[3]);
    } catch {
      throw new Error(`--set ${item}: expected a JSON value after =, found ${m[3]} (a text needs quotes: '"text"')\n\n${USAGE}`);
    }
  }
  return {
    brands: positionals,
    all: values.all ?? false,
    dryRun: values['dry-run'] ?? false,
    extendPlatform: values['extend-platform'] ?? false,
    answers,
    brandsDir: values['brands-dir'] ? resolve(values['brands-dir']) : undefined,
    changelog: values.changelog ?? false,
  };
}
