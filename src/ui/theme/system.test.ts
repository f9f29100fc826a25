import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shareUnchanged } from '../../config/shareUnchanged';
import type { ThemeFile } from '../../config/types';
import { systemFor } from './system';

const theme = (): ThemeFile => JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/pampa/theme.json'), 'utf8'));

describe("the brand's Chakra system", () => {
  it('is built once per theme object: a live config with the theme unchanged keeps it, a changed theme gets a new one', () => {
    const first = theme();
    const system = systemFor(first);
    expect(systemFor(first)).toBe(system);
    // an equal theme from a new config: shareUnchanged gives back the old object, so the memo holds
    expect(systemFor(shareUnchanged(first, theme()))).toBe(system);
    const changed = shareUnchanged(first, { ...theme(), radii: { ...first.radii, button: 3 } });
    const next = systemFor(changed);
    expect(next).not.toBe(system);
    expect(next.token('radii.button')).toBe('3px');
  });

  it("keeps the palettes the engine's components use and the brand's colours", () => {
    const system = systemFor(theme());
    for (const token of [
      'colors.gray.500',
      'colors.red.500',
      'colors.orange.500',
      'colors.green.500',
      'colors.blue.500',
      'colors.blackAlpha.600',
      'colors.brand.bg',
    ]) {
      expect(system.token(token), token).toBeTruthy();
    }
    expect(system.token('colors.teal.500')).toBeUndefined();
  });
});
