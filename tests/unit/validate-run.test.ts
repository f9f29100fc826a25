/**
 * `npm run validate` as package.json starts it (scripts/validate/run.mjs: plain node, bundled CLI, cached
 * validators): from a cold cache (first run goes through tsx and stores the validators) and warm, the
 * same lines and exit codes as the CLI itself.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANDS_DIR } from '../../scripts/validate/lib';

const ROOT = resolve(import.meta.dirname, '../..');
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'croupier-run-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const run = (args: string[], cache: string) => {
  const script = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.validate as string;
  const res = spawnSync('sh', ['-c', `${script} "$@"`, 'validate', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CROUPIER_VALIDATE_CACHE: cache, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  return { code: res.status, out: res.stdout.trim().split('\n'), err: res.stderr };
};

describe('npm run validate (the launcher)', () => {
  it('cold and warm runs print the same lines; a broken brand exits 1', { timeout: 120_000 }, () => {
    const brands = join(root, 'brands');
    for (const id of ['_platform', 'pampa']) cpSync(join(BRANDS_DIR, id), join(brands, id), { recursive: true });
    const file = join(brands, 'pampa', 'theme.json');
    const theme = JSON.parse(readFileSync(file, 'utf8'));
    theme.dark.primary = 'navy blue';
    writeFileSync(file, JSON.stringify(theme, null, 2));
    const cache = join(root, 'cache');
    const expected = [
      'brands/pampa/theme.json /dark/primary: expected a CSS colour such as #1a2b3c, rgb(26, 43, 60) or darkgreen, found "navy blue"',
      '1 brand(s): 1 error(s), 0 warning(s)',
    ];
    const cold = run(['--brands-dir', brands], cache);
    expect(cold.out, cold.err).toEqual(expected);
    expect(cold.code).toBe(1);
    expect(readdirSync(cache).filter((f) => /^validators-.*\.cjs$/.test(f))).toHaveLength(1);
    expect(existsSync(join(cache, 'cli.bundle.mjs'))).toBe(true);
    const warm = run(['--brands-dir', brands], cache);
    expect(warm.out, warm.err).toEqual(expected);
    expect(warm.code).toBe(1);
    theme.dark.primary = '#102030';
    writeFileSync(file, JSON.stringify(theme, null, 2));
    expect(run(['--brands-dir', brands, '--strict'], cache)).toMatchObject({
      code: 0,
      out: ['brands/pampa: OK', '1 brand(s): 0 error(s), 0 warning(s) (--strict: warnings count as errors)'],
    });
  });
});
