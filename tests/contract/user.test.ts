import { describe, expect, it } from 'vitest';
import { AGENT, BANNED, NEWBIE, PLAYER, fails, hasKeys, malformed, ok, unauthorized, withSandbox } from '../support/sandbox';

const h = withSandbox();

describe('session: login, check, balance, logout', () => {
  it('check without a session is 401 Unauthorized in the envelope', async () => {
    unauthorized(await h.call('GET', '/api/user/check'));
    unauthorized(await h.call('GET', '/api/user/balance'));
  });

  it('login sets a JS-readable session cookie; check and balance answer the server field names', async () => {
    const r = await h.call('POST', '/api/user/login', { body: { username: PLAYER.email, password: PLAYER.password } });
    ok(r);
    const cookie = r.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=[0-9a-f]+; Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const session = /session=([^;]+)/.exec(cookie)![1];
    const user = ok(await h.call('GET', '/api/user/check', { session }));
    hasKeys(user, ['id', 'email', 'currency', 'first_name', 'last_name', 'is_partner', 'role'], true);
    expect(user).toMatchObject({ id: 1001, email: PLAYER.email, role: 0, is_partner: false });
    const balance = ok(await h.call('GET', '/api/user/balance', { session }));
    hasKeys(balance, ['balance', 'currency', 'is_banned', 'bonus_balance'], true);
    expect(balance).toMatchObject({ balance: 5000, is_banned: false });
  });

  it('accepts the session from the partner-authorization header too', async () => {
    const session = await h.login(AGENT.email, AGENT.password);
    const user = ok(await h.call('GET', '/api/user/check', { headers: { 'partner-authorization': session } }));
    expect(user).toMatchObject({ role: 1, is_partner: true });
  });

  it('refuses a wrong password (4), an unknown user (3) and a banned user (5)', async () => {
    fails(await h.call('POST', '/api/user/login', { body: { username: PLAYER.email, password: 'nope' } }), 4);
    fails(await h.call('POST', '/api/user/login', { body: { username: 'ghost@croupier.test', password: 'x' } }), 3);
    fails(await h.call('POST', '/api/user/login', { body: { username: BANNED.email, password: BANNED.password } }), 5);
  });

  it('logout ends the session', async () => {
    const session = await h.login(PLAYER.email, PLAYER.password);
    const r = await h.call('GET', '/api/user/logout', { session });
    ok(r);
    expect(r.headers.get('set-cookie')).toMatch(/session=;.*Max-Age=0/);
    unauthorized(await h.call('GET', '/api/user/check', { session }));
  });

  it('a banned flag set mid-session shows in the balance', async () => {
    const session = await h.login(PLAYER.email, PLAYER.password);
    ok(await h.control({ players: { [PLAYER.email]: { is_banned: true } } }));
    expect(ok(await h.call('GET', '/api/user/balance', { session })).is_banned).toBe(true);
  });
});

