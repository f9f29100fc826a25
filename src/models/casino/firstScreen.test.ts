import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../tests/support/catalogueTestKit';
import { setup as casinoSetup } from '../../../tests/support/casinoTestKit';
import { ban } from '../../../tests/support/testEnv';
import { firstScreenGrids, firstScreenLists, firstScreenStrips, lobbyRows, rowLists } from './firstScreen';

/** The casino test tree (lists alpha, beta, gamma); `firstRender` holds list answers out of the tree as start-up does. */
const setup = (routes: Parameters<typeof casinoSetup>[0] = {}, firstRender?: Promise<void>) => casinoSetup(routes, memoryStorage(), { firstRender });

const at = (pathname: string, search = '') => ({ pathname, search });

describe('the first screen of a casino path', () => {
  it('the lobby needs the lists of its first games row only (later rows load when they come near)', () => {
    const { root } = setup();
    // rows per casino type: slots (alpha, beta) first, then live (gamma)
    expect([...firstScreenLists(root.casino, at('/casino'))].sort()).toEqual(['alpha', 'beta']);
    expect([...firstScreenLists(root.casino, at('/'))].sort()).toEqual(['alpha', 'beta']);
    expect([...firstScreenLists(root.casino, at('/casino/lobby/'))].sort()).toEqual(['alpha', 'beta']);
  });

  it('a casino type page needs its providers, or the ones its URL filter chose (unknown ids left out)', () => {
    const { root } = setup();
    expect(firstScreenLists(root.casino, at('/casino/live'))).toEqual(['gamma']);
    expect(firstScreenLists(root.casino, at('/casino/slots', '?provider=alpha,nosuch'))).toEqual(['alpha']);
  });

  it('needs nothing on other pages and on a casino type banned today', () => {
    const { root } = setup();
    expect(firstScreenLists(root.casino, at('/promotions'))).toEqual([]);
    expect(firstScreenLists(root.casino, at('/casino/game/alpha/a1'))).toEqual([]);
    ban(root, [], ['live']);
    expect(firstScreenLists(root.casino, at('/casino/live'))).toEqual([]);
  });

  it('the loads go out a few per task, every one of them once', async () => {
    const { root, api } = setup();
    const ids = firstScreenLists(root.casino, at('/casino'));
    let tasks = 0;
    await root.casino.startFirstScreen(at('/casino'), 'mobile', async () => void tasks++);
    expect(ids.length).toBeGreaterThan(0);
    expect(tasks).toBe(Math.ceil(ids.length / 4));
    for (const id of ids) expect(root.casino.isProviderLoading(id) || root.casino.gamesByProviders[id] !== undefined).toBe(true);
    expect(new Set(api.calls.map((c) => c.path)).size).toBe(api.calls.length);
  });

  it('starting the first screen asks for the lists through the store, for the platform of the layout, once', async () => {
    const { root, api } = setup();
    await root.casino.startFirstScreen(at('/casino/live'), 'mobile');
    expect(root.casino.platform).toBe('mobile');
    expect(root.casino.isProviderLoading('gamma')).toBe(true);
    // the view's own load on mount shares the request in flight
    await root.casino.loadProvider('gamma');
    expect(api.calls.filter((c) => c.path === 'gamma/list')).toHaveLength(1);
    expect(root.casino.gamesByProviders.gamma?.map((g) => g.gameId)).toEqual(['c1']);
  });

  it("a strip (slider, jackpots, today's wins) before the first games row is on the first screen: its chunk and store load at start-up", () => {
    const { root } = setup();
    expect(firstScreenStrips(root.casino, '/casino')).toEqual([]);
    const config = root.config;
    const lobby = [
      { id: 'slider', kind: 'slider', labelId: 'lobby.slider' },
      { id: 'slots', labelId: 'casinoType.slots', casinoType: 'slots', route: '/casino/slots', limit: 8 },
      { id: 'jackpots', kind: 'jackpots', labelId: 'lobby.jackpots' },
    ];
    root.applyConfig({ ...config, catalogue: { ...config.catalogue, lobby } } as typeof config);
    // the slider above the first games row is; the jackpots below it load when they come near
    expect(firstScreenStrips(root.casino, '/')).toEqual(['slider']);
    expect(firstScreenStrips(root.casino, '/casino/slots')).toEqual([]);
  });

  it('its game grids are the ones the views show: the lobby rows up to the first games row, a type page with its URL choices', () => {
    const { root } = setup();
    const rows = lobbyRows(root.config, root.casino.visibleCasinoTypes, false);
    const first = rows.find((r) => r.kind === 'games')!;
    const lists = rowLists(root.casino, first)!;
    expect(firstScreenGrids(root.casino, at('/'))).toEqual([{ slot: first.key, filters: lists.filters, providerIds: lists.providerIds, limit: first.limit }]);
    const slots = root.config.catalogue.casinoTypes.find((t) => t.id === 'slots')!;
    expect(firstScreenGrids(root.casino, at('/casino/slots', '?provider=alpha,nosuch&category=hot'))).toEqual([
      { slot: 'slots', filters: root.casino.typeFilters(slots, false, ['hot'], ['alpha']), providerIds: ['alpha'] },
    ]);
    // the lists start-up asks for are exactly the grids' lists
    for (const where of [at('/'), at('/casino/live'), at('/casino/slots', '?provider=beta')]) {
      expect(firstScreenLists(root.casino, where)).toEqual([...new Set(firstScreenGrids(root.casino, where).flatMap((g) => g.providerIds))]);
    }
    expect(firstScreenGrids(root.casino, at('/promotions'))).toEqual([]);
  });

  it('the answers the first render holds out of the tree give the games the grid will show, in its order', async () => {
    let render: () => void = () => undefined;
    const { root } = setup({}, new Promise<void>((resolve) => (render = resolve)));
    const [grid] = firstScreenGrids(root.casino, at('/casino'));
    await root.casino.startFirstScreen(at('/casino'), 'mobile');
    const held = await root.casino.heldAnswers(grid.providerIds);
    // nothing is in the tree yet: the page has not rendered
    expect(root.casino.queryGames(grid.filters, grid.limit)).toEqual([]);
    const early = root.casino.queryWith(held, grid.filters, grid.limit).map((g) => g.id);
    expect(early.length).toBeGreaterThan(1);
    render();
    await Promise.all(grid.providerIds.map((id) => root.casino.loadProvider(id)));
    expect(root.casino.queryGames(grid.filters, grid.limit).map((g) => g.id)).toEqual(early);
    // once in the tree, they are what the lists hold
    expect(Object.keys(await root.casino.heldAnswers(grid.providerIds)).sort()).toEqual([...grid.providerIds].sort());
  });

  it('a failed list answers with no games and does not hold the others back', async () => {
    const { root } = setup({ 'GET beta/list': () => ({ ok: false, kind: 'server', code: 500, message: 'down' }) }, new Promise<void>(() => undefined));
    await root.casino.startFirstScreen(at('/casino'), 'mobile');
    const held = await root.casino.heldAnswers(['alpha', 'beta']);
    expect(held.alpha.map((g) => g.gameId)).toEqual(['a1', 'a2']);
    expect(held.beta).toEqual([]);
  });
});
