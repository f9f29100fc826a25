import { describe, expect, it } from 'vitest';
import { createProviderRegistry, registryFromModules } from './registry';
import { testPlugin } from './testkit';

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

  it('derives the real registry from the plugins folder', () => {
    const reg = createProviderRegistry();
    for (const id of reg.ids()) expect(id.startsWith('_')).toBe(false);
  });
});
