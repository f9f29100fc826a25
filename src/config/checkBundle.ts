/**
 * The one brand-config validator: schema checks of every part of a merged bundle and, beside them, the
 * cross-reference checks (src/config/crossCheck.ts), worded the same wherever it runs. The CLI and the
 * dev server (scripts/validate) hand it validators ajv compiles at run time; the browser
 * (src/config/validate.ts) hands it the same schemas precompiled into ajv standalone code. Checks run on
 * the merged bundle, so a brand folder's layout (or layering) is the loader's business, not this one's.
 */
import type { ErrorObject } from 'ajv';
import { crossCheck, type Issue } from './crossCheck.ts';
import { schemaIssues } from './schemaIssues.ts';
import { BRAND_FILES, type BrandConfig } from './types.ts';

/** An ajv validate function, compiled at run time or standalone. */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Everything the validator needs besides the bundle; the same data in the CLI and in the browser. */
export interface BrandValidators {
  /** Schema file stem with `-` as `_` ("brand", "sport_rules", ...) → validator. */
  schemas: Record<string, CompiledValidator | undefined>;
  /** Plugin id (a folder of plugins/) → validator of its `paramsSchema`. */
  pluginParams: Record<string, CompiledValidator>;
  /** Engine default text packs by language code ({id: ICU}); en-US defines the complete id set. */
  enginePacks: Record<string, Record<string, string>>;
}

/** Checks that need the brand folder on disk; the browser has none. */
export interface BundleHooks {
  /** Whether an asset path (relative to the brand folder) exists; omit to skip asset checks. */
  assetExists?: (path: string) => boolean;
}

/** Content kinds of the bundle and the file names they come from (content/<prefix>.<lang>.json). */
const CONTENT_FILES = { sportRules: 'sport-rules', flatPages: 'flat-pages' } as const;

/**
 * Schema keywords that judge a value, not the shape around it: an unknown key, a misspelt pattern or an
 * out-of-range number leaves the part readable, so its cross-references still run. Any other failure
 * (a wrong type, a missing required key) marks the part unusable for them.
 */
const VALUE_KEYWORDS = new Set([
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
  'pattern',
  'format',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
]);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const schemaKey = (stem: string) => stem.replace(/[^A-Za-z0-9_$]/g, '_');

/** Validates a merged brand bundle; every issue at once, each naming the brand file it belongs to. Never throws. */
export function checkBundle(bundle: unknown, validators: BrandValidators, hooks: BundleHooks = {}): Issue[] {
  if (!isObject(bundle))
    return [
      {
        file: 'bundle',
        pointer: '/',
        message: `expected the merged brand config as a JSON object, found ${bundle === null ? 'null' : Array.isArray(bundle) ? 'an array' : typeof bundle}`,
      },
    ];
  const issues: Issue[] = [];
  /** Bundle parts (brand, catalogue, ..., locales, content) whose shape the cross-checks cannot rely on. */
  const unusable = new Set<string>();
  const run = (part: string, file: string, stem: string, doc: unknown) => {
    const validate = validators.schemas[schemaKey(stem)];
    if (!validate || validate(doc)) return;
    issues.push(...schemaIssues(file, doc, validate.errors));
    if ((validate.errors ?? []).some((e) => !VALUE_KEYWORDS.has(e.keyword))) unusable.add(part);
  };
  for (const [part, file] of Object.entries(BRAND_FILES)) {
    if (bundle[part] === undefined) {
      issues.push({ file, pointer: '/', message: 'expected this file in the brand folder, found no file' });
      unusable.add(part);
    } else run(part, file, file.replace(/\.json$/, ''), bundle[part]);
  }
  if (!isObject(bundle.locales)) {
    unusable.add('locales');
    issues.push({
      file: 'locales',
      pointer: '/',
      message: `expected a text pack per language (locales/<lang>.json), found ${bundle.locales === undefined ? 'none' : 'no object'}`,
    });
  } else for (const [lang, messages] of Object.entries(bundle.locales)) run('locales', `locales/${lang}.json`, 'locale', { messages });
  const content = isObject(bundle.content) ? bundle.content : {};
  for (const [kind, prefix] of Object.entries(CONTENT_FILES)) {
    const byLang = content[kind];
    if (isObject(byLang)) for (const [lang, doc] of Object.entries(byLang)) run('content', `content/${prefix}.${lang}.json`, prefix, doc);
  }

  const checkParams = (plugin: string, params: unknown) => {
    const validate = validators.pluginParams[plugin];
    return !validate || validate(params) ? [] : schemaIssues('providers.json', params, validate.errors);
  };
  // Every problem in one run: the cross-references run beside the schema errors, each on the parts it can
  // trust (crossCheck skips a check that reads a malformed part). A finding at a place a schema error
  // already names says the same thing twice, so the schema's wording is kept.
  const cross = crossCheck(
    bundle as unknown as BrandConfig,
    { enginePacks: validators.enginePacks, pluginIds: Object.keys(validators.pluginParams), checkParams, assetExists: hooks.assetExists },
    issues.length ? unusable : undefined,
  );
  const said = (i: Issue) => issues.some((s) => s.file === i.file && (i.pointer === s.pointer || i.pointer.startsWith(`${s.pointer}/`)));
  return [...issues, ...cross.filter((i) => !said(i))];
}
