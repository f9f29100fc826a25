/**
 * The one brand-config validator: schema checks of every part of a merged bundle, then the
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
  const run = (file: string, stem: string, doc: unknown) => {
    const validate = validators.schemas[schemaKey(stem)];
    if (validate && !validate(doc)) issues.push(...schemaIssues(file, doc, validate.errors));
  };
  for (const [part, file] of Object.entries(BRAND_FILES)) {
    if (bundle[part] === undefined) issues.push({ file, pointer: '/', message: 'expected this file in the brand folder, found no file' });
    else run(file, file.replace(/\.json$/, ''), bundle[part]);
  }
  if (!isObject(bundle.locales))
    issues.push({
      file: 'locales',
      pointer: '/',
      message: `expected a text pack per language (locales/<lang>.json), found ${bundle.locales === undefined ? 'none' : 'no object'}`,
    });
  else for (const [lang, messages] of Object.entries(bundle.locales)) run(`locales/${lang}.json`, 'locale', { messages });
  const content = isObject(bundle.content) ? bundle.content : {};
  for (const [kind, prefix] of Object.entries(CONTENT_FILES)) {
    const byLang = content[kind];
    if (isObject(byLang)) for (const [lang, doc] of Object.entries(byLang)) run(`content/${prefix}.${lang}.json`, prefix, doc);
  }
  // Cross-references need well-formed parts; with schema errors they would only add noise or crash.
  if (issues.length) return issues;

  const checkParams = (plugin: string, params: unknown) => {
    const validate = validators.pluginParams[plugin];
    return !validate || validate(params) ? [] : schemaIssues('providers.json', params, validate.errors);
  };
  return crossCheck(bundle as unknown as BrandConfig, {
    enginePacks: validators.enginePacks,
    pluginIds: Object.keys(validators.pluginParams),
    checkParams,
    assetExists: hooks.assetExists,
  });
}
