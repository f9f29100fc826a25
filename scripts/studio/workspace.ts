/**
 * The studio's view of a brands folder: a brand's own files, and the CLI's checks and the browser bundle
 * run on an edited brand that exists only in the browser. The edited files are written into a temp view
 * of the brands folder (the brand, its bases and the other brands, which the cross-brand checks read),
 * then the very code the CLI runs (scripts/validate/runValidate.ts) and the dev server's
 * browserBundle run on that copy: the studio cannot drift from what `npm run validate` accepts.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { layerDirs, listJson, mergeLayers, readLayers } from '../lib/brandLayers.ts';
import { runValidate } from '../validate/runValidate.ts';
import { loadEnginePacks, schemaNameOf } from '../validate/lib.ts';
import { browserBundle } from '../vite/brandBundle.ts';
import { formatBrandFile, orderLike } from './format.ts';

/** A brand's own JSON files (not its bases'), by path relative to the brand folder. */
export type BrandFiles = Record<string, unknown>;

/** One problem as the CLI reports it: the printed line and where it points. */
export interface StudioIssue {
  file: string;
  pointer: string;
  message: string;
  severity?: 'warning';
  /** The folder that set the value when it is a base, not the brand. */
  layer?: string;
  /** Exactly the line `npm run validate` prints. */
  line: string;
}

export interface ValidateResult {
  ok: boolean;
  errors: number;
  warnings: number;
  issues: StudioIssue[];
}

/** A path a brand file may have: `name.json` or `sub/name.json`, no escaping the folder. */
export function isBrandFilePath(rel: string): boolean {
  return /^([a-z0-9_-]+\/)?[A-Za-z0-9._-]+\.json$/.test(rel) && !rel.includes('..');
}

