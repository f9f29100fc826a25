import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/config/types.ts';
import { apiPrefixes, precacheList } from './serviceWorker.ts';

const brand = (baseUrl: string, gamesBaseUrl: string) => ({ brand: { api: { baseUrl, gamesBaseUrl } } }) as unknown as BrandConfig;

describe('the service worker build settings', () => {
  it("API prefixes: the brands' same-origin API paths, once each; absolute URLs and the empty base are not paths of this site", () => {
    expect(apiPrefixes([brand('', '/games-api'), brand('/platform/', '/games-api/'), brand('https://api.example', '//cdn.example/x')])).toEqual([
      '/games-api',
      '/platform',
    ]);
  });

  it('precache: every JS and CSS file of the build, not images or the manifest', () => {
    const manifest = { a: { file: 'assets/a-1.js', css: ['assets/a-1.css'] }, b: { file: 'assets/b-2.js' }, img: { file: 'assets/logo-3.svg' } };
    expect(precacheList(manifest)).toEqual(['/assets/a-1.css', '/assets/a-1.js', '/assets/b-2.js']);
  });
});
