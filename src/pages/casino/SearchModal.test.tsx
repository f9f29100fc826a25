// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoConfig } from '../../catalogue/config';
import { createProviderRegistry } from '../../catalogue/registry';
import { fakeClock, memoryStorage } from '../../../tests/support/catalogueTestKit';
import type { RootStore } from '../../models/RootStore';
import { brandTestConfig, fakeApi, testRoot } from '../../../tests/support/testEnv';
import { game, render } from '../../../tests/support/casinoUi';

const brandFile = (f: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'brands', 'pampa', f), 'utf8'));
const config: CasinoConfig = {
  brand: brandFile('brand.json'),
  providers: brandFile('providers.json'),
  catalogue: brandFile('catalogue.json'),
  rules: brandFile('rules.json'),
};
const provider = config.providers.providers.find((p) => p.enabled !== false)!;

let root: RootStore;
vi.mock('./useCasino', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./useCasino')>();
  return {
    ...actual,
    useCasino: () => ({
      root,
      casino: root.casino,
      config: root.config,
      platform: 'desktop',
      growth: actual.growthOf(root.config as never),
      play: vi.fn(),
      navigate: vi.fn(),
      providerItems: () => [],
    }),
  };
});
const { default: SearchModal } = await import('./SearchModal');

let view: ReturnType<typeof render> | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  root = testRoot(brandTestConfig(config), { api: fakeApi(), providers: createProviderRegistry(), clock: fakeClock(), storage: memoryStorage() });
});
afterEach(() => (view?.unmount(), vi.useRealTimers()));

const q = (id: string) => [...document.body.querySelectorAll(`[data-testid="${id}"]`)];
function type(text: string) {
  const input = q('search-input')[0] as HTMLInputElement;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => void vi.advanceTimersByTime(config.catalogue.search.debounceMs));
}
const list = (...names: string[]) =>
  Object.freeze(names.map((gameName, i) => game(i + 1, { gameName, routeProvider: provider.id, casinoType: provider.casinoType })));

describe('SearchModal (bound to the casino store)', () => {
  it('shows fresh results when a provider list is reloaded with the same number of providers (language or platform change)', () => {
    act(() => root.casino.setProviderGames(provider.id, list('Zeppelin Alpha')));
    view = render(<SearchModal onClose={vi.fn()} />);
    type('zeppelin');
    expect(q('search-result-game').map((e) => e.textContent)).toEqual([expect.stringContaining('Zeppelin Alpha')]);
    // the reload replaces the list: still one provider loaded, other games
    act(() => root.casino.setProviderGames(provider.id, list('Zeppelin Beta', 'Zeppelin Gamma')));
    const shown = q('search-result-game').map((e) => e.textContent ?? '');
    expect(shown.some((t) => t.includes('Zeppelin Alpha'))).toBe(false);
    expect(shown.filter((t) => /Zeppelin (Beta|Gamma)/.test(t)).length).toBe(2);
  });
});
