import { describe, expect, it } from 'vitest';
import { catalogueCount, generateCatalogue } from '../../scripts/sandbox/generate';
import { PLAYER, fails, malformed, ok, startSandbox, withSandbox } from '../support/sandbox';

const h = withSandbox();

/** Polls GET /__sandbox/state until `want` requests hang (bounded: fails after ~100 polls). */
async function hungCount(want: number): Promise<void> {
  let last = -1;
  for (let i = 0; i < 100; i++) {
    last = ok(await h.call('GET', '/__sandbox/state')).hung;
    if (last === want) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(last, 'hung requests').toBe(want);
}

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
    await hungCount(1);
    expect(settled).toBe(false);
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

describe('line-style paths fault in their own shape', () => {
  const nowpayments = { headers: { 'partner-name': 'pampa' } };

  it('fail and error: {message} with HTTP 5xx, no envelope; malformed: a string instead of the payload', async () => {
    ok(await h.control({ faults: { nowpayments: 'fail', 'digitain/front/token': 'error' } }));
    const failed = await h.call('GET', '/nowpayments/withdrawal/services', nowpayments);
    expect(failed.http).toBe(500);
    expect(Object.keys(failed.body)).toEqual(['message']);
    expect(failed.body.message).toMatch(/sandbox fault/);
    const errored = await h.call('GET', '/digitain/front/token', nowpayments);
    expect(errored.http).toBeGreaterThanOrEqual(500);
    expect(Object.keys(errored.body)).toEqual(['message']);
    ok(await h.control({ faults: { nowpayments: 'malformed' } }));
    const bad = await h.call('GET', '/nowpayments/deposit/USDT/limit', nowpayments);
    expect(bad.http).toBe(200);
    expect(typeof bad.body).toBe('string');
  });

  it('a hung line-style request released by reset answers {message} with HTTP 503', async () => {
    ok(await h.control({ faults: { 'nowpayments/withdrawal/services': 'hang', 'api/site/settings': 'hang' } }));
    const line = h.call('GET', '/nowpayments/withdrawal/services', nowpayments);
    const main = h.call('GET', '/api/site/settings');
    await hungCount(2);
    ok(await h.call('POST', '/__sandbox/reset'));
    const [l, m] = await Promise.all([line, main]);
    expect(l.http).toBe(503);
    expect(Object.keys(l.body)).toEqual(['message']);
    fails(m, 503, 503);
    ok(await h.call('GET', '/api/site/settings'));
  });
});

describe('respond: any payload for a path prefix', () => {
  const fake = { status: 0, data: [{ amount_jackpot: '12.5', winner_nickname: null }] };

  it('answers the exact body (HTTP 200 by default) until null clears it', async () => {
    ok(await h.control({ respond: { 'api/jackpot/fake': { body: fake } } }));
    const r = await h.call('GET', '/api/jackpot/fake');
    expect(r.http).toBe(200);
    expect(r.body).toEqual(fake);
    expect(ok(await h.call('GET', '/__sandbox/state')).respond).toEqual({ 'api/jackpot/fake': { http: 200, body: fake } });
    ok(await h.control({ respond: { 'api/jackpot/fake': null } }));
    const real = ok(await h.call('GET', '/api/jackpot/fake'));
    expect(real).not.toEqual(fake.data);
  });

  it('any JSON body and status, on provider prefixes and line-style paths; other paths unaffected', async () => {
    ok(
      await h.control({
        respond: {
          pragmatic: { http: 502, body: 'upstream says no' },
          'nowpayments/withdrawal/services': { body: [{ id: '74', is_active: 'yes' }, null] },
          'api/user/blocklist': { body: { status: 0, data: { providers: [{ id: 1 }], casinoTypes: null } } },
        },
      }),
    );
    const p = await h.call('GET', '/games-api/pragmatic/game/list?partner_name=p');
    expect(p.http).toBe(502);
    expect(p.body).toBe('upstream says no');
    expect((await h.call('GET', '/nowpayments/withdrawal/services')).body).toEqual([{ id: '74', is_active: 'yes' }, null]);
    expect((await h.call('GET', '/api/user/blocklist')).body).toEqual({ status: 0, data: { providers: [{ id: 1 }], casinoTypes: null } });
    ok(await h.call('GET', '/games-api/rgs/game/list'));
    expect((await h.call('GET', '/api/site/flatpages/list/en')).body.status).toBe(0);
  });

  it('a body of null is a payload too; reset clears every override', async () => {
    ok(await h.control({ respond: { 'api/site/settings': { body: null } } }));
    const r = await h.call('GET', '/api/site/settings');
    expect(r.http).toBe(200);
    expect(r.text).toBe('null');
    ok(await h.call('POST', '/__sandbox/reset'));
    expect(ok(await h.call('GET', '/__sandbox/state')).respond).toEqual({});
    ok(await h.call('GET', '/api/site/settings'));
  });

  it('wins over a configured fault for the same path', async () => {
    ok(await h.control({ faults: { belatra: 'fail' }, respond: { 'belatra/game_list': { body: { status: 0, data: [] } } } }));
    expect((await h.call('GET', '/games-api/belatra/game_list')).body).toEqual({ status: 0, data: [] });
    fails(await h.call('GET', '/games-api/belatra/session?game=x', { session: await h.login(PLAYER.email, PLAYER.password) }), 500, 500);
  });

  it('refuses a malformed override', async () => {
    malformed(await h.control({ respond: 'api/jackpot/fake' }));
    malformed(await h.control({ respond: { 'api/jackpot/fake': { http: 200 } } }));
    malformed(await h.control({ respond: { 'api/jackpot/fake': { body: 1, http: 99 } } }));
    malformed(await h.control({ respond: { 'api/jackpot/fake': { body: 1, http: '500' } } }));
    malformed(await h.control({ respond: { 'api/jackpot/fake': { body: 1, delay: 5 } } }));
    expect(ok(await h.call('GET', '/__sandbox/state')).respond).toEqual({});
  });
});

describe('x-sandbox-fault: one faulted request, no global state', () => {
  const fault = (kind: string) => ({ headers: { 'x-sandbox-fault': kind } });

  it('fail and malformed apply to that request only', async () => {
    fails(await h.call('GET', '/api/site/settings', fault('fail')), 500, 500);
    const bad = await h.call('GET', '/games-api/rgs/game/list', fault('malformed'));
    expect(bad.body.status).toBe(0);
    expect(typeof bad.body.data).toBe('string');
    ok(await h.call('GET', '/api/site/settings'));
    ok(await h.call('GET', '/games-api/rgs/game/list'));
    expect(ok(await h.call('GET', '/__sandbox/state')).faults).toEqual({});
  });

  it('hang holds that request until reset; others answer meanwhile', async () => {
    const held = h.call('GET', '/api/jackpot/fake', fault('hang'));
    await hungCount(1);
    ok(await h.call('GET', '/api/jackpot/fake'));
    ok(await h.call('POST', '/__sandbox/reset'));
    fails(await held, 503, 503);
  });

  it('line-style paths answer in their own shape; an unknown value is a malformed request', async () => {
    const r = await h.call('GET', '/nowpayments/withdrawal/services', { headers: { 'x-sandbox-fault': 'fail', 'partner-name': 'pampa' } });
    expect(r.http).toBe(500);
    expect(Object.keys(r.body)).toEqual(['message']);
    malformed(await h.call('GET', '/api/site/settings', fault('explode')));
  });

  it('wins over a respond override and a configured fault', async () => {
    ok(await h.control({ faults: { rgs: 'hang' }, respond: { 'api/site/settings': { body: 'x' } } }));
    fails(await h.call('GET', '/games-api/rgs/game/list', fault('fail')), 500, 500);
    fails(await h.call('GET', '/api/site/settings', fault('fail')), 500, 500);
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
