/** `npm run new-brand`: scaffolds a valid brand from an existing one, in a temporary brands folder. */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrand, parseNewBrandArgs } from '../../scripts/new-brand';
import { BRANDS_DIR, mergeBrand } from '../../scripts/validate/lib';

let brandsDir: string;
beforeAll(() => {
  brandsDir = mkdtempSync(join(tmpdir(), 'croupier-new-brand-'));
  for (const f of ['pampa', '_platform']) cpSync(join(BRANDS_DIR, f), join(brandsDir, f), { recursive: true });
});
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

const expectIdentity = (id: string, name: string) => {
  const bundle = mergeBrand(join(brandsDir, id));
  expect(bundle.brand).toMatchObject({ id, name, hosts: [`${id}.localhost`] });
  expect(bundle.brand.buildDefault).toBeUndefined();
  expect(bundle.brand.api.partnerName).toBe(id);
  expect(bundle.brand.server?.operatorApiKey).toBeUndefined();
  expect(bundle.locales['es-es']['brand.name']).toBe(name);
  return bundle;
};

describe('new-brand', () => {
  it('by default writes a delta that extends the source, with only the identity, and validates it', async () => {
    const result = await newBrand({ id: 'acme', from: 'pampa', name: 'Acme Casino', brandsDir });
    expect(result.lines).toEqual(['brands/acme: created from pampa (extends it) and valid', 'run it with: npm start -- --brand acme']);
    expect(result.ok).toBe(true);
    expect(readdirSync(join(brandsDir, 'acme')).sort()).toEqual(['brand.json', 'locales']);
    const bundle = expectIdentity('acme', 'Acme Casino');
    // Everything else is the source's.
    const source = mergeBrand(join(brandsDir, 'pampa'));
    expect(bundle.rules).toEqual(source.rules);
    expect(bundle.catalogue).toEqual(source.catalogue);
    expect(JSON.parse(readFileSync(join(brandsDir, 'pampa/brand.json'), 'utf8')).id).toBe('pampa');
  });

  it('--full copies every file', async () => {
    const result = await newBrand({ id: 'copyco', from: 'pampa', full: true, brandsDir });
    expect(result.lines[0]).toBe('brands/copyco: copied from pampa and valid');
    expect(readdirSync(join(brandsDir, 'copyco'))).toContain('providers.json');
    expectIdentity('copyco', 'Copyco');
  });

  it('refuses an existing folder, an unknown source and a bad id', async () => {
    await expect(newBrand({ id: 'pampa', from: 'pampa', brandsDir })).rejects.toThrow(/already exists/);
    await expect(newBrand({ id: 'zeta', from: 'nope', brandsDir })).rejects.toThrow('no brand "nope" to copy');
    await expect(newBrand({ id: 'zeta', from: '_platform', brandsDir })).rejects.toThrow('no brand "_platform" to copy');
    await expect(newBrand({ id: 'Bad_Id', from: 'pampa', brandsDir })).rejects.toThrow('brand id "Bad_Id" is not valid');
  });

  it('parses its arguments with --help and clear errors', () => {
    expect(parseNewBrandArgs(['acme', '--from', 'pampa', '--host', 'a.test', '--host', 'b.test', '--full'])).toMatchObject({ id: 'acme', from: 'pampa', hosts: ['a.test', 'b.test'], full: true });
    expect(parseNewBrandArgs(['--help'])).toBeNull();
    expect(() => parseNewBrandArgs(['acme'])).toThrow(/expected one brand id and --from <brand>\n\nusage: npm run new-brand/);
    expect(() => parseNewBrandArgs(['acme', '--from', 'pampa', '--frm'])).toThrow(/Unknown option '--frm'/);
  });
});
