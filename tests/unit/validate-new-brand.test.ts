/** `npm run new-brand`: scaffolds a valid brand from an existing one, in a temporary brands folder. */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newBrand } from '../../scripts/new-brand';
import { BRANDS_DIR, mergeBrand } from '../../scripts/validate/lib';

let brandsDir: string;
beforeAll(() => {
  brandsDir = mkdtempSync(join(tmpdir(), 'croupier-new-brand-'));
  cpSync(join(BRANDS_DIR, 'pampa'), join(brandsDir, 'pampa'), { recursive: true });
});
afterAll(() => rmSync(brandsDir, { recursive: true, force: true }));

describe('new-brand', () => {
  it('copies the folder, rewrites the identity and validates at once', async () => {
    const result = await newBrand({ id: 'acme', from: 'pampa', name: 'Acme Casino', brandsDir });
    expect(result.lines).toEqual(['brands/acme: created from pampa and valid', 'run it with: npm start -- --brand acme']);
    expect(result.ok).toBe(true);
    const bundle = mergeBrand(join(brandsDir, 'acme'));
    expect(bundle.brand).toMatchObject({ id: 'acme', name: 'Acme Casino', hosts: ['acme.localhost'] });
    expect(bundle.brand.api.partnerName).toBe('acme');
    expect(bundle.brand.server?.operatorApiKey).toBeUndefined();
    expect(bundle.locales['es-es']['brand.name']).toBe('Acme Casino');
    // The source brand is untouched.
    expect(JSON.parse(readFileSync(join(brandsDir, 'pampa/brand.json'), 'utf8')).id).toBe('pampa');
  });

  it('refuses an existing folder, an unknown source and a bad id', async () => {
    await expect(newBrand({ id: 'pampa', from: 'pampa', brandsDir })).rejects.toThrow(/already exists/);
    await expect(newBrand({ id: 'zeta', from: 'nope', brandsDir })).rejects.toThrow('no brand "nope" to copy');
    await expect(newBrand({ id: 'Bad_Id', from: 'pampa', brandsDir })).rejects.toThrow('brand id "Bad_Id" is not valid');
  });
});
