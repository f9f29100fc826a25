/**
 * Which schema fields code reads: walks every property path of schemas/*.schema.json and looks for a read
 * of the field's key in the engine's code (src/, plugins/, and scripts/ for what the build reads), parsed
 * into a syntax tree.
 *
 * A read is a property access (`rules.amountDecimals`, `x?.mask`, `x['mask']`), a destructuring
 * (`const { mask } = country`) or an `in` test, in code: interface and type members, type annotations and
 * object literals (which write a value) do not count, nor do tests, test kits, generated files and the
 * validator (checking a value is not using it). A field of an object that code indexes with a computed key
 * (`statusNames[list]`) counts when its key is a string in code (`list="bet"`). It still cannot tell two
 * fields with the same key apart (`payoutDay` of referral and of loyalty count together): it finds fields
 * nothing reads, which is what it is for. Keys of maps (additionalProperties) are data, not fields.
 *
 * TypeScript 7 has no JavaScript compiler API, so the code is parsed by Babel's TypeScript parser (the
 * one dependency-cruiser already uses, scripts/layers/babel.cjs).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

type Schema = Record<string, any>;
const ROOT = join(import.meta.dirname, '../..');

function deref(node: Schema | undefined, root: Schema): Schema | undefined {
  let s = node;
  for (let i = 0; s && typeof s.$ref === 'string' && s.$ref.startsWith('#/') && i < 20; i++) {
    s = s.$ref
      .slice(2)
      .split('/')
      .reduce((n: any, k: string) => n?.[k], root);
  }
  return s;
}

/** Every property path of a schema (`bonus.firstDepositPercent`, `cashback.kinds[].percent`, `display.*`), with its key. */
export function fieldPaths(schema: Schema): Array<{ path: string; key: string }> {
  const out: Array<{ path: string; key: string }> = [];
  const seen = new Set<Schema>();
  const walk = (node: Schema | undefined, path: string, depth: number) => {
    const s = deref(node, schema);
    if (!s || typeof s !== 'object' || depth > 12) return;
    if (seen.has(s) && depth > 6) return;
    seen.add(s);
    for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, Schema>)) {
      if (key === '$schema') continue;
      const p = path ? `${path}.${key}` : key;
      out.push({ path: p, key });
      walk(child, p, depth + 1);
    }
    if (s.items && typeof s.items === 'object') walk(s.items, `${path}[]`, depth + 1);
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${path}.*`, depth + 1);
    for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(alt, path, depth + 1);
  };
  walk(schema, '', 0);
  return [...new Map(out.map((f) => [f.path, f])).values()];
}

// scripts/ reads config at build time: brand layers (`extends`), the build's default brand, the prerendered SEO tags.
const CODE_DIRS = ['src', 'plugins', 'scripts'];
// Checking a value is not using it: the validator's files do not count as readers (nor does the sandbox, a
// stand-in for the platform whose own data shares many key names).
const NOT_READERS = [
  'src/config/crossCheck.ts',
  'src/config/checks/',
  'src/config/validate.ts',
  'src/config/checkBundle.ts',
  'src/config/schemaIssues.ts',
  'src/config/cssColour.ts',
  'src/config/issue.ts',
  'scripts/validate/',
  'scripts/vite/validatorCode.ts',
  'scripts/sandbox/',
];
// Except the one validator file whose field exists for it: `untranslated` marks copied texts for its count.
const VALIDATOR_READERS = ['scripts/validate/untranslated.ts'];
/** Tests, test kits, the store test environment, generated code and type declaration files. */
const NOT_CODE = /\.(test|spec)\.tsx?$|\.gen\.ts$|testkit[^/]*\.tsx?$|(^|\/)testEnv\.ts$|(^|\/)types\.ts$|\.d\.ts$|(^|\/)fixtures\//i;

export const skipped = (file: string) => NOT_CODE.test(file) || (NOT_READERS.some((n) => file.startsWith(n)) && !VALIDATOR_READERS.includes(file));

/** The engine's code files (paths relative to the repository) and their text. */
export function engineFiles(root = ROOT, dirs = CODE_DIRS): Array<{ file: string; code: string }> {
  const out: Array<{ file: string; code: string }> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = join(dir, name);
      const file = relative(root, abs).replace(/\\/g, '/');
      if (statSync(abs).isDirectory()) walk(abs);
      else if (/\.tsx?$/.test(name) && !skipped(file)) out.push({ file, code: readFileSync(abs, 'utf8') });
    }
  };
  for (const d of dirs) walk(join(root, d));
  return out;
}

/** What a body of code reads: property keys, keys of objects indexed by a computed key, and the strings it holds. */
export interface Reads {
  keys: Set<string>;
  /** Property names whose value code indexes with a computed key (`statusNames[list]`). */
  indexed: Set<string>;
  strings: Set<string>;
}

const require = createRequire(import.meta.url);
// @babel/core ships no types; this is the one call used.
const { parseSync } = require('@babel/core') as { parseSync(code: string, options: Record<string, unknown>): unknown };
const TS_PRESET = require.resolve('@babel/preset-typescript');

// TypeScript nodes that hold code (an expression under a type assertion, a constructor's parameter property);
// every other TS node is a type or a declaration, and nothing in it reads a value.
const TS_CODE = new Set([
  'TSAsExpression',
  'TSSatisfiesExpression',
  'TSNonNullExpression',
  'TSTypeAssertion',
  'TSInstantiationExpression',
  'TSParameterProperty',
  'TSExportAssignment',
]);
// Child slots that hold types even on code nodes (a variable's annotation, a call's type arguments).
const TYPE_SLOTS = new Set([
  'typeAnnotation',
  'typeParameters',
  'typeArguments',
  'returnType',
  'superTypeParameters',
  'superTypeArguments',
  'implements',
  'predicate',
]);

type Node = { type: string; [k: string]: any };
const isNode = (v: unknown): v is Node => !!v && typeof v === 'object' && typeof (v as Node).type === 'string';

/** The property name an expression ends in, under parentheses and type assertions (`(a.b as X)` → b). */
function lastName(node: Node): string | undefined {
  let n = node;
  while (TS_CODE.has(n.type) || n.type === 'ParenthesizedExpression') n = n.expression;
  if ((n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.property.type === 'Identifier') return n.property.name;
  if (n.type === 'Identifier') return n.name;
  return undefined;
}

/** Parses one file and adds what it reads to `reads`. */
export function collectReads(file: string, code: string, reads: Reads = { keys: new Set(), indexed: new Set(), strings: new Set() }): Reads {
  const ast = parseSync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceType: 'module',
    presets: [[TS_PRESET, { isTSX: file.endsWith('.tsx'), allExtensions: true }]],
  });
  const visit = (node: Node) => {
    if (node.type.startsWith('TS') && !TS_CODE.has(node.type)) return;
    switch (node.type) {
      case 'MemberExpression':
      case 'OptionalMemberExpression':
        if (!node.computed && node.property.type === 'Identifier') reads.keys.add(node.property.name);
        else if (node.property.type === 'StringLiteral') reads.keys.add(node.property.value);
        else {
          const name = lastName(node.object);
          if (name) reads.indexed.add(name);
        }
        break;
      case 'ObjectPattern':
        for (const p of node.properties) {
          if (p.type !== 'ObjectProperty' || p.computed) continue;
          if (p.key.type === 'Identifier') reads.keys.add(p.key.name);
          else if (p.key.type === 'StringLiteral') reads.keys.add(p.key.value);
        }
        break;
      case 'BinaryExpression':
        if (node.operator === 'in' && node.left.type === 'StringLiteral') reads.keys.add(node.left.value);
        break;
      case 'StringLiteral':
        reads.strings.add(node.value);
        break;
    }
    for (const [slot, child] of Object.entries(node)) {
      if (TYPE_SLOTS.has(slot) || slot === 'loc' || slot === 'leadingComments' || slot === 'trailingComments') continue;
      if (Array.isArray(child)) {
        for (const c of child) if (isNode(c)) visit(c);
      } else if (isNode(child)) visit(child);
    }
  };
  if (ast) visit(ast as unknown as Node);
  return reads;
}

/** Everything the engine's code reads. */
export function engineReads(files = engineFiles()): Reads {
  const reads: Reads = { keys: new Set(), indexed: new Set(), strings: new Set() };
  for (const { file, code } of files) collectReads(file, code, reads);
  return reads;
}

/** Whether code reads a field: its key is read, or its parent is indexed by a computed key and the key is a string in code. */
export function isRead(reads: Reads, field: { path: string; key: string }): boolean {
  if (reads.keys.has(field.key)) return true;
  const parent = field.path.split('.').slice(0, -1).pop()?.replace(/\[\]$/, '');
  return parent !== undefined && reads.indexed.has(parent) && reads.strings.has(field.key);
}