/** The JSON files of a brand's own folder (top level, locales/, content/), parsed. Unparsable ones are given as text. */
export function readOwnFiles(brandsDir: string, id: string): { files: BrandFiles; broken: Record<string, string> } {
  const dir = join(brandsDir, id);
  const files: BrandFiles = {};
  const broken: Record<string, string> = {};
  const rels = [...listJson(dir, '.').map((r) => r.replace(/^\.\//, '')), ...listJson(dir, 'locales'), ...listJson(dir, 'content')];
  for (const rel of rels) {
    const text = readFileSync(join(dir, rel), 'utf8');
    try {
      files[rel] = JSON.parse(text);
    } catch {
      broken[rel] = text;
    }
  }
  return { files, broken };
}

/** Schema name (schemas/<name>.schema.json) of each of the brand's files, where one checks it. */
export function schemasOf(files: BrandFiles): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of Object.keys(files)) {
    const name = schemaNameOf(rel);
    if (name) out[rel] = name;
  }
  return out;
}

/**
 * Runs `fn` on a temp view of the brands folder with `files` written over brand `id`'s own; removed after.
 * The view links everything unedited (other brands, bases, assets, the brand's other files) instead of
 * copying it: a copy of brands/ cost most of an edit's round trip on a busy machine.
 */
export async function withEdited<T>(brandsDir: string, id: string, files: BrandFiles, fn: (copy: string) => Promise<T> | T): Promise<T> {
  const root = mkdtempSync(join(tmpdir(), 'croupier-studio-'));
  const copy = join(root, 'brands');
  try {
    mkdirSync(copy);
    for (const name of readdirSync(brandsDir)) if (name !== id) symlinkSync(join(brandsDir, name), join(copy, name));
    linkTree(join(brandsDir, id), join(copy, id), new Set(Object.keys(files).flatMap((rel) => (rel.includes('/') ? [rel.split('/')[0]] : []))));
    for (const [rel, doc] of Object.entries(files)) {
      if (!isBrandFilePath(rel)) throw new Error(`brands/${id}/${rel}: not a brand file path — use name.json or folder/name.json`);
      const file = join(copy, id, rel);
      mkdirSync(dirname(file), { recursive: true });
      rmSync(file, { force: true }); // a link to the original, never written through
      writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
    }
    return await fn(copy);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Mirrors a folder as links: its entries are linked, except the sub-folders named in `open`, which are mirrored entry by entry. */
function linkTree(from: string, to: string, open: Set<string>): void {
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (open.has(name) && statSync(src).isDirectory()) linkTree(src, join(to, name), new Set());
    else symlinkSync(src, join(to, name));
  }
}

/** The CLI's result for one brands folder and brand: `npm run validate -- --brands-dir <dir> --brand <id> --json`, in process. */
export async function validateFolder(brandsDir: string, id: string): Promise<ValidateResult> {
  let text = '';
  await runValidate(['--brands-dir', brandsDir, '--brand', id, '--json'], (line) => {
    text += line;
  });
  const report = JSON.parse(text) as { brands: Array<{ brand: string; ok: boolean; issues: Omit<StudioIssue, 'line'>[]; lines: string[] }> };
  const mine = report.brands.find((b) => b.brand === id);
  if (!mine) throw new Error(`the validator gave no result for brands/${id}`);
  const issues = mine.issues.map((issue, i) => ({
    file: issue.file,
    pointer: issue.pointer,
    message: issue.message,
    severity: issue.severity,
    layer: issue.layer,
    line: mine.lines[i],
  }));
  const warnings = issues.filter((i) => i.severity === 'warning').length;
  return { ok: mine.ok, errors: issues.length - warnings, warnings, issues };
}

/** The CLI's checks on a brand edited in memory. */
export function validateEdited(brandsDir: string, id: string, files: BrandFiles): Promise<ValidateResult> {
  return withEdited(brandsDir, id, files, (copy) => validateFolder(copy, id));
}

/** The browser bundle (what /brand-config/<id>.json serves) of a brand edited in memory. */
export function bundleEdited(brandsDir: string, id: string, files: BrandFiles): Promise<unknown> {
  return withEdited(brandsDir, id, files, (copy) => browserBundle(id, copy));
}

/**
 * Writes the edited files into the brand folder when the brand validates (warnings allowed, as the CLI's exit
 * code allows them), each in the original's key order; otherwise writes nothing and returns the CLI's result.
 */
export async function saveBrand(brandsDir: string, id: string, files: BrandFiles): Promise<ValidateResult & { written: string[] }> {
  const result = await validateEdited(brandsDir, id, files);
  if (!result.ok) return { ...result, written: [] };
  const written: string[] = [];
  for (const [rel, doc] of Object.entries(files)) {
    const file = join(brandsDir, id, rel);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    let original: unknown;
    try {
      original = before === undefined ? undefined : JSON.parse(before);
    } catch {
      original = undefined;
    }
    // A file the partner did not change keeps its bytes, even when its layout is not 2-space JSON.
    if (original !== undefined && JSON.stringify(orderLike(original, doc)) === JSON.stringify(original)) continue;
    const text = formatBrandFile(original, doc);
    if (text === before) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(rel);
  }
  return { ...result, written };
}

/** Texts for the text view: the engine's packs and what the brand's bases set, per language (the brand's own come from its edited files). */
export function textSources(brandsDir: string, id: string): { engine: Record<string, Record<string, string>>; base: Record<string, Record<string, string>> } {
  const layers = layerDirs(join(brandsDir, id)).slice(0, -1);
  const base: Record<string, Record<string, string>> = {};
  const rels = new Set(layers.flatMap((l) => listJson(l, 'locales')));
  for (const rel of rels) {
    const parts = readLayers(layers, rel).filter((p) => p.error === undefined);
    const doc = parts.length ? (mergeLayers(parts) as { messages?: Record<string, string> }) : undefined;
    base[rel.replace(/^locales\/|\.json$/g, '')] = doc?.messages ?? {};
  }
  return { engine: loadEnginePacks(), base };
}

/** Every brand with its name and the CLI's error and warning counts, for the gallery (one validator run over the folder). */
export async function gallery(brandsDir: string): Promise<Array<{ id: string; name: string; errors: number; warnings: number; lines: string[] }>> {
  let text = '';
  await runValidate(['--brands-dir', brandsDir, '--json'], (line) => {
    text += line;
  });
  const report = JSON.parse(text) as { brands: Array<{ brand: string; issues: Array<{ severity?: string }>; lines: string[] }> };
  return report.brands.map((b) => {
    const own = readOwnFiles(brandsDir, b.brand).files['brand.json'] as { name?: string } | undefined;
    const warnings = b.issues.filter((i) => i.severity === 'warning').length;
    return { id: b.brand, name: own?.name ?? b.brand, errors: b.issues.length - warnings, warnings, lines: b.lines };
  });
}
