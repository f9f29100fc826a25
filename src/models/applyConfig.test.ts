import { describe, expect, it } from 'vitest';
import { getSnapshot } from 'mobx-state-tree';
import { reaction } from 'mobx';
import type { BrandConfig } from '../config/types';
import { testConfig, testEnv, loadedRoot } from '../../tests/support/testEnv';

function setup() {
  const t = testEnv();
  const root = loadedRoot({ config: testConfig(), auth: { isAuth: true } as never, locale: { chosen: 'en-US' } }, t.env);
  return { ...t, root };
}

const withLanguages = (c: BrandConfig, codes: string[]): BrandConfig => ({
  ...c,
  brand: { ...c.brand, languages: c.brand.languages.filter((l) => codes.includes(l.code)), defaultLanguage: codes[0] },
});

describe('RootStore.applyConfig', () => {
  it('swaps the config the views read, and leaves the session and the other slices as they were', () => {
    const { root } = setup();
    const session = getSnapshot(root.auth);
    const before = root.config;
    const next = { ...root.config, rules: { ...root.config.rules, defaults: { ...root.config.rules.defaults, theme: 'dark' } } } as BrandConfig;
    const seen: string[] = [];
    const stop = reaction(
      () => root.userSettings.themeMode,
      (m) => seen.push(m),
    );
    expect(root.applyConfig(next)).toEqual({ applied: true, kept: [] });
    stop();
    expect(root.config).toEqual(next);
    // What did not change keeps its identity (memos keyed by it stay valid).
    expect(root.config.brand).toBe(before.brand);
    expect(root.config.rules.defaults).not.toBe(before.rules.defaults);
    expect(root.userSettings.themeMode).toBe('dark');
    expect(seen).toEqual(['dark']);
    expect(getSnapshot(root.auth)).toEqual(session);
    expect(root.locale.language).toBe('en-US');
  });

  it('a language the new config no longer offers falls back to its default; the choice is kept for when it returns', () => {
    const { root } = setup();
    const both = root.config;
    root.applyConfig(withLanguages(both, ['es-es']));
    expect(root.locale.language).toBe('es-es');
    root.applyConfig(withLanguages(both, ['es-es', 'en-US']));
    expect(root.locale.language).toBe('en-US');
  });

  it('keeps the running API settings (the client and the session were set up with them) and says so', () => {
    const { root } = setup();
    const api = root.config.brand.api;
    const next = { ...root.config, brand: { ...root.config.brand, name: 'Renamed', api: { ...api, baseUrl: 'https://elsewhere.example' } } } as BrandConfig;
    expect(root.applyConfig(next)).toEqual({ applied: true, kept: ['brand.api'] });
    expect(root.config.brand.name).toBe('Renamed');
    expect(root.config.brand.api).toEqual(api);
  });

  it('refuses a config of another brand and runs on', () => {
    const { root } = setup();
    const current = root.config;
    const other = { ...current, brand: { ...current.brand, id: 'other' } } as BrandConfig;
    const done = root.applyConfig(other);
    expect(done.applied).toBe(false);
    expect(!done.applied && done.reason).toContain('"other"');
    expect(root.config).toBe(current);
  });
});
