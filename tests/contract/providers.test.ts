import { describe, expect, it } from 'vitest';
import { providerPayloads } from '../../scripts/sandbox/generate';
import { AGENT, PLAYER, fails, hasKeys, malformed, ok, unauthorized, withSandbox } from '../support/sandbox';

const h = withSandbox({ login: { player: PLAYER } });

const payloads = providerPayloads();

/** Each provider: its list path, the plugin key in providerPayloads(), and how to launch one of its games. */
const PROVIDERS: Array<{
  plugin: keyof typeof payloads;
  list: string;
  launch: { method: 'GET' | 'POST'; path: string; body?: unknown };
  url?: (d: any) => string;
  expect?: { lang?: string; platform?: string; game: string };
  keys?: string[];
}> = [
  {
    plugin: 'belatra',
    list: '/games-api/belatra/game_list',
    launch: { method: 'GET', path: '/games-api/belatra/session?game=bigwildbuffalo&lang=es' },
    url: (d) => d.launch_options.game_url,
    expect: { game: 'bigwildbuffalo', lang: 'es', platform: 'desktop' },
  },
  {
    plugin: 'ezugi',
    list: '/games-api/ezugi/game_list',
    launch: { method: 'GET', path: '/games-api/ezugi/frame_url?openTable=1000&language=en' },
    url: (d) => d.frame_url,
    expect: { game: '1000', lang: 'en' },
  },
  {
    plugin: 'goldenrace',
    list: '/games-api/goldenrace/game_list',
    launch: { method: 'POST', path: '/games-api/goldenrace/create_session', body: { game_id: 10101, platform: 'mobile' } },
    url: (d) => d.url,
    expect: { game: '10101', platform: 'mobile' },
  },
  { plugin: 'jacktop', list: '/games-api/jacktop/game_list', launch: { method: 'GET', path: '/games-api/jacktop/token' }, keys: ['token'] },
  {
    plugin: 'outcome',
    list: '/games-api/outcome/v1/game_list',
    launch: { method: 'GET', path: '/games-api/outcome/v1/session?game_id=aviator_spribe' },
    url: (d) => d.SessionUrl,
    expect: { game: 'aviator_spribe' },
    keys: ['SessionId', 'SessionUrl'],
  },
  {
    plugin: 'popokgaming',
    list: '/games-api/popokgaming/game_list',
    launch: { method: 'GET', path: '/games-api/popokgaming/token' },
    keys: ['token', 'provider_partner_id', 'platform'],
  },
  {
    plugin: 'pragmatic',
    list: '/games-api/pragmatic/game/list?partner_name=pampa',
    launch: { method: 'GET', path: '/games-api/pragmatic/game/link?game_id=801&platform=MOBILE&lang=es' },
    url: (d) => d.url,
    expect: { game: '801', lang: 'es', platform: 'mobile' },
  },
  {
    plugin: 'redrake',
    list: '/games-api/redrake/game/list?partner_name=pampa',
    launch: { method: 'GET', path: '/games-api/redrake/frame_url?gameid=7000&lang=es&urlhome=http%3A%2F%2Fsite.test' },
    url: (d) => d.frame_url,
    expect: { game: '7000', lang: 'es' },
  },
  {
    plugin: 'rgs',
    list: '/games-api/rgs/game/list',
    launch: { method: 'GET', path: '/games-api/rgs/game/launch?game_id=100&display_type=2&device_type=2&lang=en' },
    url: (d) => d.url,
    expect: { game: '100', platform: 'mobile', lang: 'en' },
  },
  {
    plugin: 'rubyplay',
    list: '/games-api/rubiplay/game_list',
    launch: { method: 'GET', path: '/games-api/rubiplay/open_session?game_code=rp_100&lang=es' },
    url: (d) => d.url,
    expect: { game: 'rp_100', lang: 'es' },
  },
  {
    plugin: 'slotegrator',
    list: '/games-api/slotegrator/games/list?project_name=pampa',
    launch: {
      method: 'GET',
      path: `/games-api/slotegrator/games/link?project_name=pampa&game_uuid=${encodeURIComponent(payloads.slotegrator[0].uuid)}&language=en`,
    },
    url: (d) => d.url,
    expect: { game: payloads.slotegrator[0].uuid, lang: 'en', platform: 'desktop' },
  },
  { plugin: 'tvbet', list: '/games-api/tvbet/game_list', launch: { method: 'GET', path: '/games-api/tvbet/token' }, keys: ['token'] },
];

