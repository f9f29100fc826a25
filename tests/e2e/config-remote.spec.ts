import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brandConfig, expect, test } from './fixtures';

const root = resolve(import.meta.dirname, '..', '..');
const REMOTE = 'https://config.example.test/{brand}.json';

/** pampa's providers.json with two parameter defects the plugins' schemas reject. */
function badProviders(): { providers: Array<Record<string, any>> } {
  const doc = JSON.parse(readFileSync(join(root, 'brands', 'pampa', 'providers.json'), 'utf8'));
  doc.providers[0].params = { ...doc.providers[0].params, pinnedOrder: 'first' };
  doc.providers[1].params = { ...doc.providers[1].params, unknownKnob: true };
  return doc;
}

/** What `npm run validate` prints for a copy of pampa with those providers. */
function cliLines(providers: unknown): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-remote-'));
  try {
    // pampa states only what differs from the platform base it extends: the copy needs that base too.
    cpSync(join(root, 'brands', 'pampa'), join(dir, 'pampa'), { recursive: true });
    cpSync(join(root, 'brands', '_platform'), join(dir, '_platform'), { recursive: true });
    writeFileSync(join(dir, 'pampa', 'providers.json'), JSON.stringify(providers, null, 2));
    let out = '';
    try {
      out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/validate/cli.ts', '--brands-dir', dir, '--brand', 'pampa'], {
        cwd: root,
        encoding: 'utf8',
      });
    } catch (err) {
      out = (err as { stdout: string }).stdout; // exit 1: the brand is invalid, which is the point
    }
    return out.split('\n').filter((l) => l.startsWith('brands/'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a remote config with bad plugin params is refused in the browser, with exactly the lines npm run validate prints', async ({ page, request }) => {
  const providers = badProviders();
  const expected = cliLines(providers);
  expect(expected.length).toBe(2);
  expect(expected.join('\n')).toContain('/providers/0/params/pinnedOrder');
  expect(expected.join('\n')).toContain('unknown key "unknownKnob"');

  // The deployment points the app at a remote config (README "Launch a new brand", step 10).
  await page.route(
    (url) => url.pathname === '/' || url.pathname === '/index.html',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('<head>', `<head><meta name="croupier-config-url" content="${REMOTE}">`);
      // A deployment that reads its config from another host lists that host in its policy's connect-src.
      const headers = { ...response.headers() };
      const csp = headers['content-security-policy'];
      if (csp) headers['content-security-policy'] = csp.replace('connect-src ', 'connect-src https://config.example.test ');
      await route.fulfill({ response, body: html, headers });
    },
  );
  const { $schema: _schema, ...remoteProviders } = providers as Record<string, unknown>;
  const bundle = { ...(await brandConfig(request, 'pampa')), providers: remoteProviders };
  let served = 0;
  await page.route('https://config.example.test/**', (route) => {
    served++;
    return route.fulfill({ contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify(bundle) });
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });

  await page.goto('/?brand=pampa');
  await expect(page.getByTestId('config-error')).toBeVisible();
  // A player reads a plain sentence; the problems themselves go to the console (and development builds).
  await expect(page.getByTestId('config-error-reload')).toBeVisible();
  expect(served).toBeGreaterThan(0);
  expect(errors.filter((l) => l.startsWith('brands/'))).toEqual(expected);
});
