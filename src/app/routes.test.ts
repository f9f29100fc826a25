import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeOf } from '../config/crossCheck';
import { CASINO_VIEWS, featureOfPath, pathEnabled, ROUTE_LIST, ROUTES } from '../config/routes';
import type { BrandConfig } from '../config/types';
import { casinoTypeAt } from '../pages/casino/useCasino';
import { CASINO_PATHS, categoryPath, gamePath, providerPath } from '../catalogue/paths';
import { pageRoutes, pageRoutesFor } from './routes';

const tree: RouteObject[] = [{ path: '/', children: pageRoutes }];
/** The innermost route serving a path, and the casino view its handles name. */
function served(path: string) {
  const matches = matchRoutes(tree, path) ?? [];
  const last = matches[matches.length - 1];
  const view = [...matches]
    .reverse()
    .map((m) => (m.route.handle as { casinoView?: string } | undefined)?.casinoView)
    .find(Boolean);
  return { path: last?.route.index ? `${matches[matches.length - 2]?.route.path}(index)` : last?.route.path, view };
}
const concrete = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, (p) => `x-${p.slice(1)}`);

const catalogue = JSON.parse(readFileSync(join(import.meta.dirname, '../../brands/pampa/catalogue.json'), 'utf8')) as BrandConfig['catalogue'];

describe('the route table', () => {
  it('the router serves every route of the table, with the route the validator resolves', () => {
    for (const [id, def] of ROUTE_LIST) {
      const path = concrete(def.path);
      expect(served(path).path, path).not.toBe('*');
      expect(routeOf(path, [path]), path).toBe(id);
    }
  });

  it('names every lobby view at least once', () => {
    const views = new Set(ROUTE_LIST.map(([, def]) => def.view).filter(Boolean));
    expect([...CASINO_VIEWS].filter((v) => !views.has(v))).toEqual([]);
  });

  it('derives the casino path helpers from the table', () => {
    expect(CASINO_PATHS.provider).toBe(ROUTES.casinoProvider.path);
    expect(providerPath('a b')).toBe('/casino/provider/a%20b');
    expect(categoryPath('hot')).toBe('/casino/category/hot');
    expect(gamePath({ routeProvider: 'p', gameId: '1/2' }, 'mobile')).toBe('/m/casino/game/p/1%2F2');
    for (const path of [providerPath('x'), categoryPath('y'), gamePath({ routeProvider: 'p', gameId: 'g' }, 'desktop')])
      expect(served(path).path).not.toBe('*');
  });

  it('resolves casino type pages by configured path, after the fixed casino routes', () => {
    expect(served('/').path).toBe('/(index)');
    expect(served('/casino/tragamonedas').view).toBe('casinoType');
    expect(served('/casino/slots').view).toBe('casinoType');
    expect(served('/casino/providers').view).toBe('providers');
    expect(served('/casino/provider/pragmatic').view).toBe('providerGames');
    expect(served('/casino/filters').view).toBe('filters');
    expect(served('/casino/search').view).toBe('search');
    expect(served('/casino/all').view).toBe('allGames');
    expect(served('/casino/recently-played').view).toBe('recentlyPlayed');
    expect(served('/casino/game/p/1').path).toBe('/casino/game/:provider/:gameId');
    expect(served('/profile').path).toBe('/profile(index)');
    expect(served('/profile/payment/top-up').path).toBe('/profile/payment/top-up');
    expect(served('/digsport/football').path).toBe('/digsport/:category');
    expect(served('/digsport/live').path).toBe('/digsport/live');
    expect(served('/casino/tragamonedas/extra').path).toBe('*');
  });

  it("serves no UI-kit page or locale listing: they are the studio's, and the README says why", () => {
    for (const path of ['/ui-kit', '/ui-kit/locale', '/kit', '/kit/locale']) expect(served(path).path, path).toBe('*');
    expect(ROUTE_LIST.filter(([id, def]) => /kit/i.test(id) || /kit/i.test(def.path))).toEqual([]);
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    expect(readme).toContain('### UI kit and the text listing: in the studio, not on the site');
    expect(readme).toContain('`#/brand/<id>/kit/locale`');
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

describe('features switched off in brand config', () => {
  const off = { referral: false, majorVip: false, promoCodes: false, cashback: false, sport: false } as const;
  const pageAt = async (routes: RouteObject[], path: string) => {
    const last = matchRoutes([{ path: '/', children: routes }], path)?.at(-1)?.route as RouteObject | undefined;
    const lazy = last?.lazy as (() => Promise<{ Component: unknown }>) | undefined;
    return (await lazy!()).Component;
  };

  it('serve the not-found page at their paths, and the page itself when on', async () => {
    const { default: NotFound } = await import('../pages/NotFoundPage');
    const gated = pageRoutesFor(off);
    for (const path of [
      '/referral',
      '/major-vip',
      '/profile/promocode',
      '/profile/referral',
      '/promotions/casino-cashback',
      '/profile/cashback-history',
      '/bc',
      '/bc/live',
      '/digsport',
      '/digsport/football',
    ]) {
      expect(await pageAt(gated, path), path).toBe(NotFound);
      expect(await pageAt(pageRoutes, path), path).not.toBe(NotFound);
    }
    expect(await pageAt(gated, '/promotions/42')).not.toBe(NotFound);
  });

  it('name their feature through the path, as menus and profile tabs ask it', () => {
    expect(featureOfPath('/profile/promocode')).toBe('promoCodes');
    expect(featureOfPath('/promotions/casino-cashback')).toBe('cashback');
    expect(featureOfPath('/promotions/7')).toBeUndefined();
    expect(pathEnabled('/major-vip?x=1', off)).toBe(false);
    expect(pathEnabled('/major-vip', { majorVip: true } as never)).toBe(true);
    expect(pathEnabled('/casino', off)).toBe(true);
    expect(featureOfPath('/digsport/football')).toBe('sport');
    expect(pathEnabled('/bc/live', off)).toBe(false);
  });
});
