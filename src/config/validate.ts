import type { ErrorObject } from 'ajv';
import generated from 'virtual:brand-validator';
import { crossCheck } from './crossCheck';
import type { BrandConfig } from './types';

/** One problem in a brand bundle: which part, where (JSON pointer), what is wrong. */
export interface ConfigProblem {
  part: string;
  pointer: string;
  message: string;
}

type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
const validators = generated as unknown as Record<string, Validator | undefined>;

/** Bundle part → schema export name; content files are matched by their file-name prefix. */
const PART_SCHEMAS: Record<string, string> = {
  brand: 'brand',
  providers: 'providers',
  catalogue: 'catalogue',
  rules: 'rules',
  theme: 'theme',
  navigation: 'navigation',
};
const CONTENT_SCHEMAS: Record<string, string> = { sportRules: 'sport_rules', flatPages: 'flat_pages' };
const REQUIRED_PARTS = Object.keys(PART_SCHEMAS);

function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'additionalProperties') return `unknown property "${String(p.additionalProperty)}"`;
  if (e.keyword === 'enum') return `${e.message}: ${JSON.stringify(p.allowedValues)}`;
  return e.message ?? e.keyword;
}

function run(part: string, schema: string, data: unknown, prefix = ''): ConfigProblem[] {
  const validate = validators[schema];
  if (!validate) return [];
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => ({ part, pointer: prefix + (e.instancePath || '/'), message: describe(e) }));
}

/**
 * Checks a merged brand bundle against the schemas with the build-time compiled validators.
 * Returns every problem at once (ajv allErrors), never throws.
 */
export function validateBundle(bundle: unknown): ConfigProblem[] {
  if (!bundle || typeof bundle !== 'object' || Array.isArray(bundle)) {
    return [{ part: 'bundle', pointer: '/', message: 'the brand config is not a JSON object' }];
  }
  const b = bundle as Record<string, unknown>;
  const problems: ConfigProblem[] = [];
  for (const part of REQUIRED_PARTS) {
    if (b[part] === undefined) problems.push({ part, pointer: '/', message: `missing part "${part}"` });
    else problems.push(...run(part, PART_SCHEMAS[part], b[part]));
  }
  const locales = b.locales;
  if (!locales || typeof locales !== 'object') {
    problems.push({ part: 'locales', pointer: '/', message: 'missing part "locales"' });
  } else {
    for (const [lang, messages] of Object.entries(locales)) {
      problems.push(...run(`locales/${lang}`, 'locale', { messages }));
    }
  }
  const content = (b.content ?? {}) as Record<string, unknown>;
  for (const [kind, schema] of Object.entries(CONTENT_SCHEMAS)) {
    const byLang = content[kind];
    if (!byLang || typeof byLang !== 'object') continue;
    for (const [lang, value] of Object.entries(byLang)) problems.push(...run(`content/${kind}/${lang}`, schema, value));
  }
  return problems;
}

/** The schema check and, on a schema-valid bundle, the cross-reference check (src/config/crossCheck.ts). */
export function checkBundle(bundle: unknown): ConfigProblem[] {
  const problems = validateBundle(bundle);
  if (problems.length) return problems;
  return crossCheck(bundle as BrandConfig).map((i) => ({ part: i.file, pointer: i.pointer, message: i.message }));
}

export function formatProblem(p: ConfigProblem): string {
  return `${p.part} ${p.pointer}: ${p.message}`;
}