describe('sign-up and codes', () => {
  const form = {
    password: 'Secret123',
    first_name: 'Eva',
    last_name: 'Nova',
    username: 'eva@mail.test',
    phone: '(555) 1112233',
    email: 'eva@mail.test',
    code: '123456',
    currency: 'TRY',
  };

  it('sends an e-mail code, refuses a used (21) or bad (2) e-mail', async () => {
    ok(await h.call('POST', '/api/user/email/code', { body: { email: 'eva@mail.test' } }));
    fails(await h.call('POST', '/api/user/email/code', { body: { email: PLAYER.email } }), 21);
    fails(await h.call('POST', '/api/user/email/code', { body: { email: 'not-an-email' } }), 2);
  });

  it('confirm-code and phone code check their input (230, 15)', async () => {
    ok(await h.call('POST', '/api/user/email/code', { body: { email: 'eva@mail.test' } }));
    expect(ok(await h.call('POST', '/api/user/confirm-code', { body: { code: '123456', phone: 'eva@mail.test' } }))).toBe(true);
    fails(await h.call('POST', '/api/user/confirm-code', { body: { code: '000000', phone: 'eva@mail.test' } }), 230);
    ok(await h.call('POST', '/api/user/phone/code', { body: { country_code: 'TUR', phone: '5551112233' } }));
    fails(await h.call('POST', '/api/user/phone/code', { body: { country_code: 'TUR', phone: '12' } }), 15);
  });

  it('signs up (user_id, username, is_promo_activated), then the user can log in', async () => {
    ok(await h.call('POST', '/api/user/email/code', { body: { email: form.email } }));
    const data = ok(await h.call('POST', '/api/user/signup/email', { body: { ...form, promocode: 'WELCOME25' } }));
    hasKeys(data, ['user_id', 'username', 'is_promo_activated'], true);
    expect(data).toMatchObject({ username: form.username, is_promo_activated: true });
    const session = await h.login(form.email, form.password);
    expect(ok(await h.call('GET', '/api/user/check', { session })).id).toBe(data.user_id);
  });

  it('refuses used e-mail 21, bad e-mail 2, wrong code 230, easy password 231, bad phone 15', async () => {
    ok(await h.call('POST', '/api/user/email/code', { body: { email: form.email } }));
    fails(await h.call('POST', '/api/user/signup/email', { body: { ...form, email: PLAYER.email } }), 21);
    fails(await h.call('POST', '/api/user/signup/email', { body: { ...form, email: 'bad@' } }), 2);
    fails(await h.call('POST', '/api/user/signup/email', { body: { ...form, code: '999999' } }), 230);
    fails(await h.call('POST', '/api/user/signup/email', { body: { ...form, password: 'abc' } }), 231);
    fails(await h.call('POST', '/api/user/signup/email', { body: { ...form, phone: '123' } }), 15);
    malformed(await h.call('POST', '/api/user/signup/email', { body: { email: 'x@y.z' } }));
  });
});

describe('password restore', () => {
  it('by e-mail: request, check, new password, then login with it', async () => {
    fails(await h.call('POST', '/api/user/password/restore/check', { body: { code: '123456' } }), 9);
    fails(await h.call('POST', '/api/user/password/restore/email', { body: { email: 'ghost@croupier.test' } }), 3);
    ok(await h.call('POST', '/api/user/password/restore/email', { body: { email: PLAYER.email } }));
    fails(await h.call('POST', '/api/user/password/restore/check', { body: { code: '000000' } }), 230);
    ok(await h.call('POST', '/api/user/password/restore/check', { body: { code: '123456' } }));
    fails(await h.call('POST', '/api/user/password/restore/new', { body: { code: '123456', new_password: 'weak' } }), 231);
    ok(await h.call('POST', '/api/user/password/restore/new', { body: { code: '123456', new_password: 'Fresh1234' } }));
    fails(await h.call('POST', '/api/user/login', { body: { username: PLAYER.email, password: PLAYER.password } }), 4);
    await h.login(PLAYER.email, 'Fresh1234');
  });

  it('by phone: unknown phone is 229, a bad one 15, a country code that is not ISO alpha-3 15', async () => {
    ok(await h.call('POST', '/api/user/password/restore', { body: { phone: '5551234567', country_code: 'TUR' } }));
    ok(await h.call('POST', '/api/user/password/restore', { body: { phone: '(555) 1234567', country_code: 'FRA' } }));
    fails(await h.call('POST', '/api/user/password/restore', { body: { phone: '5551234567', country_code: 'TR' } }), 15);
    fails(await h.call('POST', '/api/user/password/restore', { body: { phone: '5550000000', country_code: 'TUR' } }), 229);
    fails(await h.call('POST', '/api/user/password/restore', { body: { phone: '12ab', country_code: 'TUR' } }), 15);
  });
});

