import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { catalogueCount, generateCatalogue } from '../../scripts/sandbox/generate';
import { PLAYER, fails, malformed, ok, startSandbox, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());
beforeEach(() => h.sandbox.reset());

describe('faults per provider path prefix', () => {
  it('fail: HTTP 500 with the envelope; other providers unaffected', async () => {
    ok(await h.control({ faults: { pragmatic: 'fail' } }));
    fails(await h.call('GET', '/games-api/pragmatic/game/list?partner_name=p'), 500, 500);
    ok(await h.call('GET', '/games-api/rgs/game/list'));
  });

  it('error: HTTP 200 with a non-zero status', async () => {
    ok(await h.control({ faults: { outcome: 'error' } }));
    fails(await h.call('GET', '/games-api/outcome/v1/game_list'), 999);
  });

  it('malformed: status 0 with data of the wrong shape; invalid-json: a body that does not parse', async () => {
    ok(await h.control({ faults: { rubyplay: 'malformed', 'tvbet/game_list': 'invalid-json' } }));
    const r = await h.call('GET', '/games-api/rubiplay/game_list');
    expect(r.body.status).toBe(0);
    expect(typeof r.body.data).toBe('string');
    const bad = await h.call('GET', '/games-api/tvbet/game_list');
    expect(bad.http).toBe(200);
    expect(bad.body).toBeUndefined();
    ok(await h.call('GET', '/games-api/tvbet/token', { session: await h.login(PLAYER.email, PLAYER.password) }));
  });

  it('null clears a fault; an unknown fault kind is malformed', async () => {
    ok(await h.control({ faults: { ezugi: 'fail' } }));
    ok(await h.control({ faults: { ezugi: null } }));
    ok(await h.call('GET', '/games-api/ezugi/game_list'));
    malformed(await h.control({ faults: { ezugi: 'explode' } }));
  });

  it('hang: the request waits until reset releases it', async () => {
    ok(await h.control({ faults: { belatra: 'hang' } }));
    let settled = false;
    const pending = h.call('GET', '/games-api/belatra/game_list').then((r) => {
      settled = true;
      return r;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    expect(ok(await h.call('GET', '/__sandbox/state')).hung).toBe(1);
    ok(await h.call('POST', '/__sandbox/reset'));
    const released = await pending;
    expect(released.http).toBe(503);
    ok(await h.call('GET', '/games-api/belatra/game_list'));
  });

  it('main-API paths can fail too', async () => {
    ok(await h.control({ faults: { 'api/site/settings': 'fail' } }));
    fails(await h.call('GET', '/api/site/settings'), 500, 500);
  });
});

describe('control endpoint and state', () => {
  it('state shows players, blocklist, faults and the codes "sent"', async () => {
    await h.call('POST', '/api/user/email/code', { body: { email: 'new@mail.test' } });
    const s = ok(await h.call('GET', '/__sandbox/state'));
    expect(s.players.map((p: { email: string }) => p.email)).toContain('newbie@croupier.test');
    expect(s.outbox).toEqual([expect.objectContaining({ kind: 'email', to: 'new@mail.test', code: '123456' })]);
    expect(s.games).toBeGreaterThan(300);
  });

  it('changes a seeded player; refuses unknown players and fields', async () => {
    ok(await h.control({ players: { [PLAYER.email]: { balance: 12, wagering: { total: 100, played: 0 } } } }));
    const session = await h.login(PLAYER.email, PLAYER.password);
    expect(ok(await h.call('GET', '/api/user/balance', { session })).balance).toBe(12);
    malformed(await h.control({ players: { 'ghost@x.test': { balance: 1 } } }));
    malformed(await h.control({ players: { [PLAYER.email]: { id: 5 } } }));
    malformed(await h.control({ blocklist: { providers: 'pragmatic' } }));
  });

  it('reset restores the seeded state', async () => {
    ok(await h.control({ blocklist: { providers: ['rgs'], casinoTypes: [] } }));
    ok(await h.call('POST', '/__sandbox/reset'));
    expect(ok(await h.call('GET', '/api/user/blocklist')).providers).toEqual([]);
  });
});

describe('malformed requests never crash the server', () => {
  it('bad JSON, a non-object body, wrong types and missing fields get HTTP 400 with status 500', async () => {
    malformed(await h.call('POST', '/api/user/login', { raw: '{"username":' }));
    malformed(await h.call('POST', '/api/user/login', { raw: '[1,2,3]' }));
    malformed(await h.call('POST', '/api/user/login', { raw: '"text"' }));
    malformed(await h.call('POST', '/api/user/login', { body: { username: ['a'], password: 'x' } }));
    malformed(await h.call('POST', '/api/user/login', { body: {} }));
    malformed(await h.call('POST', '/api/user/password/restore/email', { body: { email: null } }));
    ok(await h.call('GET', '/api/site/settings'));
  });

  it('unknown paths are 404 and wrong methods 405, in the envelope', async () => {
    fails(await h.call('GET', '/api/nope'), 404, 404);
    fails(await h.call('DELETE', '/api/user/check'), 405, 405);
  });

  it('answers CORS preflights for an app on another origin', async () => {
    const r = await h.call('OPTIONS', '/api/user/login', { headers: { origin: 'http://localhost:5173', 'access-control-request-headers': 'content-type' } });
    expect(r.http).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(r.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('paths outside the sandbox go to next()', async () => {
    const r = await h.call('GET', '/casino');
    expect(r.http).toBe(418);
    expect((await h.call('GET', '/')).text).toBe('passed to next()');
  });
});

describe('catalogue generator', () => {
  it('is deterministic per seed and scales to 20,000 games', () => {
    expect(generateCatalogue(480, 7)).toEqual(generateCatalogue(480, 7));
    expect(generateCatalogue(480, 7)).not.toEqual(generateCatalogue(480, 8));
    const big = generateCatalogue(20000, 1);
    expect(catalogueCount(big)).toBe(20000);
    expect(big.outcome.Games.some((g) => g.Id === 'aviator_spribe')).toBe(true);
  });

  it('a sandbox can serve the large catalogue', async () => {
    const large = await startSandbox({ catalogueSize: 20000 });
    try {
      const list = ok(await large.call('GET', '/games-api/pragmatic/game/list?partner_name=p'));
      expect(list.length).toBeGreaterThan(1500);
    } finally {
      await large.close();
    }
  });
});