describe('provider list calls', () => {
  it.each(PROVIDERS)('$plugin list needs no session and answers exactly providerPayloads()', async ({ plugin, list }) => {
    const data = ok(await h.call('GET', list));
    expect(data).toEqual(payloads[plugin]);
  });

  it('every provider has at least 20 games, several hundred in all, each with a local image', () => {
    const counts = {
      belatra: payloads.belatra.length,
      ezugi: payloads.ezugi.length,
      goldenrace: payloads.goldenrace.length,
      jacktop: payloads.jacktop.length,
      outcome: payloads.outcome.Games.length,
      pragmatic: payloads.pragmatic.length,
      redrake: payloads.redrake.length,
      rgs: payloads.rgs.length,
      rubyplay: Object.keys(payloads.rubyplay).length,
      slotegrator: payloads.slotegrator.length,
      tvbet: payloads.tvbet.length,
      popokgaming: payloads.popokgaming.slots.length + payloads.popokgaming.liveCasino.length + payloads.popokgaming.miniGames.length,
    };
    for (const [p, n] of Object.entries(counts)) expect(n, p).toBeGreaterThanOrEqual(20);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(300);
    const images = [
      ...payloads.belatra.map((g) => g.image),
      ...payloads.ezugi.map((g) => g.PictureLink),
      ...payloads.goldenrace.map((g) => g.thumbnail),
      ...payloads.jacktop.map((g) => g.img),
      ...payloads.rgs.map((g) => g.iconImageUrl),
      ...payloads.slotegrator.map((g) => g.image),
      ...payloads.tvbet.map((g) => g.img),
      ...payloads.redrake.map((g) => g.game.imageUrl.en),
      ...payloads.popokgaming.slots.map((g) => g.thumbnail),
    ];
    for (const src of images) expect(src).toMatch(/^\/sandbox\/img\/[a-z]+\/[^/]+\.svg$/);
  });

  it('item fields follow each provider shape (CONTRACTS §2)', () => {
    hasKeys(payloads.belatra[0], ['gamename', 'image', 'nickname', 'icon', 'category'], true);
    hasKeys(
      payloads.ezugi[0],
      ['TableId', 'TableName', 'PictureLink', 'MetaTableID', 'IsActive', 'DealerId', 'PlayersNumber', 'AvailableSeatsNumber', 'GameType', 'DealerName'],
      true,
    );
    hasKeys(
      payloads.goldenrace[0],
      ['gameId', 'thumbnail', 'gameTitle', 'provider', 'gameFriendlyName', 'type', 'sub_type', 'platforms', 'jurisdictions', 'language'],
      true,
    );
    hasKeys(payloads.jacktop[0], ['code', 'name', 'img'], true);
    hasKeys(payloads.outcome.Games[0], ['Id', 'Name', 'Description', 'Format', 'SectionId', 'Type'], true);
    hasKeys(payloads.popokgaming, ['liveCasino', 'slots', 'miniGames'], true);
    hasKeys(payloads.popokgaming.miniGames[0], ['id', 'gameName', 'thumbnail', 'gameTypeID'], true);
    hasKeys(payloads.pragmatic[0], ['gameID', 'gameName', 'gameTypeID', 'platform', 'technology'], true);
    hasKeys(payloads.redrake[0].game, ['gameId', 'gameName', 'gameType', 'description', 'imageUrl', 'html', 'frb', 'frbRoundMinValue'], true);
    hasKeys(payloads.rgs[0], ['id', 'name', 'iconImageUrl', 'provider'], true);
    hasKeys(
      payloads.slotegrator[0],
      ['uuid', 'name', 'image', 'type', 'provider', 'technology', 'has_lobby', 'is_mobile', 'has_freespins', 'has_tables', 'freespin_valid_until_full_day'],
      true,
    );
    hasKeys(payloads.tvbet[0], ['id', 'code', 'gameId', 'name', 'provider', 'routeProvider', 'img', 'tab', 'isDefault'], true);
    expect(Object.values(payloads.rubyplay).every((v) => typeof v === 'string')).toBe(true);
  });

  it('holds the games the spec names', () => {
    const outcomeIds = payloads.outcome.Games.map((g) => g.Id);
    expect(outcomeIds).toEqual(
      expect.arrayContaining([
        'rocketman_elbet',
        'aviator_spribe',
        'jetx_ssg',
        'plinko_stake',
        'bookofdead_png',
        'deadwood_nl',
        'primal_hunt',
        'jungle_stripes',
      ]),
    );
    expect(outcomeIds.filter((id) => id.startsWith('keno_')).length).toBe(2);
    for (const s of ['Pragmatic', 'Redrake', 'Evoplay'])
      expect(
        payloads.outcome.Games.some((g) => g.SectionId === s),
        s,
      ).toBe(true);
    const pragmaticIds = payloads.pragmatic.map((g) => g.gameID);
    expect(pragmaticIds).toEqual(expect.arrayContaining(['801', '1101', '204', '1401', '701', '225', '203', '303', '1301', '1320', '2201']));
    expect(payloads.pragmatic.some((g) => g.platform === 'WEB') && payloads.pragmatic.some((g) => g.platform === 'MOBILE')).toBe(true);
    const rgsProviders = new Set(payloads.rgs.map((g) => g.provider.name));
    expect(rgsProviders.has('Galaxsys') && rgsProviders.size > 1).toBe(true);
    const sg = new Set(payloads.slotegrator.map((g) => g.provider));
    expect(sg.has('vivogaming') && sg.has('lotto instant win') && sg.size >= 5).toBe(true);
    expect(payloads.goldenrace.some((g) => g.provider === 'TVBET')).toBe(true);
  });
});