describe('verification, bonus and wagering', () => {
  it('verifies an e-mail by key once (8 after), refuses an invalid key (6) and an expired one (7)', async () => {
    const session = await h.login(NEWBIE.email, NEWBIE.password);
    ok(await h.call('POST', '/api/user/verify/email', { session }));
    fails(await h.call('GET', '/api/user/verify/email/NOPE'), 6);
    fails(await h.call('GET', '/api/user/verify/email/EXPIRED'), 7);
    ok(await h.call('GET', '/api/user/verify/email/VERIFY-1002'));
    fails(await h.call('GET', '/api/user/verify/email/VERIFY-1002'), 8);
    const player = await h.login(PLAYER.email, PLAYER.password);
    fails(await h.call('POST', '/api/user/verify/email', { session: player }), 8);
  });

  it('bonus state, wager info and password_changed use the spec names', async () => {
    const session = await h.login(NEWBIE.email, NEWBIE.password);
    const state = ok(await h.call('GET', '/api/user/bonus_balance_state', { session }));
    hasKeys(state, ['wagering_amount', 'amount_plaid', 'amount_left_to_play']);
    expect(state).toMatchObject({ wagering_amount: 90, amount_plaid: 20.5, amount_left_to_play: 69.5 });
    const wager = ok(await h.call('GET', '/api/user/wager_info', { session }));
    hasKeys(wager, ['total_wager_amount', 'already_plaid', 'left_to_play'], true);
    expect(ok(await h.call('GET', '/api/user/password_changed', { session }))).toBe(true);
    ok(await h.control({ players: { [NEWBIE.email]: { password_changed: false } } }));
    expect(ok(await h.call('GET', '/api/user/password_changed', { session }))).toBe(false);
    hasKeys(ok(await h.call('POST', '/api/user/bonus_balance_request', { session })), ['wagering_amount', 'requested']);
  });
});

describe('lists: blocklist, bet history, daily winnings, recently played', () => {
  it('blocklist answers providers and casinoTypes, and follows the control endpoint', async () => {
    expect(ok(await h.call('GET', '/api/user/blocklist'))).toEqual({ providers: [], casinoTypes: [] });
    ok(await h.control({ blocklist: { providers: ['pragmatic'], casinoTypes: ['live'] } }));
    expect(ok(await h.call('GET', '/api/user/blocklist'))).toEqual({ providers: ['pragmatic'], casinoTypes: ['live'] });
  });

  it('slots bet history pages over more than 30 rows and filters wins', async () => {
    const session = await h.login(PLAYER.email, PLAYER.password);
    const first = ok(await h.call('POST', '/api/user/getSlotsBetHistory', { session, body: { page: 1, count: 10 } }));
    hasKeys(first, ['data', 'count'], true);
    expect(first.count).toBeGreaterThan(30);
    expect(first.data).toHaveLength(10);
    hasKeys(first.data[0], ['date', 'amount', 'status', 'provider', 'game', 'balance_after', 'balance_before']);
    const fourth = ok(await h.call('POST', '/api/user/getSlotsBetHistory', { session, body: { page: 4, count: 10 } }));
    expect(fourth.data[0].id).not.toBe(first.data[0].id);
    const wins = ok(await h.call('POST', '/api/user/getSlotsBetHistory', { session, body: { result: 1, count: 100 } }));
    expect(wins.data.every((b: { status: number }) => b.status === 1)).toBe(true);
    malformed(await h.call('POST', '/api/user/getSlotsBetHistory', { session, body: { page: 'first' } }));
  });

  it('daily winnings items carry masked names and a medal type', async () => {
    const list = ok(await h.call('GET', '/api/user/daily_winnings'));
    expect(list.length).toBeGreaterThan(30);
    hasKeys(list[0], ['user_name', 'provider', 'bet', 'multiple', 'amount', 'date', 'type'], true);
    expect(list[0].user_name).toContain('***');
    expect(['gold', 'silver', 'bronze', 'diamond']).toContain(list[0].type);
  });

  it('recently played persists for the session life and ignores a repeated gameId', async () => {
    const session = await h.login(PLAYER.email, PLAYER.password);
    unauthorized(await h.call('GET', '/api/user/recently_played_games/list'));
    const slot = { id: '1~~~~vs20olympgate~~~~pragmatic~~~~Gates of Olympus', gameId: 'vs20olympgate', gameName: 'Gates of Olympus' };
    ok(await h.call('POST', '/api/user/recently_played_games/add', { session, body: { slot } }));
    ok(await h.call('POST', '/api/user/recently_played_games/add', { session, body: { slot: { ...slot, id: 'other-id' } } }));
    const again = await h.login(PLAYER.email, PLAYER.password);
    const list = ok(await h.call('GET', '/api/user/recently_played_games/list', { session: again }));
    expect(Object.keys(list.recent_games)).toEqual([slot.id]);
    malformed(await h.call('POST', '/api/user/recently_played_games/add', { session, body: { slot: 'x' } }));
  });
});
