/**
 * Layered brand folders (scripts/brandLayers.ts): the merge rules, the errors for a missing base and a cycle,
 * and that the layered brands still produce exactly the bundles they produced as full copies.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layerDirs, mergePatch } from '../../scripts/brandLayers';
import { listBrandIds } from '../../scripts/brands';
import { BRANDS_DIR, formatIssues, loadBrand, mergeBrand, stripServerOnly, validateBrand } from '../../scripts/validate/lib';
import { browserBundle } from '../../scripts/vite/brandBundle';

const FIXTURES = join(import.meta.dirname, 'fixtures/bundles-before-layering');
const saved = (name: string) => JSON.parse(readFileSync(join(FIXTURES, name), 'utf8'));

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

/**
 * Fields removed from schema and brands since the bundles were saved, because nothing read them
 * (tests/unit/schema-fields.test.ts). Nothing else may differ.
 */
const REMOVED = [
  'rules.bonus.amountDecimals', // duplicate of rules.amountDecimals, which every amount now uses
  'rules.inbetKfCurrencies', // the INBET_KF table comes from the server's settings; no screen shows it
  'rules.scrollTopVelocity', // the browser's smooth scrolling has no velocity
  'rules.ui.modalTopHeight', // dialogs size themselves
  'theme.buttonDefaultColor', // buttons name their colour where they are made
  'brand.server.notes', // operator notes belong in the operator's own records
];

function withoutRemoved(bundle: Record<string, any>) {
  for (const path of REMOVED) {
    const keys = path.split('.');
    const parent = keys.slice(0, -1).reduce((node, k) => node?.[k], bundle);
    if (parent) delete parent[keys.at(-1)!];
  }
  return bundle;
}

// Saved before layering existed (full copies of every file in both brands); the layered folders must merge to the same.
describe('layered brands merge to the bundles they replaced', () => {
  for (const id of ['pampa', 'lumen']) {
    it(`${id}: full merged bundle and browser bundle deep-equal the saved ones (less the removed fields)`, () => {
      expect(JSON.parse(JSON.stringify(mergeBrand(join(BRANDS_DIR, id))))).toEqual(withoutRemoved(saved(`${id}.merged.json`)));
      expect(JSON.parse(JSON.stringify(browserBundle(id)))).toEqual(withoutRemoved(saved(`${id}.browser.json`)));
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