describe('provider launch calls', () => {
  it.each(PROVIDERS)('$plugin launch needs a session', async ({ launch }) => {
    unauthorized(await h.call(launch.method, launch.path, { body: launch.body }));
  });

  it.each(PROVIDERS)('$plugin launch answers its own shape, pointing at the demo game page', async ({ plugin, launch, url, expect: want, keys }) => {
    const data = ok(
      await h.call(launch.method, launch.path, { body: launch.body, headers: { 'partner-authorization': h.sessions.player, 'partner-name': 'pampa' } }),
    );
    if (keys) hasKeys(data, keys, true);
    if (!url || !want) return;
    const target = new URL(url(data));
    expect(target.pathname).toBe('/sandbox/demo-game');
    const page = await h.call('GET', target.pathname + target.search);
    expect(page.text).toContain('>Demo game<');
    expect(page.text).toContain(`data-testid="demo-provider">${plugin}<`);
    expect(page.text).toContain(`data-testid="demo-game">${want.game}<`);
    if (want.lang) expect(page.text).toContain(`data-testid="demo-lang">${want.lang}<`);
    if (want.platform) expect(page.text).toContain(`data-testid="demo-platform">${want.platform}<`);
  });

  it("the token providers' template URL opens the demo page", async () => {
    const { token } = ok(await h.call('GET', '/games-api/tvbet/token', { session: h.sessions.player }));
    const page = await h.call('GET', `/sandbox/demo-game?provider=tvbet&game=1&lang=es&token=${token}&clientId=7`);
    expect(page.text).toContain('data-testid="demo-game">1<');
    expect(page.text).toContain(`data-testid="demo-token">${token}<`);
  });

  it('xpg lobby link sits under the main API', async () => {
    unauthorized(await h.call('GET', '/api/xpg/get_lobby_link?lang=2057'));
    expect(ok(await h.call('GET', '/api/xpg/get_lobby_link?lang=2057', { session: h.sessions.player })).link).toContain('/sandbox/demo-game?provider=xpg');
  });

  it('an unknown game is the external-route error (999); a missing parameter is malformed', async () => {
    fails(await h.call('GET', '/games-api/pragmatic/game/link?game_id=nope&platform=WEB&lang=en', { session: h.sessions.player }), 999);
    malformed(await h.call('GET', '/games-api/pragmatic/game/link?platform=WEB&lang=en', { session: h.sessions.player }));
    malformed(await h.call('GET', '/games-api/pragmatic/game/link?game_id=801&platform=TV&lang=en', { session: h.sessions.player }));
    malformed(await h.call('POST', '/games-api/goldenrace/create_session', { session: h.sessions.player, body: { game_id: 10101, platform: 'tv' } }));
    malformed(await h.call('GET', '/games-api/pragmatic/game/list'));
  });
});

