/**
 * Which schema fields code reads: walks every property path of schemas/*.schema.json and looks for the
 * field's key in the engine's code (src/, plugins/, scripts/).
 *
 * The heuristic, honestly: a field counts as read when its key appears as a whole word (not part of a
 * longer identifier) in a non-test, non-generated .ts/.tsx file under src/, plugins/ or scripts/, comments
 * removed, leaving out the validator (checking a value is not using it) and the sandbox (the platform's stand-in). It cannot tell two fields with the same key apart (`payoutDay` of referral and of loyalty count
 * together) and a key read only by the validator counts; so it finds fields nothing mentions at all, which
 * is what it is for. Keys of maps (additionalProperties) are data, not fields, and are not listed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

const CODE_DIRS = ['src', 'plugins', 'scripts'];
// Checking a value is not using it: the validator's files do not count as readers (nor does the sandbox,
// a stand-in for the platform whose own data shares many key names).
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
const skip = (file: string) =>
  /\.(test|spec)\.tsx?$|\.gen\.ts$|testkit\.ts$|[\\/]fixtures[\\/]/.test(file) ||
  NOT_READERS.some((n) =>
    file
      .slice(ROOT.length + 1)
      .replace(/\\/g, '/')
      .startsWith(n),
  );

/** The engine's code as one text, comments removed. */
export function engineCode(): string {
  const parts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else if (/\.tsx?$/.test(name) && !skip(abs))
        parts.push(
          readFileSync(abs, 'utf8')
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/(^|[^:'"`])\/\/.*$/gm, '$1'),
        );
    }
  };
  for (const d of CODE_DIRS) walk(join(ROOT, d));
  return parts.join('\n');
}

/** Whether `key` appears in the code as a whole word. */
export const mentions = (code: string, key: string): boolean => new RegExp(`(?<![\\w$])${key.replace(/[$]/g, '\\$')}(?![\\w$])`).test(code);
