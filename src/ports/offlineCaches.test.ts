import { describe, expect, it } from 'vitest';
import { clearPlayerCaches, keptAtSignOut } from './offlineCaches';

describe('clearPlayerCaches (sign-out)', () => {
  it('keeps the shell, the build files and the brand configs; drops runtime caches and anything else', async () => {
    const names = new Set([
      'croupier-config',
      'croupier-page-shell-abc',
      'workbox-precache-v2-http://x/',
      'croupier-runtime-assets',
      'croupier-runtime-brand-assets',
      'croupier-shell-old',
      'other',
    ]);
    const storage = { keys: async () => [...names], delete: async (n: string) => names.delete(n) } as unknown as CacheStorage;
    await clearPlayerCaches(storage);
    expect([...names].sort()).toEqual(['croupier-config', 'croupier-page-shell-abc', 'workbox-precache-v2-http://x/']);
  });

  it("an older worker's shell cache (which stored any navigation) is not kept", () => {
    expect(keptAtSignOut('croupier-shell-1234')).toBe(false);
  });
});
