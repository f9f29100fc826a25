import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { KNOWN_ROUTE_PATTERNS } from '../config/routes';
import type { BrandConfig } from '../config/types';
import { casinoTypeAt } from '../pages/casino/useCasino';
import { pageRoutes } from './routes';

const tree: RouteObject[] = [{ path: '/', children: pageRoutes }];
/** The innermost route serving a path, and the casino view its handles name. */
function served(path: string) {
  const matches = matchRoutes(tree, path) ?? [];
  const last = matches[matches.length - 1];
  const view = [...matches].reverse().map((m) => (m.route.handle as { casinoView?: string } | undefined)?.casinoView).find(Boolean);
  return { path: last?.route.path, view };
}

const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../brands/pampa/catalogue.json'), 'utf8')) as BrandConfig['catalogue'];

describe('the route table', () => {
  it('serves every pattern the config validator accepts (src/config/routes.ts)', () => {
    for (const pattern of KNOWN_ROUTE_PATTERNS) {
      const path = pattern.replace(/:[A-Za-z]+/g, (p) => `x-${p.slice(1)}`);
      expect(served(path).path, path).not.toBe('*');
    }
  });

  it('resolves casino type pages by configured path, after the fixed casino routes', () => {
    expect(served('/casino/tragamonedas').view).toBe('casinoType');
    expect(served('/casino/slots').view).toBe('casinoType');
    expect(served('/casino/providers').view).toBe('providers');
    expect(served('/casino/provider/pragmatic').view).toBe('providerGames');
    expect(served('/casino/filters').view).toBe('filters');
    expect(served('/casino/search').view).toBe('search');
    expect(served('/casino/all').view).toBe('allGames');
    expect(served('/casino/recently-played').view).toBe('recentlyPlayed');
    expect(served('/casino/game/p/1').path).toBe('game/:provider/:gameId');
    expect(served('/casino/tragamonedas/extra').path).toBe('*');
  });

  it('finds the casino type whose path is the URL, whatever slug the brand chose; none for an unknown slug', () => {
    const types = catalogue.casinoTypes.map((t) => (t.id === 'slots' ? { ...t, path: '/casino/tragamonedas' } : t));
    const config = { catalogue: { ...catalogue, casinoTypes: types } } as BrandConfig;
    expect(casinoTypeAt(config, '/casino/tragamonedas')?.id).toBe('slots');
    expect(casinoTypeAt(config, '/casino/tragamonedas/')?.id).toBe('slots');
    expect(casinoTypeAt(config, '/casino/slots')).toBeUndefined();
    expect(casinoTypeAt(config, '/casino/nothing-here')).toBeUndefined();
    const accented = { catalogue: { ...catalogue, casinoTypes: [{ ...types[1], path: '/casino/máquinas' }] } } as BrandConfig;
    expect(casinoTypeAt(accented, encodeURI('/casino/máquinas'))?.id).toBe(types[1].id);
  });
});
