import { test as base, expect, type Page, type APIRequestContext } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../src/config/types';

export { expect };

/** Seeded sandbox players (scripts/sandbox/README.md). */
export const PLAYER = { username: 'player@croupier.test', password: 'Player123!' };

const root = join(import.meta.dirname, '..', '..');

export interface SandboxControl {
  blocklist?: { providers?: string[]; casinoTypes?: string[] };
  settings?: Record<string, unknown>;
  faults?: Record<string, 'fail' | 'hang' | 'malformed' | 'error' | null>;
}

/** Each test starts from a freshly seeded sandbox; tests run one at a time (playwright.config.ts). */
export const test = base.extend<{ sandbox: { control(body: SandboxControl): Promise<void> } }>({
  sandbox: [
    async ({ request }, use) => {
      await resetSandbox(request);
      await use({
        async control(body) {
          const res = await request.post('/__sandbox/control', { data: body });
          expect(res.ok(), await res.text()).toBe(true);
        },
      });
      await resetSandbox(request); // releases hung requests before the next test
    },
    { auto: true },
  ],
});

async function resetSandbox(request: APIRequestContext): Promise<void> {
  const res = await request.post('/__sandbox/reset');
  expect(res.ok()).toBe(true);
}

export async function brandIds(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/brand-config/index.json');
  return ((await res.json()) as { brands: string[] }).brands;
}

/** The brand bundle exactly as the browser receives it. */
export async function brandConfig(request: APIRequestContext, id: string): Promise<BrandConfig> {
  const res = await request.get(`/brand-config/${id}.json`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as BrandConfig;
}

/** The texts a brand shows in a language: engine defaults under the brand's own pack. */
export function messagesFor(config: BrandConfig, lang: string): Record<string, string> {
  const enginePack = join(root, 'src', 'i18n', 'locales', `${lang}.json`);
  const engine = existsSync(enginePack) ? (JSON.parse(readFileSync(enginePack, 'utf8')) as Record<string, string>) : {};
  const brandPack = (config.locales as Record<string, Record<string, string> | { messages: Record<string, string> }>)[lang] ?? {};
  const brandMessages = 'messages' in brandPack && typeof brandPack.messages === 'object' ? brandPack.messages : brandPack;
  return { ...engine, ...(brandMessages as Record<string, string>) };
}

/** Opens a brand's site and waits until the shell shows. */
export async function openBrand(page: Page, brand: string, path = '/'): Promise<void> {
  const sep = path.includes('?') ? '&' : '?';
  await page.goto(`${path}${sep}brand=${brand}`);
  await expect(page.getByTestId('side-menu').first()).toBeVisible();
}

/** Signs in through the sign-in modal as a seeded player and waits for the balance in the header. */
export async function signIn(page: Page, user = PLAYER): Promise<void> {
  await page.getByTestId('login-button').click();
  await page.getByTestId('sign-in-username').fill(user.username);
  await page.getByTestId('sign-in-password').fill(user.password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('header-balance')).toBeVisible();
}

/** CSS rgb() of a #rrggbb colour, as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
