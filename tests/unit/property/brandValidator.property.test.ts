import fc from 'fast-check';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleOf, compileValidators, loadEnginePacks, loadPlugins, loadSchemas, mergeBrand, BRANDS_DIR } from '../../../scripts/validate/lib';
import { checkBundle as checkWith, type BrandValidators } from '../../../src/config/checkBundle';
import { BRAND_FILES } from '../../../src/config/types';
import { params } from './settings';

// The one validator (src/config/checkBundle.ts) with the CLI's compiled schemas, plugin params and engine packs.
let validators: BrandValidators;
beforeAll(async () => {
  validators = compileValidators(loadSchemas(), await loadPlugins(), loadEnginePacks());
});
const checkBundle = (bundle: unknown) => checkWith(bundle, validators);

const fileNames = [
  ...Object.values(BRAND_FILES),
  'locales/en-US.json',
  'locales/xx-yy.json',
  'content/sport-rules.en-US.json',
  'content/flat-pages.es-es.json',
];

/** Problems are reports a person can read: a file, a JSON pointer, a message. */
function wellFormed(problems: unknown): void {
  expect(Array.isArray(problems)).toBe(true);
  for (const p of problems as Array<Record<string, unknown>>) {
    expect(typeof p.file).toBe('string');
    expect(typeof p.pointer).toBe('string');
    expect(typeof p.message === 'string' && p.message.length > 0).toBe(true);
  }
}

function mutateAt(doc: unknown, path: number[], replacement: unknown): unknown {
  if (!path.length || doc === null || typeof doc !== 'object') return replacement;
  const keys = Object.keys(doc as object);
  if (!keys.length) return replacement;
  const key = keys[path[0] % keys.length];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(doc) ? [...doc] : { ...(doc as Record<string, unknown>) };
  (copy as Record<string, unknown>)[key] = mutateAt((doc as Record<string, unknown>)[key], path.slice(1), replacement);
  return copy;
}

describe('brand validator (property)', () => {
  it('a bundle built from arbitrary JSON files never throws and is always reported', () => {
    const files = fc.dictionary(fc.constantFrom(...fileNames), fc.jsonValue({ maxDepth: 3 }));
    fc.assert(
      fc.property(files, (f) => {
        const problems = checkBundle(bundleOf({ files: f }));
        wellFormed(problems);
        expect(problems.length).toBeGreaterThan(0);
      }),
      params,
    );
  }, 600_000);

  it('a real brand with any one value replaced never throws; every report is readable', () => {
    const real = ['pampa', 'lumen'].map((id) => mergeBrand(join(BRANDS_DIR, id)));
    let reported = 0;
    fc.assert(
      fc.property(fc.constantFrom(...real), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), (bundle, path, value) => {
        const problems = checkBundle(mutateAt(bundle, path, value));
        wellFormed(problems);
        if (problems.length) reported++;
      }),
      // Beyond the 10,000-run property above: each run checks a whole real brand (every pack's ICU, every
      // cross-reference), ~7 ms, so 2,000 seeded runs keep the suite quick while still reaching deep fields.
      { ...params, numRuns: 2_000 },
    );
    expect(reported).toBeGreaterThan(200);
  }, 600_000);
});
