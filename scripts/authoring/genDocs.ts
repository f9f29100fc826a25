/**
 * The brand-file reference `npm run docs` (scripts/gen-docs.ts) writes to docs/config/, generated from schemas/ so it never
 * disagrees with the validator: one page per brand file, one row per field with its type, default,
 * allowed values, description and an example value taken from a real brand under brands/.
 * `renderDocs()` is also used by a test that fails when the committed pages are stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRANDS_DIR, listBrandIds } from '../lib/brands.ts';
import { mergeBrand } from '../validate/lib.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const SCHEMAS_DIR = join(ROOT, 'schemas');
export const DOCS_DIR = join(ROOT, 'docs', 'config');

type Schema = Record<string, any>;
interface Row {
  path: string;
  type: string;
  required: boolean;
  default?: unknown;
  allowed?: string;
  description: string;
  example?: { value: unknown; brand: string };
}

/** Where a schema's documents live in a brand folder, and how to find them in a merged bundle. */
const FILES: Record<string, { file: string; pick: (bundle: Schema) => unknown }> = {
  brand: { file: 'brand.json', pick: (b) => b.brand },
  catalogue: { file: 'catalogue.json', pick: (b) => b.catalogue },
  providers: { file: 'providers.json', pick: (b) => b.providers },
  rules: { file: 'rules.json', pick: (b) => b.rules },
  theme: { file: 'theme.json', pick: (b) => b.theme },
  navigation: { file: 'navigation.json', pick: (b) => b.navigation },
  locale: { file: 'locales/<lang>.json', pick: (b) => ({ messages: Object.values(b.locales ?? {})[0] }) },
  'sport-rules': { file: 'content/sport-rules.<lang>.json', pick: (b) => Object.values(b.content?.sportRules ?? {})[0] },
  'flat-pages': { file: 'content/flat-pages.<lang>.json', pick: (b) => Object.values(b.content?.flatPages ?? {})[0] },
};

const deref = (s: Schema | undefined, root: Schema): Schema | undefined => {
  let node = s;
  for (let i = 0; node && typeof node.$ref === 'string' && i < 20; i++)
    node = {
      ...node.$ref
        .slice(2)
        .split('/')
        .reduce((n: any, k: string) => n?.[k], root),
      ...withoutRef(node),
    };
  return node;
};
const withoutRef = (s: Schema) => {
  const { $ref: _r, ...rest } = s;
  return rest;
};

function typeOf(s: Schema, root: Schema): string {
  if (s.const !== undefined) return 'constant';
  const t = Array.isArray(s.type) ? s.type.join(' or ') : s.type;
  if (t === 'array') {
    const items = (s.items && typeof s.items === 'object' && deref(s.items, root)) || {};
    // a titled object is named by its title; a titled string (a shared $defs enum such as SandboxKeyword) stays a string
    const title = items.type === 'string' ? undefined : items.title;
    return `array of ${title ?? (Array.isArray(items.type) ? items.type.join(' or ') : (items.type ?? 'values'))}`;
  }
  if (t === 'object' && s.title) return `object (${s.title})`;
  return t ?? (s.oneOf || s.anyOf ? 'one of several shapes' : 'any');
}

function allowedOf(s: Schema): string | undefined {
  const parts: string[] = [];
  if (Array.isArray(s.enum)) parts.push(s.enum.map((v: unknown) => `\`${JSON.stringify(v)}\``).join(', '));
  if (s.const !== undefined) parts.push(`\`${JSON.stringify(s.const)}\``);
  if (typeof s['x-patternHint'] === 'string') parts.push(s['x-patternHint']);
  else if (typeof s.pattern === 'string') parts.push(`matches \`/${s.pattern}/\``);
  if (typeof s.format === 'string') parts.push(`${s.format}`);
  for (const [k, word] of [
    ['minimum', '≥'],
    ['maximum', '≤'],
    ['exclusiveMinimum', '>'],
    ['exclusiveMaximum', '<'],
  ] as const)
    if (typeof s[k] === 'number') parts.push(`${word} ${s[k]}`);
  if (typeof s.minLength === 'number') parts.push(`at least ${s.minLength} character(s)`);
  if (typeof s.minItems === 'number') parts.push(`at least ${s.minItems} item(s)`);
  if (typeof s.maxItems === 'number') parts.push(`at most ${s.maxItems} item(s)`);
  if (s.uniqueItems) parts.push('no duplicates');
  const keys = s.propertyNames ? deref(s.propertyNames, {}) : undefined;
  if (keys && typeof keys['x-patternHint'] === 'string') parts.push(`keys: ${keys['x-patternHint']}`);
  return parts.length ? parts.join('; ') : undefined;
}