describe('launch refusals: language and player', () => {
  /** Each launch call with its language parameter set to `lang` (token providers send none). */
  const withLang = (lang: string): Array<{ method: 'GET' | 'POST'; path: string; body?: unknown }> => [
    { method: 'GET', path: `/games-api/belatra/session?game=bigwildbuffalo&lang=${lang}` },
    { method: 'GET', path: `/games-api/ezugi/frame_url?openTable=1000&language=${lang}` },
    { method: 'POST', path: '/games-api/goldenrace/create_session', body: { game_id: 10101, platform: 'mobile', lang } },
    { method: 'GET', path: `/games-api/outcome/v1/session?game_id=aviator_spribe&lang=${lang}` },
    { method: 'GET', path: `/games-api/pragmatic/game/link?game_id=801&platform=WEB&lang=${lang}` },
    { method: 'GET', path: `/games-api/redrake/frame_url?gameid=7000&lang=${lang}` },
    { method: 'GET', path: `/games-api/rgs/game/launch?game_id=100&display_type=1&device_type=1&lang=${lang}` },
    { method: 'GET', path: `/games-api/rubiplay/open_session?game_code=rp_100&lang=${lang}` },
    {
      method: 'GET',
      path: `/games-api/slotegrator/games/link?project_name=pampa&game_uuid=${encodeURIComponent(payloads.slotegrator[0].uuid)}&language=${lang}`,
    },
    { method: 'GET', path: `/api/xpg/get_lobby_link?lang=${lang}` },
    { method: 'POST', path: '/games-api/starfish/launch', body: { game: 'sf-001', lang, device: 'desktop' } },
  ];

  it.each(['de', 'ru', 'pt-BR', '9999', 'en-US'])('a launch language outside the platform\'s (%s) is refused with 999 "unsupported language"', async (lang) => {
    for (const call of withLang(lang)) {
      const r = await h.call(call.method, call.path, { session: h.sessions.player, body: call.body });
      fails(r, 999);
      expect(r.body.error_message, call.path).toBe('unsupported language');
    }
  });

  it.each(['en', 'es', 'fr', '1049', '2057', '1046', '1036'])("the platform's launch language %s is accepted", async (lang) => {
    for (const call of withLang(lang)) ok(await h.call(call.method, call.path, { session: h.sessions.player, body: call.body }));
  });

  const everyLaunch = [...PROVIDERS.map((p) => p.launch), ...withLang('en').filter((c) => c.path.includes('xpg') || c.path.includes('starfish'))];

  it('a banned player cannot launch (status 5)', async () => {
    ok(await h.control({ players: { [PLAYER.email]: { is_banned: true } } }));
    for (const call of everyLaunch) fails(await h.call(call.method, call.path, { session: h.sessions.player, body: call.body }), 5);
  });

  it('a role other than player cannot launch (status 404 "not allowed to place bets"); it may still list', async () => {
    const agent = await h.login(AGENT.email, AGENT.password);
    for (const call of everyLaunch) {
      const r = await h.call(call.method, call.path, { session: agent, body: call.body });
      fails(r, 404);
      expect(r.body.error_message, call.path).toBe('not allowed to place bets');
    }
    ok(await h.call('GET', '/games-api/belatra/game_list', { session: agent }));
    ok(await h.control({ players: { [PLAYER.email]: { role: 2 } } }));
    fails(await h.call('GET', '/games-api/tvbet/token', { session: h.sessions.player }), 404);
  });
});

describe('favourites', () => {
  const slot = { id: '801~~~~801~~~~Pragmatic Live~~~~Mega Wheel', gameId: '801', gameName: 'Mega Wheel', routeProvider: 'pragmaticlive', tab: ['favorite'] };

  it('get, add and remove; the list persists across sessions of the server', async () => {
    unauthorized(await h.call('GET', '/api/favorite_slots/get_list'));
    expect(ok(await h.call('GET', '/api/favorite_slots/get_list', { session: h.sessions.player }))).toEqual({ favorite_slots: {} });
    const added = ok(await h.call('POST', '/api/favorite_slots/add', { session: h.sessions.player, body: { slot } }));
    expect(added.favorite_slots[slot.id]).toEqual(slot);
    const later = await h.login(PLAYER.email, PLAYER.password);
    expect(Object.keys(ok(await h.call('GET', '/api/favorite_slots/get_list', { session: later })).favorite_slots)).toEqual([slot.id]);
    expect(ok(await h.call('POST', '/api/favorite_slots/remove', { session: h.sessions.player, body: { id: slot.id } }))).toEqual({ favorite_slots: {} });
    malformed(await h.call('POST', '/api/favorite_slots/add', { session: h.sessions.player, body: { slot: { name: 'no id' } } }));
    malformed(await h.call('POST', '/api/favorite_slots/remove', { session: h.sessions.player, body: {} }));
  });
});
