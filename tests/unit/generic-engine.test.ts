import { describe, expect, it } from 'vitest';
import generic from '../../plugins/generic/index';
import { loadGameList, requestSessionUrl, type CatalogueDeps } from '../../src/catalogue/load';
import { fakeApi, fakeRegistry, makeGame, ok, testConfig, TEST_ROLES } from '../support/catalogueTestKit';
import type { ApiClient } from '../../src/ports/env';

/**
 * The generic plugin through the engine's list and launch calls (src/catalogue/load.ts): the answer
 * envelope, paging, transport options and the one-line logs of what is discarded. Here rather than
 * next to the plugin because a plugin test may import only the plugin contract from src.
 */

const params = {
  list: { path: 'starfish/games', itemsPath: 'games' },
  fields: { id: 'code', name: 'title', image: 'media.thumb' },
  launch: { method: 'POST' as const, path: 'starfish/launch', body: { game: '{gameId}' }, urlPath: 'session.launch_url' },
};

describe('through the engine (src/catalogue/load.ts)', () => {
  const direct = {
    answer: { envelope: 'path' as const, dataPath: 'result', successPath: 'ok', messagePath: 'error' },
    credentials: 'omit' as const,
    headers: { 'x-api-key': 'public-key' },
    list: { path: 'games', itemsPath: 'games', pagination: { type: 'page' as const, param: 'page', pagesPath: 'pages' } },
    fields: { id: 'code', name: 'title', image: 'img' },
    launch: { path: 'launch', query: { game: '{gameId}' }, urlPath: 'url' },
  };
  const game = (code: string) => ({ code, title: `Game ${code}`, img: `https://cdn.test/${code}.webp` });
  const pages: Record<number, unknown> = {
    1: { ok: true, result: { pages: 2, games: [game('a'), game('b')] } },
    2: { ok: true, result: { pages: 2, games: [game('c'), { code: 'd' }] } },
  };
  const catalogue = (api: ApiClient, log?: (m: string) => void): CatalogueDeps => ({
    api,
    registry: fakeRegistry([generic as never]),
    config: testConfig({}, [{ id: 'fish', plugin: 'generic', name: 'Fish', casinoType: 'slots', baseUrl: 'http://127.0.0.1:9/', params: direct }]),
    language: 'en-US',
    platform: 'desktop',
    siteOrigin: 'http://site.test',
    roles: TEST_ROLES,
    log,
  });

  it('reads every page of an own envelope, without cookies or partner headers, and logs each discarded item on one line', async () => {
    const api = fakeApi({ 'GET http://127.0.0.1:9/games': (req) => ok(pages[Number(req.query?.page)]) });
    const logged: string[] = [];
    const r = await loadGameList(
      catalogue(api, (m) => logged.push(m)),
      { routeProvider: 'fish', role: 0 },
    );
    expect(r.ok && r.games.map((g) => g.gameId)).toEqual(['a', 'b', 'c']);
    expect(api.calls.map((c) => c.query?.page)).toEqual([1, 2]);
    expect(api.calls[0]).toMatchObject({ style: 'line', credentials: 'omit', partnerHeaders: false, headers: { 'x-api-key': 'public-key' } });
    expect(logged).toEqual(['fish: list item 3 discarded: field "title" should be a non-empty string, found nothing']);
  });

  it('a list whose every item the mapping discards says how many (discarded), not an empty list; one readable item is a list', async () => {
    const bad = { 1: { ok: true, result: { pages: 1, games: [{ code: 'x' }, { code: 'y' }, { code: 'z' }] } } } as Record<number, unknown>;
    const api = fakeApi({ 'GET http://127.0.0.1:9/games': (req) => ok(bad[Number(req.query?.page)]) });
    const r = await loadGameList(catalogue(api), { routeProvider: 'fish', role: 0 });
    expect(r).toMatchObject({ ok: true, games: [], discarded: 3 });
    const some = fakeApi({ 'GET http://127.0.0.1:9/games': () => ok({ ok: true, result: { pages: 1, games: [game('a'), { code: 'y' }] } }) });
    const fine = await loadGameList(catalogue(some), { routeProvider: 'fish', role: 0 });
    expect(fine.ok && fine.games.length).toBe(1);
    expect(fine).not.toHaveProperty('discarded');
    // Hidden by the platform rule is no mapping fault: an empty phone list of desktop games says nothing.
    const desktopOnly = { ...direct, fields: { ...direct.fields, devices: 'on' } };
    const deps = {
      ...catalogue(fakeApi({ 'GET http://127.0.0.1:9/games': () => ok({ ok: true, result: { pages: 1, games: [{ ...game('a'), on: ['desktop'] }] } }) })),
      platform: 'mobile' as const,
      config: testConfig({}, [{ id: 'fish', plugin: 'generic', name: 'Fish', casinoType: 'slots', baseUrl: 'http://127.0.0.1:9/', params: desktopOnly }]),
    };
    const phone = await loadGameList(deps, { routeProvider: 'fish', role: 0 });
    expect(phone).toMatchObject({ ok: true, games: [] });
    expect(phone).not.toHaveProperty('discarded');
  });

  it('an answer that fails the success test is discarded with one log line naming the entry and the reason', async () => {
    const api = fakeApi({ 'GET http://127.0.0.1:9/games': () => ok({ ok: false, error: 'unknown partner' }) });
    const logged: string[] = [];
    const r = await loadGameList(
      catalogue(api, (m) => logged.push(m)),
      { routeProvider: 'fish', role: 0 },
    );
    expect(r).toMatchObject({ ok: false, kind: 'bad-data' });
    expect(logged).toEqual([
      'fish: list answer discarded: generic: the list answer is not a success: "ok" is a boolean, expected true, message: "unknown partner"',
    ]);
  });

  it('an answer the platform envelope cannot read is logged with the hint to set the envelope', async () => {
    const api = fakeApi({ 'GET starfish/games': () => ({ ok: false, kind: 'bad-data', code: 200, message: 'response is not a platform envelope' }) });
    const logged: string[] = [];
    const deps = {
      ...catalogue(api, (m) => logged.push(m)),
      config: testConfig({}, [{ id: 'star', plugin: 'generic', name: 'S', casinoType: 'slots', params }]),
    };
    await loadGameList(deps, { routeProvider: 'star', role: 0 });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(
      /^star: list answer discarded \(bad-data 200\): response is not a platform envelope — plugin "generic" read it as the platform envelope/,
    );
  });

  it('launches with the same envelope and transport', async () => {
    const api = fakeApi({ 'GET http://127.0.0.1:9/launch': (req) => ok({ ok: true, result: { url: `https://play.test/${req.query?.game}` } }) });
    const g = makeGame({ gameId: 'a', routeProvider: 'fish' });
    expect(await requestSessionUrl(catalogue(api), { game: g, role: 0, isAuth: true })).toEqual({ ok: true, url: 'https://play.test/a' });
    expect(api.calls[0]).toMatchObject({ style: 'line', credentials: 'omit', partnerHeaders: false });
  });
});
