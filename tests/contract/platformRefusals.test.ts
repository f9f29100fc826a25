import { beforeEach, describe, expect, it } from 'vitest';
import { NEWBIE, PLAYER, fails, ok, unauthorized, withSandbox } from '../support/sandbox';

/**
 * What a real platform refuses and the sandbox once let through (issue "Money safety", item 10): codes
 * bound to their address, expiring, with limited tries; a password reset ending every session; the
 * account's partner deciding the cooling period; maintenance and bans enforced on launches and payments;
 * a session time limit counted per player per day.
 */
const h = withSandbox();

const post = (path: string, body: unknown, session?: string, headers?: Record<string, string>) => h.call('POST', path, { body, session, headers });

describe('sign-up and confirm codes', () => {
  const form = {
    password: 'Secret123',
    first_name: 'Eva',
    last_name: 'Nova',
    username: 'eva@mail.test',
    phone: '5551112233',
    email: 'eva@mail.test',
    code: '123456',
    currency: 'TRY',
  };

  it('a code works only for the address it was sent to: not for another address, nor for the sign-up of another e-mail', async () => {
    fails(await post('/api/user/confirm-code', { code: '123456', phone: 'eva@mail.test' }), 230);
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    fails(await post('/api/user/confirm-code', { code: '123456', phone: 'bob@mail.test' }), 230);
    fails(await post('/api/user/signup/email', { ...form, email: 'bob@mail.test', username: 'bob@mail.test', phone: '5551112299' }), 230);
    ok(await post('/api/user/confirm-code', { code: '123456', phone: 'EVA@mail.test' }));
    ok(await post('/api/user/signup/email', form));
  });

  it('a sign-up code is used once', async () => {
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    ok(await post('/api/user/signup/email', form));
    ok(await post('/api/user/email/code', { email: 'ann@mail.test' }));
    // the code sent to ann is not eva's, and eva's is gone
    fails(await post('/api/user/confirm-code', { code: '123456', phone: 'eva@mail.test' }), 230);
  });

  it('an SMS code signs up the phone it was sent to', async () => {
    ok(await post('/api/user/phone/code', { country_code: 'TUR', phone: '(555) 111 22 33' }));
    ok(await post('/api/user/confirm-code', { code: '123456', phone: '5551112233' }));
    fails(await post('/api/user/signup/email', { ...form, phone: '5551112200' }), 230);
    ok(await post('/api/user/signup/email', form));
  });

  it('expires after the TTL (232); a new code works again', async () => {
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    ok(await h.control({ rgClockOffsetHours: 9 / 60 }));
    ok(await post('/api/user/confirm-code', { code: '123456', phone: 'eva@mail.test' }));
    ok(await h.control({ rgClockOffsetHours: 10 / 60 }));
    const expired = await post('/api/user/confirm-code', { code: '123456', phone: 'eva@mail.test' });
    fails(expired, 232);
    fails(await post('/api/user/signup/email', form), 232);
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    ok(await post('/api/user/signup/email', form));
  });

  it('is void after 5 wrong tries (233), even for the right code, until a new one is sent', async () => {
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    for (let i = 0; i < 4; i++) fails(await post('/api/user/confirm-code', { code: `00000${i}`, phone: 'eva@mail.test' }), 230);
    fails(await post('/api/user/confirm-code', { code: '000009', phone: 'eva@mail.test' }), 233);
    fails(await post('/api/user/confirm-code', { code: '123456', phone: 'eva@mail.test' }), 233);
    fails(await post('/api/user/signup/email', form), 233);
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    ok(await post('/api/user/signup/email', form));
  });

  it('the TTL and the tries are controls', async () => {
    ok(await h.control({ codes: { ttlMinutes: 1, maxTries: 2 } }));
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    fails(await post('/api/user/confirm-code', { code: '1', phone: 'eva@mail.test' }), 230);
    fails(await post('/api/user/confirm-code', { code: '2', phone: 'eva@mail.test' }), 233);
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    ok(await h.control({ rgClockOffsetHours: 1 / 60 }));
    fails(await post('/api/user/confirm-code', { code: '123456', phone: 'eva@mail.test' }), 232);
    const state = (await h.call('GET', '/__sandbox/state')).body.data;
    expect(state.codeRules).toEqual({ ttlMinutes: 1, maxTries: 2 });
    fails(await h.control({ codes: { maxTries: 0 } }), 500, 400);
    fails(await h.control({ codes: { ttlMinutes: -1 } }), 500, 400);
  });
});