/** Every field of a schema, depth first, as rows; `[]` marks array items, `<key>` a free map key. */
function rowsOf(schema: Schema, root: Schema, path: string, required: boolean, out: Row[], seen: Set<object>): void {
  const s = deref(schema, root);
  if (!s) return;
  if (path)
    out.push({
      path,
      type: typeOf(s, root),
      required,
      default: s.default,
      allowed: allowedOf(s),
      description: String(s.description ?? (path.endsWith('[]') ? `One item of ${path.slice(0, -2)}.` : '')),
    });
  if (seen.has(s.$ref ? s : schema)) return;
  const stack = new Set(seen).add(schema);
  const req = new Set<string>(Array.isArray(s.required) ? s.required : []);
  for (const [key, child] of Object.entries<Schema>(s.properties ?? {})) {
    if (key === '$schema') continue;
    rowsOf(child, root, path ? `${path}.${key}` : key, req.has(key), out, stack);
  }
  if (s.additionalProperties && typeof s.additionalProperties === 'object') rowsOf(s.additionalProperties, root, `${path}.<key>`, false, out, stack);
  for (const child of Object.values<Schema>(s.patternProperties ?? {})) rowsOf(child, root, `${path}.<key>`, false, out, stack);
  if (s.items && typeof s.items === 'object') {
    const items = deref(s.items, root)!;
    if (items.properties || items.additionalProperties) rowsOf(items, root, `${path}[]`, false, out, stack);
  }
  for (const alt of [...(s.oneOf ?? []), ...(s.anyOf ?? [])]) {
    const a = deref(alt, root);
    if (a?.properties) for (const [key, child] of Object.entries<Schema>(a.properties)) rowsOf(child, root, `${path}.${key}`, false, out, stack);
  }
}

/** The first value at a row path in a document ("[]" = any item, "<key>" = any key), or undefined. */
function valueAt(doc: unknown, path: string): unknown {
  const segs = path.replace(/\[\]/g, '.[]').split('.').filter(Boolean);
  const find = (node: unknown, i: number): unknown => {
    if (i === segs.length) return node;
    const seg = segs[i];
    if (seg === '[]') {
      if (!Array.isArray(node)) return undefined;
      for (const item of node) {
        const v = find(item, i + 1);
        if (v !== undefined) return v;
      }
      return undefined;
    }
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    if (seg === '<key>') {
      for (const v of Object.values(node)) {
        const found = find(v, i + 1);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    return find((node as Record<string, unknown>)[seg], i + 1);
  };
  return find(doc, 0);
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
/** A short JSON rendering of an example value (long values are cut). */
function shortJson(v: unknown): string {
  const text = JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
}

/** Page text per file name under docs/config/ (README.md is the index). */
export function renderDocs(schemasDir = SCHEMAS_DIR, brandsDir = BRANDS_DIR): Map<string, string> {
  const brands = listBrandIds(brandsDir)
    .filter((id) => !id.startsWith('_'))
    .map((id) => ({ id, bundle: mergeBrand(join(brandsDir, id)) as unknown as Schema }));
  const pages = new Map<string, string>();
  const index: string[] = [];
  const banner = '<!-- GENERATED by scripts/gen-docs.ts from schemas/*.schema.json and brands/ — do not edit; run `npm run docs`. -->\n';
  for (const name of readdirSync(schemasDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => f.replace(/\.schema\.json$/, ''))
    .sort()) {
    const schema = JSON.parse(readFileSync(join(schemasDir, `${name}.schema.json`), 'utf8')) as Schema;
    const where = FILES[name];
    const rows: Row[] = [];
    rowsOf(schema, schema, '', true, rows, new Set());
    for (const row of rows) {
      for (const b of brands) {
        const v = where ? valueAt(where.pick(b.bundle), row.path) : undefined;
        if (v !== undefined) {
          row.example = { value: v, brand: b.id };
          break;
        }
      }
    }
    const file = where?.file ?? `${name}.json`;
    const lines = [
      banner,
      `# ${file}`,
      '',
      cell(String(schema.description ?? '')),
      '',
      `Schema: [schemas/${name}.schema.json](../../schemas/${name}.schema.json). \`npm run validate\` checks every brand against it.`,
      'Paths: `a.b` is key b inside a, `a[]` an item of array a, `<key>` any key of a map. Examples are values from the brands under brands/ (after layering).',
      '',
      '| Field | Type | Required | Default | Allowed values | Description | Example |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...rows.map(
        (r) =>
          `| \`${cell(r.path)}\` | ${cell(r.type)} | ${r.required ? 'yes' : ''} | ${r.default === undefined ? '' : `\`${cell(JSON.stringify(r.default))}\``} | ${cell(r.allowed ?? '')} | ${cell(r.description)} | ${r.example ? `\`${cell(shortJson(r.example.value))}\` (${r.example.brand})` : ''} |`,
      ),
      '',
    ];
    pages.set(`${name}.md`, lines.join('\n'));
    index.push(`- [${file}](${name}.md) — ${cell(String(schema.description ?? '').replace(/^[^:]*:\s*/, ''))}`);
  }
  pages.set(
    'README.md',
    [
      banner,
      '# Brand configuration reference',
      '',
      'One page per file of a brand folder (brands/<id>/), generated from the schemas by `npm run docs`; a unit test fails when these pages are stale.',
      '',
      ...index,
      '',
    ].join('\n'),
  );
  return pages;
}

/** Writes docs/config/ afresh. */
export function writeDocs(dir = DOCS_DIR): string[] {
  const pages = renderDocs();
  if (existsSync(dir)) rmSync(dir, { recursive: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of pages) writeFileSync(join(dir, name), text);
  return [...pages.keys()];
}
