/**
 * Layered brand folders (scripts/lib/brandLayers.ts): the merge rules, the errors for a missing base and a cycle,
 * and that the layered brands still produce exactly the bundles they produced as full copies.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layerDirs, mergePatch } from '../../scripts/lib/brandLayers';
import { listBrandIds } from '../../scripts/lib/brands';
import { BRANDS_DIR, formatIssues, loadBrand, mergeBrand, stripServerOnly, validateBrand } from '../../scripts/validate/lib';
import { browserBundle } from '../../scripts/vite/brandBundle';

describe('merge rules', () => {
  it('deep-merges objects, replaces arrays and values whole, deletes with null', () => {
    const base = { a: { x: 1, y: [1, 2, 3], z: { deep: true } }, keep: 'base', gone: 1 };
    const patch = { a: { x: 2, y: [9] }, gone: null, added: 'brand' };
    expect(mergePatch(base, patch)).toEqual({ a: { x: 2, y: [9], z: { deep: true } }, keep: 'base', added: 'brand' });
    expect(base.a.y).toEqual([1, 2, 3]); // the base is not changed
    expect(mergePatch([1, 2], { a: 1 })).toEqual({ a: 1 });
    expect(mergePatch({ a: 1 }, [3])).toEqual([3]);
  });
});

/** A brand written out as a full copy: every file of its merged layers, with no `extends`. */
function writeFullCopy(id: string, into: string) {
  const loaded = loadBrand(join(BRANDS_DIR, id));
  for (const [rel, doc] of Object.entries(loaded.files)) {
    const copy = JSON.parse(JSON.stringify(doc));
    if (rel === 'brand.json') delete copy.extends;
    writeJson(join(into, id, rel), copy);
  }
}

// The layered folders must merge to exactly what the same brand written in full produces. (The first run of
// this test, when layering landed, compared against bundles saved from the full copies of that day.)
describe('layered brands merge to the bundles their full copies give', () => {
  for (const id of ['pampa', 'lumen']) {
    it(`${id}: full merged bundle and browser bundle deep-equal those of its full copy`, () => {
      const full = join(root, 'full');
      writeFullCopy(id, full);
      expect(JSON.parse(readFileSync(join(full, id, 'brand.json'), 'utf8')).extends).toBeUndefined();
      expect(JSON.parse(JSON.stringify(mergeBrand(join(BRANDS_DIR, id))))).toEqual(JSON.parse(JSON.stringify(mergeBrand(join(full, id)))));
      expect(JSON.parse(JSON.stringify(browserBundle(id)))).toEqual(JSON.parse(JSON.stringify(browserBundle(id, full))));
    });
  }
});

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'croupier-layers-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const writeJson = (file: string, doc: unknown) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, JSON.stringify(doc, null, 2));
};

describe('folders and errors', () => {
  it('folders starting with "_" or without brand.json are not brands', () => {
    expect(listBrandIds()).toEqual(['lumen', 'pampa']);
    const dir = join(root, 'listing');
    writeJson(join(dir, '_base/brand.json'), { id: '_base' });
    writeJson(join(dir, 'notes/rules.json'), {});
    writeJson(join(dir, 'acme/brand.json'), { id: 'acme' });
    expect(listBrandIds(dir)).toEqual(['acme']);
  });

  it('a missing base and a cycle are errors naming the chain', async () => {
    const dir = join(root, 'broken');
    writeJson(join(dir, 'acme/brand.json'), { extends: 'nope' });
    writeJson(join(dir, 'a/brand.json'), { extends: 'b' });
    writeJson(join(dir, 'b/brand.json'), { extends: 'a' });
    expect(() => layerDirs(join(dir, 'acme'))).toThrow('expected a folder brands/nope, found none (chain acme → nope)');
    expect(() => layerDirs(join(dir, 'a'))).toThrow('layers form a cycle a → b → a');
    expect(loadBrand(join(dir, 'acme')).issues[0]).toMatchObject({ file: 'brand.json', pointer: '/extends' });
    expect(formatIssues('a', await validateBrand(join(dir, 'a'))).at(0)).toBe(
      'brands/b/brand.json /extends: layers form a cycle a → b → a — make one of them stop extending (merged into brands/a)',
    );
  });

  it('a bad value set in the base is reported in the base file; the brand file is checked only after merging', async () => {
    const dir = join(root, 'attribution');
    cpSync(join(BRANDS_DIR, '_platform'), join(dir, '_platform'), { recursive: true });
    cpSync(join(BRANDS_DIR, 'lumen'), join(dir, 'lumen'), { recursive: true });
    const rulesFile = join(dir, '_platform/rules.json');
    const rules = JSON.parse(readFileSync(rulesFile, 'utf8'));
    rules.countries[0].id = 'one';
    writeJson(rulesFile, rules);
    const lines = formatIssues('lumen', await validateBrand(join(dir, 'lumen')));
    expect(lines).toEqual(['brands/_platform/rules.json /countries/0/id: expected integer, found string "one" (merged into brands/lumen)']);
    // lumen's own rules.json lacks every platform table, yet it is valid once merged.
    expect(stripServerOnly(mergeBrand(join(dir, 'lumen'))).rules.countries?.length).toBe(rules.countries.length);
  });
});
