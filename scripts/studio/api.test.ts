/** The studio's API over a temp copy of brands/: validate gives the CLI's lines, save writes only what validates. */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS_DIR, listBrandIds } from '../lib/brands';
import { runValidate } from '../validate/runValidate';
import { loadBrandFile } from '../validate/lib';
import { handleApi } from './plugin';

let dir: string;
const brand = listBrandIds()[0];

beforeAll(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'studio-api-')), 'brands');
  cpSync(BRANDS_DIR, dir, { recursive: true });
});
afterAll(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

/** A request as the dev server hands it to the middleware. */
function request(method: string, body?: unknown): IncomingMessage {
  const req = new PassThrough() as unknown as IncomingMessage & PassThrough;
  req.method = method;
  (req as PassThrough).end(body === undefined ? undefined : JSON.stringify(body));
  return req;
}

const ownFiles = async () => ((await handleApi(`brand/${brand}`, request('GET'), dir))[1] as { files: Record<string, any> }).files;

describe('studio API', () => {
  it('validate answers with exactly the lines npm run validate prints for the same folder', async () => {
    const files = await ownFiles();
    files['theme.json'].light.primary = 'red-ish';
    files['brand.json'].defaultLanguage = 'xx-XX';
    const [status, result] = (await handleApi('validate', request('POST', { brand, files }), dir)) as [
      number,
      { ok: boolean; issues: Array<{ file: string; pointer: string; line: string }> },
    ];
    expect(status).toBe(200);
    expect(result.ok).toBe(false);
    expect(result.issues.find((i) => i.pointer === '/light/primary')).toMatchObject({
      file: 'theme.json',
      line: `brands/${brand}/theme.json /light/primary: expected a CSS colour such as #1a2b3c, rgb(26, 43, 60) or darkgreen, found "red-ish"`,
    });
    // The same edit on disk, through the CLI: the same lines.
    const copy = join(mkdtempSync(join(tmpdir(), 'studio-cli-')), 'brands');
    cpSync(dir, copy, { recursive: true });
    const { writeFileSync } = await import('node:fs');
    for (const rel of ['theme.json', 'brand.json']) writeFileSync(join(copy, brand, rel), JSON.stringify(files[rel]));
    const printed: string[] = [];
    expect(await runValidate(['--brands-dir', copy, '--brand', brand], (l) => printed.push(l))).toBe(1);
    rmSync(join(copy, '..'), { recursive: true, force: true });
    expect(printed.filter((l) => l.startsWith('brands/') || l.startsWith('warning: ')).sort()).toEqual(result.issues.map((i) => i.line).sort());
  });

  it('validate accepts the unedited brand', async () => {
    const [, result] = (await handleApi('validate', request('POST', { brand, files: await ownFiles() }), dir)) as [number, { ok: boolean; errors: number }];
    expect(result).toMatchObject({ ok: true, errors: 0 });
  });

  it('save refuses an invalid brand with 422 and writes nothing', async () => {
    const before = readFileSync(join(dir, brand, 'theme.json'), 'utf8');
    const files = await ownFiles();
    files['theme.json'].light.primary = 'red-ish';
    const [status] = await handleApi('save', request('POST', { brand, files }), dir);
    expect(status).toBe(422);
    expect(readFileSync(join(dir, brand, 'theme.json'), 'utf8')).toBe(before);
  });

  it('save writes a valid edit in the original key order, and only the changed file', async () => {
    const files = await ownFiles();
    const { $schema, ...rest } = files['theme.json'];
    files['theme.json'] = { ...rest, $schema, light: { ...rest.light, primary: '#123456' } };
    const [status, result] = (await handleApi('save', request('POST', { brand, files }), dir)) as [number, { written: string[] }];
    expect(status).toBe(200);
    expect(result.written).toEqual(['theme.json']);
    const text = readFileSync(join(dir, brand, 'theme.json'), 'utf8');
    expect(text).toBe(
      `${JSON.stringify({ ...JSON.parse(readFileSync(join(BRANDS_DIR, brand, 'theme.json'), 'utf8')), light: { ...rest.light, primary: '#123456' } }, null, 2)}\n`,
    );
  });

  it("new brand and new language run the CLI commands' own code on the studio's folder", async () => {
    const [status, made] = (await handleApi('new-brand', request('POST', { id: 'acme', from: brand, name: 'Acme' }), dir)) as [number, { lines: string[] }];
    expect(made.lines.join('\n')).toContain('brands/acme: created from');
    expect(status).toBe(200);
    const from = (loadBrandFile(join(dir, 'acme'), 'brand.json') as { defaultLanguage: string }).defaultLanguage;
    const [, added] = (await handleApi('new-language', request('POST', { brand: 'acme', lang: 'pt-BR', from }), dir)) as [number, { lines: string[] }];
    expect(added.lines.join('\n')).toContain('brands/acme: added pt-BR');
    expect(existsSync(join(dir, 'acme', 'locales', 'pt-BR.json'))).toBe(true);
    // update: the language is the brand's; its source is the default language unless named
    const [updated, filled] = (await handleApi('new-language', request('POST', { brand: 'acme', lang: 'pt-BR', update: true }), dir)) as [
      number,
      { lines: string[] },
    ];
    expect(updated).toBe(200);
    expect(filled.lines.join('\n')).toMatch(/brands\/acme: pt-BR (lacks no text|lacked \d+ texts?: copied from)/);
    await expect(handleApi('new-language', request('POST', { brand: 'acme', lang: 'it-IT', update: true }), dir)).rejects.toThrow(/does not offer it-IT/);
    await expect(handleApi('new-brand', request('POST', { id: 'acme', from: brand }), dir)).rejects.toThrow(/already exists/);
  });

  it('refuses an unknown brand and a file path outside the brand folder', async () => {
    await expect(handleApi('validate', request('POST', { brand: 'nope', files: {} }), dir)).rejects.toThrow(/no brand "nope"/);
    await expect(handleApi('validate', request('POST', { brand, files: { '../x.json': {} } }), dir)).rejects.toThrow(/not a brand file path/);
  });
});
