import { describe, expect, it } from 'vitest';
import { PLAYER, ok, withSandbox } from '../support/sandbox';
import { ipAllowed } from '../../scripts/sandbox/maintenance';

const h = withSandbox();

const playerId = async () => ok(await h.call('GET', '/__sandbox/state')).players.find((p: { email: string }) => p.email === PLAYER.email).id as number;

describe('maintenance (GET /api/site/maintenance)', () => {
  it('answers no items by default, the set items to everyone else, and none to an allow-listed player', async () => {
    expect(ok(await h.call('GET', '/api/site/maintenance'))).toEqual({ items: [] });
    const items = [{ area: 'casino', message: { en: 'Back at noon' }, ends_at: '2030-01-01T12:00:00Z' }];
    ok(await h.control({ maintenance: { items, allow: { players: [await playerId()] } } }));
    expect(ok(await h.call('GET', '/api/site/maintenance'))).toEqual({ items });
    const session = await h.login(PLAYER.email, PLAYER.password);
    expect(ok(await h.call('GET', '/api/site/maintenance', { session }))).toEqual({ items: [] });
  });

  it('lets an allow-listed address or range through (this test calls from 127.0.0.1)', async () => {
    ok(await h.control({ maintenance: { items: [{ area: 'site' }], allow: { ips: ['127.0.0.0/8'] } } }));
    expect(ok(await h.call('GET', '/api/site/maintenance'))).toEqual({ items: [] });
    expect(ipAllowed('::ffff:10.1.2.3', '10.0.0.0/8')).toBe(true);
    expect(ipAllowed('10.1.2.3', '10.1.2.4')).toBe(false);
  });

  it('null ends every maintenance, reset too; a malformed control is refused with what is wrong', async () => {
    ok(await h.control({ maintenance: { items: [{ area: 'sport' }] } }));
    ok(await h.control({ maintenance: null }));
    expect(ok(await h.call('GET', '/api/site/maintenance'))).toEqual({ items: [] });
    const bad = await h.control({ maintenance: { items: [{ area: 'provider' }] } });
    expect(bad.http).toBe(400);
    expect(bad.body.error_message).toMatch(/provider \(a route key\) is required/);
  });
});

describe('addGames and demo launches', () => {
  it('a game added to a provider list is listed and launchable; reset brings the seeded list back', async () => {
    const before = ok(await h.call('GET', '/games-api/belatra/game_list')).length;
    ok(
      await h.control({ addGames: { belatra: [{ gamename: 'Fresh Fruits', nickname: 'freshfruits', category: 'slots', image: '/x.png', icon: ['/x.png'] }] } }),
    );
    const after = ok(await h.call('GET', '/games-api/belatra/game_list'));
    expect(after.length).toBe(before + 1);
    expect(after.at(-1).nickname).toBe('freshfruits');
    h.sandbox.reset();
    expect(ok(await h.call('GET', '/games-api/belatra/game_list')).length).toBe(before);
  });

  it('demo=true launches without a session and marks the page demo; without it a guest is refused', async () => {
    const game = ok(await h.call('GET', '/games-api/belatra/game_list'))[0].nickname;
    const demo = ok(await h.call('GET', `/games-api/belatra/session?game=${game}&lang=en&demo=true`));
    expect(demo.launch_options.game_url).toMatch(/demo=1/);
    const real = await h.call('GET', `/games-api/belatra/session?game=${game}&lang=en`);
    expect(real.http).toBe(401);
    const prag = ok(await h.call('GET', '/games-api/pragmatic/game/list?partner_name=p'))[0].gameID;
    expect(ok(await h.call('GET', `/games-api/pragmatic/game/link?game_id=${prag}&platform=WEB&lang=en&demo=true`)).url).toMatch(/demo=1/);
  });
});