describe('password reset codes', () => {
  const restoreEmail = (email = PLAYER.email) => post('/api/user/password/restore/email', { email });

  it('expire after the TTL (10, recovery expired)', async () => {
    ok(await restoreEmail());
    ok(await h.control({ rgClockOffsetHours: 0.25 }));
    fails(await post('/api/user/password/restore/check', { code: '123456' }), 10);
    fails(await post('/api/user/password/restore/new', { code: '123456', new_password: 'Fresh1234' }), 10);
    ok(await h.call('POST', '/api/user/login', { body: { username: PLAYER.email, password: PLAYER.password } }));
  });

  it('lock after 5 wrong tries (233): 2,000 guesses do not find the code', async () => {
    ok(await restoreEmail());
    const answers = new Set<number>();
    for (let i = 0; i < 20; i++) answers.add((await post('/api/user/password/restore/check', { code: String(100000 + i) })).body.status);
    expect([...answers]).toEqual([230, 233]);
    fails(await post('/api/user/password/restore/new', { code: '123456', new_password: 'Fresh1234' }), 233);
    ok(await restoreEmail());
    ok(await post('/api/user/password/restore/new', { code: '123456', new_password: 'Fresh1234' }));
  });

  it('are bound to the account they were sent for: a code sent to A never resets B', async () => {
    ok(await restoreEmail(PLAYER.email));
    fails(await post('/api/user/password/restore/check', { code: '123456', email: NEWBIE.email }), 9);
    fails(await post('/api/user/password/restore/new', { code: '123456', email: NEWBIE.email, new_password: 'Fresh1234' }), 101);
    ok(await restoreEmail(NEWBIE.email));
    ok(await post('/api/user/password/restore/new', { code: '123456', email: PLAYER.email, new_password: 'Fresh1234' }));
    // the player's password changed; the newbie's did not
    await h.login(PLAYER.email, 'Fresh1234');
    await h.login(NEWBIE.email, NEWBIE.password);
    // a used code is gone: the player's code does not work twice
    fails(await post('/api/user/password/restore/new', { code: '123456', email: PLAYER.email, new_password: 'Other1234' }), 101);
  });

  it('by phone: bound to the phone', async () => {
    ok(await post('/api/user/password/restore', { phone: '5559876543', country_code: 'TUR' }));
    fails(await post('/api/user/password/restore/check', { code: '123456', phone: '5551234567' }), 9);
    ok(await post('/api/user/password/restore/check', { code: '123456', phone: '(555) 987 65 43' }));
    ok(await post('/api/user/password/restore/new', { code: '123456', new_password: 'Fresh1234' }));
    await h.login(NEWBIE.email, 'Fresh1234');
  });

  it('a reset ends every session of the player; a password change ends the other ones', async () => {
    const a = await h.login(PLAYER.email, PLAYER.password);
    const b = await h.login(PLAYER.email, PLAYER.password);
    ok(await restoreEmail());
    ok(await post('/api/user/password/restore/new', { code: '123456', new_password: 'Fresh1234' }));
    unauthorized(await h.call('GET', '/api/user/check', { session: a }));
    unauthorized(await h.call('GET', '/api/user/check', { session: b }));
    const c = await h.login(PLAYER.email, 'Fresh1234');
    const d = await h.login(PLAYER.email, 'Fresh1234');
    ok(await post('/api/user/password/change', { password: 'Fresh1234', new_password: 'Again1234' }, c));
    ok(await h.call('GET', '/api/user/check', { session: c }));
    unauthorized(await h.call('GET', '/api/user/check', { session: d }));
  });
});

describe('responsible gambling by the account, not the request', () => {
  const RG = '/api/user/responsible_gambling';

  it("the cooling period of a raised limit is the account partner's whatever partner-name is sent", async () => {
    ok(await h.control({ players: { [PLAYER.email]: { partner: 'lumen' } } }));
    const s = await h.login(PLAYER.email, PLAYER.password);
    ok(await post(`${RG}/limit`, { kind: 'deposit_day', amount: 100 }, s, { 'partner-name': 'pampa' }));
    const raised = ok(await post(`${RG}/limit`, { kind: 'deposit_day', amount: 900 }, s, { 'partner-name': 'pampa' }));
    expect(raised.cooling_period_hours).toBe(168);
    ok(await h.control({ rgClockOffsetHours: 25 }));
    expect(ok(await h.call('GET', RG, { session: s, headers: { 'partner-name': 'pampa' } })).limits.deposit_day.amount).toBe(100);
  });

  it('sign-up keeps the partner it came from', async () => {
    ok(await post('/api/user/email/code', { email: 'eva@mail.test' }));
    const form = {
      password: 'Secret123',
      first_name: 'Eva',
      last_name: 'Nova',
      username: 'eva@mail.test',
      phone: '5551112233',
      email: 'eva@mail.test',
      code: '123456',
    };
    ok(await post('/api/user/signup/email', form, undefined, { 'partner-name': 'lumen' }));
    const state = (await h.call('GET', '/__sandbox/state')).body.data;
    expect(state.players.find((p: { email: string }) => p.email === 'eva@mail.test').partner).toBe('lumen');
    const s = await h.login('eva@mail.test', 'Secret123');
    expect(ok(await h.call('GET', RG, { session: s, headers: { 'partner-name': 'pampa' } })).cooling_period_hours).toBe(168);
  });

  it("the session time limit counts the player's play today over every sign-in", async () => {
    // The count is per day: start at 10:00 UTC tomorrow so the test never crosses midnight.
    const now = Date.now();
    const base = (Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1, 10) - now) / 3_600_000;
    ok(await h.control({ rgClockOffsetHours: base }));
    const s1 = await h.login(PLAYER.email, PLAYER.password);
    const launch = (s: string) => h.call('GET', '/games-api/belatra/session?game=bigwildbuffalo&lang=en', { session: s });
    ok(await post(`${RG}/limit`, { kind: 'session_minutes', amount: 30 }, s1));
    ok(await launch(s1));
    ok(await h.control({ rgClockOffsetHours: base + 0.25 }));
    ok(await h.call('GET', '/api/user/logout', { session: s1 }));
    // signed out for an hour: that time is not play
    ok(await h.control({ rgClockOffsetHours: base + 1.25 }));
    const s2 = await h.login(PLAYER.email, PLAYER.password);
    expect(ok(await h.call('GET', RG, { session: s2 })).limits.session_minutes.used).toBe(15);
    ok(await launch(s2));
    ok(await h.control({ rgClockOffsetHours: base + 1.5 }));
    fails(await launch(s2), 2703);
    fails(await launch(await h.login(PLAYER.email, PLAYER.password)), 2703);
    // the next day starts from zero
    ok(await h.call('GET', '/api/user/logout', { session: s2 }));
    ok(await h.control({ rgClockOffsetHours: base + 24 }));
    const s3 = await h.login(PLAYER.email, PLAYER.password);
    expect(ok(await h.call('GET', RG, { session: s3 })).limits.session_minutes.used).toBe(0);
    ok(await launch(s3));
  });
});

