import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createProviderRegistry, registryFromModules } from './registry';
import { testPlugin } from '../../tests/support/catalogueTestKit';

describe('provider registry', () => {
  it('registers plugins by folder, skipping folders starting with "_" and modules without a definition', () => {
    const logs: string[] = [];
    const reg = registryFromModules(
      {
        '../../plugins/alpha/index.ts': { default: testPlugin('alpha') },
        '../../plugins/_shared/index.ts': { default: testPlugin('_shared') },
        '../../plugins/broken/index.ts': {},
      },
      (m) => logs.push(m),
    );
    expect(reg.ids()).toEqual(['alpha']);
    expect(reg.get('alpha')?.id).toBe('alpha');
    expect(logs.join('\n')).toMatch(/broken/);
  });

  it('derives the real registry from the plugins folder: every plugins/<id>/index.ts, none starting with "_"', () => {
    const root = new URL('../../plugins/', import.meta.url);
    const folders = readdirSync(root).filter((d) => !d.startsWith('_') && existsSync(new URL(`${d}/index.ts`, root)));
    expect(createProviderRegistry().ids()).toEqual(folders.sort());
  });
});
