/**
 * Layered brand folders. A brand's `brand.json` may say `"extends": "<folder>"`, naming another folder
 * under brands/ (a shared platform folder such as `_platform`, which is not a brand, or another brand);
 * its files then hold only what differs. Merge rules (JSON Merge Patch, RFC 7386, applied file by file,
 * base first):
 * - a file present in any layer is in the merged folder; the same relative path in several layers is merged;
 * - objects merge key by key, recursively; the upper layer's value wins;
 * - arrays, strings, numbers and booleans replace the lower value whole (no array concatenation);
 * - `null` deletes the key below it (no brand schema allows null as a value);
 * - `$schema` and `extends` are layering/editor keys, never part of the merged document.
 * A base may itself extend another; a cycle or a missing base is an error that names the chain.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describeJsonError } from '../../src/config/jsonSyntax.ts';

type Json = unknown;
type JsonObject = Record<string, Json>;

const isObject = (v: Json): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

/** RFC 7386 merge of `patch` onto `base`: objects recurse, null deletes, anything else replaces. Pure. */
export function mergePatch(base: Json, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const out: JsonObject = isObject(base) ? { ...base } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key], value);
  }
  return out;
}

/** Removes nulls left in a document that had nothing below it (RFC 7386 applies the root layer onto {}). */
const cleanRoot = (doc: Json): Json => (isObject(doc) ? mergePatch({}, doc) : doc);

/** A layering problem: which folder, what went wrong, what to do. */
export class LayerError extends Error {
  constructor(
    readonly layer: string,
    message: string,
  ) {
    super(message);
  }
}

/** `extends` of a folder's brand.json, when it has one (unreadable JSON is reported by the file loader). */
function extendsOf(dir: string): string | undefined {
  const file = join(dir, 'brand.json');
  if (!existsSync(file)) return undefined;
  try {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { extends?: unknown };
    if (doc.extends === undefined) return undefined;
    if (typeof doc.extends !== 'string' || !doc.extends || /[/\\]/.test(doc.extends))
      throw new LayerError(basename(dir), `brand.json /extends: expected the name of a folder under brands/, found ${JSON.stringify(doc.extends)}`);
    return doc.extends;
  } catch (err) {
    if (err instanceof LayerError) throw err;
    return undefined;
  }
}

/** The folders of a brand, base first and the brand's own folder last. Throws LayerError on a cycle or a missing base. */
export function layerDirs(dir: string): string[] {
  const chain = [dir];
  const brandsDir = dirname(dir);
  for (let base = extendsOf(dir); base !== undefined; base = extendsOf(chain[0])) {
    const baseDir = join(brandsDir, base);
    const names = chain.map((d) => basename(d)).reverse();
    if (chain.includes(baseDir))
      throw new LayerError(basename(chain[0]), `brand.json /extends: layers form a cycle ${[...names, base].join(' → ')} — make one of them stop extending`);
    if (!existsSync(baseDir))
      throw new LayerError(
        basename(chain[0]),
        `brand.json /extends: expected a folder brands/${base}, found none (chain ${[...names, base].join(' → ')}) — create it or fix the name`,
      );
    chain.unshift(baseDir);
  }
  return chain;
}

/** JSON files of a folder's `sub` directory, as paths relative to the folder. */
export const listJson = (dir: string, sub: string): string[] =>
  existsSync(join(dir, sub))
    ? readdirSync(join(dir, sub))
        .filter((n) => n.endsWith('.json'))
        .sort()
        .map((n) => `${sub}/${n}`)
    : [];

/** One file of one layer, parsed; a parse error is kept to report. */
export interface LayerFile {
  layer: string;
  doc?: Json;
  error?: string;
}

/** Reads `rel` from every layer that has it, base first. */
export function readLayers(layers: string[], rel: string): LayerFile[] {
  const out: LayerFile[] = [];
  for (const dir of layers) {
    const abs = join(dir, rel);
    if (!existsSync(abs)) continue;
    const text = readFileSync(abs, 'utf8');
    try {
      out.push({ layer: basename(dir), doc: JSON.parse(text) });
    } catch (err) {
      out.push({ layer: basename(dir), error: describeJsonError(text, (err as Error).message) });
    }
  }
  return out;
}

const LAYER_KEYS = ['$schema', 'extends'];

/** Merges the parsed layers of one file (base first) into one document without layering keys. */
export function mergeLayers(parts: LayerFile[]): Json {
  let doc: Json;
  for (const part of parts) doc = doc === undefined ? cleanRoot(part.doc) : mergePatch(doc, part.doc);
  if (isObject(doc)) for (const k of LAYER_KEYS) delete doc[k];
  return doc;
}

/**
 * The folder (layer name) that set the value at `pointer` in a merged file: the uppermost layer whose
 * own document reaches the pointer, or replaces a whole array/value on the way to it.
 */
export function originOf(parts: LayerFile[], pointer: string): string | undefined {
  const path = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  for (let i = parts.length - 1; i >= 0; i--) {
    let node: Json = parts[i].doc;
    let reached = true;
    for (const seg of path) {
      if (!isObject(node)) break; // an array or value replaced whole: this layer set everything under it
      if (!(seg in node)) {
        reached = false;
        break;
      }
      node = node[seg];
    }
    if (reached) return parts[i].layer;
  }
  return parts.at(-1)?.layer;
}

/** Whether a folder under brands/ is a brand: has brand.json and does not start with "_" (bases like _platform are not). */
export const isBrandFolder = (brandsDir: string, name: string): boolean => !name.startsWith('_') && existsSync(join(brandsDir, name, 'brand.json'));