describe('maintenance and bans on launches and payments', () => {
  const launch = (s?: string, provider = 'belatra') =>
    provider === 'belatra'
      ? h.call('GET', '/games-api/belatra/session?game=bigwildbuffalo&lang=es', { session: s })
      : h.call('GET', '/games-api/pragmatic/game/link?game_id=vs20olympgate&platform=WEB&lang=en', { session: s });
  const deposit = (s: string) => post('/api/payment/admin_deposit', { amount: 100, iban_number: 'TR1', requisite_id: null }, s);
  const withdraw = (s: string) =>
    post(
      '/api/payment/cashier_withdrawal_by_payment',
      { amount: 100, payment_system: 'Bank', payment_country_id: 0, payment_account_name: 'P J', payment_account_id: 'ACC' },
      s,
    );
  const cryptoDeposit = (s: string) => post('/api/payment/admin_deposit', { amount: 0.001, pay_currency: 'BTC', requisite_id: null }, s);
  let player: string;
  beforeEach(async () => {
    player = await h.login(PLAYER.email, PLAYER.password);
  });

  it('the casino in maintenance refuses launches (2800, the message in the launch language), not the allow-listed player', async () => {
    ok(await launch(player));
    ok(await h.control({ maintenance: { items: [{ area: 'casino', message: { en: 'Back soon', es: 'Volvemos pronto' } }] } }));
    const refused = await launch(player);
    fails(refused, 2800);
    expect(refused.body.error_message).toContain('Volvemos pronto');
    fails(await h.call('GET', '/games-api/belatra/session?game=bigwildbuffalo&demo=true'), 2800);
    // payments are another area
    ok(await deposit(player));
    ok(await h.control({ maintenance: { items: [{ area: 'casino' }], allow: { players: [1001] } } }));
    ok(await launch(player));
  });

  it('a provider in maintenance refuses its launches only; a maintenance whose end has passed is over', async () => {
    ok(await h.control({ maintenance: { items: [{ area: 'provider', provider: 'Belatra' }] } }));
    fails(await launch(player), 2800);
    ok(await launch(player, 'pragmatic'));
    ok(await h.control({ maintenance: { items: [{ area: 'provider', provider: 'belatra', ends_at: new Date(Date.now() - 1000).toISOString() }] } }));
    ok(await launch(player));
  });

  it('the cash desk or the site in maintenance refuses deposits, crypto deposits and withdrawals', async () => {
    ok(await h.control({ maintenance: { items: [{ area: 'cashdesk' }] } }));
    fails(await deposit(player), 2800);
    fails(await cryptoDeposit(player), 2800);
    fails(await withdraw(player), 2800);
    ok(await launch(player));
    ok(await h.control({ maintenance: { items: [{ area: 'site' }] } }));
    fails(await deposit(player), 2800);
    fails(await launch(player), 2800);
    ok(await h.control({ maintenance: { items: [{ area: 'site' }], allow: { players: [1001] } } }));
    ok(await deposit(player));
  });

  it('a provider on the blocklist refuses its launches (2801), by id or name', async () => {
    ok(await h.control({ blocklist: { providers: ['belatra'] } }));
    fails(await launch(player), 2801);
    ok(await launch(player, 'pragmatic'));
    ok(await h.control({ blocklist: { providers: ['Pragmatic Play'] } }));
    fails(await launch(player, 'pragmatic'), 2801);
    ok(await launch(player));
  });

  it('a player banned mid-session is refused launches and payments (5)', async () => {
    ok(await h.control({ players: { [PLAYER.email]: { is_banned: true } } }));
    fails(await launch(player), 5);
    fails(await deposit(player), 5);
    fails(await cryptoDeposit(player), 5);
    fails(await withdraw(player), 5);
  });
});
