import { randomBytes } from 'node:crypto';
import { SandboxError, badRequest, obj, optNum, optStr, pageOf, str, type Body } from '../http.ts';
import { requireUser, route, type Ctx, type Route } from '../router.ts';
import { findByEmail, leftToPlay, nextId, nowIso, type Player, type SandboxState } from '../state.ts';
import { round2 } from '../prng.ts';
import { activatePromo } from './payment.ts';
import { checkNotExcluded, endSession, endSessionsOf } from './responsibleGambling.ts';
import { consumeCode, issueCode, tryCode } from '../codes.ts';

const EMAIL = /^(?:[^\s@"]+|"[^"]+")@(?:[^\s@]+\.[^\s@]+|\[[0-9.:a-f]+\])$/i;

export const publicUser = (p: Player) => ({
  id: p.id,
  email: p.email,
  currency: p.currency,
  first_name: p.first_name,
  last_name: p.last_name,
  is_partner: p.is_partner,
  role: p.role,
});
export const balanceOf = (p: Player) => ({ balance: round2(p.balance), currency: p.currency, is_banned: p.is_banned, bonus_balance: round2(p.bonus_balance) });

function checkEmail(email: string): string {
  if (!EMAIL.test(email.trim())) throw new SandboxError(2, 'Incorrect e-mail');
  return email.trim();
}

/** Phone is 10 digits once spaces and brackets are stripped (spec §5). */
function checkPhone(phone: string): string {
  const digits = phone.replace(/[\s()+-]/g, '');
  if (!/^\d{10}$/.test(digits)) throw new SandboxError(15, 'Invalid phone number');
  return digits;
}

/** No code was sent to that address: the same answer as a wrong code (230), so a code sent to A never works for B. */
const neverSent = () => new SandboxError(230, 'Invalid verify code');

/** Applies the player password rules of the settings (spec §5); a weak password is code 231. */
export function checkPassword(state: SandboxState, password: string): void {
  const rules = state.settings.passwordSettings.player;
  if (!rules?.active) return;
  const digits = (password.match(/\d/g) ?? []).length;
  const upper = (password.match(/[A-Z]/g) ?? []).length;
  const lower = (password.match(/[a-z]/g) ?? []).length;
  const special = (password.match(/[^A-Za-z0-9\s]/g) ?? []).length;
  if (
    password.length < rules.min_length ||
    digits < rules.digits.amount ||
    upper < rules.letters.uppercase ||
    lower < rules.letters.lowercase ||
    upper + lower < rules.letters.amount ||
    special < rules.special_characters.amount
  ) {
    throw new SandboxError(231, `Password too easy: at least ${rules.min_length} characters, ${rules.digits.amount} digits`);
  }
}

const sendKey = (state: SandboxState, to: string, key: string): void => {
  state.outbox.push({ kind: 'verify', to, code: key, at: nowIso() });
};

/** The partner (brand) a request comes from: its partner-name header, kept on an account at sign-up. */
function partnerHeader(ctx: Ctx): string | null {
  const raw = ctx.req.headers['partner-name'];
  const name = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return name ? name : null;
}

function login(ctx: Ctx) {
  const username = str(ctx.body, 'username');
  const password = str(ctx.body, 'password');
  const p = findByEmail(ctx.state, username);
  if (!p) throw new SandboxError(3, 'No such user');
  if (p.password !== password) throw new SandboxError(4, 'Incorrect password');
  if (p.is_banned) throw new SandboxError(5, 'User banned');
  checkNotExcluded(ctx.state, p);
  const token = randomBytes(16).toString('hex');
  ctx.state.sessions.set(token, p.id);
  ctx.headers['set-cookie'] = `session=${token}; Path=/; SameSite=Lax`;
  return { token, ...publicUser(p) };
}

function logout(ctx: Ctx) {
  if (ctx.session) endSession(ctx.state, ctx.session);
  ctx.headers['set-cookie'] = 'session=; Path=/; Max-Age=0';
  return true;
}

function signup(ctx: Ctx) {
  const b = ctx.body;
  const fields = {
    password: str(b, 'password'),
    first_name: str(b, 'first_name'),
    last_name: str(b, 'last_name'),
    username: str(b, 'username'),
    phone: str(b, 'phone'),
    email: str(b, 'email'),
    code: str(b, 'code'),
  };
  const email = checkEmail(fields.email);
  if (findByEmail(ctx.state, email)) throw new SandboxError(21, 'E-mail already exists');
  if (findByEmail(ctx.state, fields.username)) throw new SandboxError(1, 'User already exists');
  const phone = checkPhone(fields.phone);
  checkPassword(ctx.state, fields.password);
  // The code must be the one sent to this e-mail (or, by SMS, to this phone), not expired nor void.
  const sentToEmail = ctx.state.codes.some((c) => c.purpose === 'signup' && c.to === email.toLowerCase());
  const used = tryCode(ctx.state, 'signup', sentToEmail ? email : phone, fields.code, neverSent);
  consumeCode(ctx.state, used);
  const state = ctx.state;
  const p: Player = {
    id: nextId(state),
    email,
    username: fields.username,
    password: fields.password,
    first_name: fields.first_name,
    last_name: fields.last_name,
    phone,
    currency: optStr(b, 'currency') ?? 'TRY',
    role: 0,
    is_partner: false,
    is_banned: false,
    verified: false,
    balance: 0,
    bonus_balance: 0,
    is_bonus_active: false,
    wagering: { total: 0, played: 0 },
    password_changed: true,
    promotion: { promotion_type: 0, promotion_is_active: true },
    cashback_balance: 0,
    deposits: [],
    withdrawals: [],
    payments: [],
    bets: [],
    promocodes: [],
    referrals: [],
    referralNotifications: [],
    referralRequests: [],
    favorites: {},
    recent: {},
    partner: partnerHeader(ctx),
    freespins: [{ id: nextId(state), created_at: nowIso(), provider: 'pragmatic', game: 'Gates of Olympus', count: 25, used: 0, win_amount: 0, status: 0 }],
  };
  state.players.push(p);
  state.verifyKeys.set(`VERIFY-${p.id}`, p.id);
  let isPromoActivated = false;
  const promo = optStr(b, 'promocode') ?? optStr(b, 'promo_code');
  if (promo) {
    try {
      activatePromo(state, p, promo);
      isPromoActivated = true;
    } catch {
      isPromoActivated = false;
    }
  }
  return { user_id: p.id, username: p.username, is_promo_activated: isPromoActivated };
}

function restoreByPhone(ctx: Ctx) {
  const phone = checkPhone(str(ctx.body, 'phone'));
  const country = str(ctx.body, 'country_code');
  // Each brand sends its own ISO 3166 alpha-3 code (rules.payment.phoneCountryCode; the reference brand's is TUR).
  if (!/^[A-Z]{3}$/.test(country)) throw new SandboxError(15, 'Invalid phone number: country_code must be an ISO 3166 alpha-3 code such as TUR');
  const p = ctx.state.players.find((x) => x.phone === phone);
  if (!p) throw new SandboxError(229, 'Phone does not exist');
  issueCode(ctx.state, 'restore', 'restore', phone, p.id);
  return true;
}

function restoreByEmail(ctx: Ctx) {
  const email = checkEmail(str(ctx.body, 'email'));
  const p = findByEmail(ctx.state, email);
  if (!p) throw new SandboxError(3, 'No such user');
  issueCode(ctx.state, 'restore', 'restore', email, p.id);
  return true;
}

/**
 * The pending reset a code is tried against: the one sent to the `email` or `phone` the body names (optional;
 * a code sent to A never resets B), else the newest one. Expired 10, void after too many tries 233, wrong 230.
 */
function restoreAddress(ctx: Ctx): string | undefined {
  return (typeof ctx.body.email === 'string' && ctx.body.email.trim()) || (typeof ctx.body.phone === 'string' && ctx.body.phone.trim()) || undefined;
}

function restoreCheck(ctx: Ctx) {
  tryCode(ctx.state, 'restore', restoreAddress(ctx), str(ctx.body, 'code'), () => new SandboxError(9, 'Recovery request not found'));
  return true;
}

function restoreNew(ctx: Ctx) {
  const code = str(ctx.body, 'code');
  const password = str(ctx.body, 'new_password');
  const kept = tryCode(ctx.state, 'restore', restoreAddress(ctx), code, () => new SandboxError(101, 'Recovery request not found'));
  checkPassword(ctx.state, password);
  const p = ctx.state.players.find((x) => x.id === kept.playerId);
  if (!p) throw new SandboxError(502, 'User does not exist');
  p.password = password;
  p.password_changed = true;
  consumeCode(ctx.state, kept);
  // Whoever held the account is out: every session of the player ends.
  endSessionsOf(ctx.state, p.id);
  return true;
}

function verifyRequest(ctx: Ctx) {
  const p = requireUser(ctx);
  if (p.verified) throw new SandboxError(8, 'Already verified');
  sendKey(ctx.state, p.email, `VERIFY-${p.id}`);
  ctx.state.verifyKeys.set(`VERIFY-${p.id}`, p.id);
  return true;
}

function verifyKey(ctx: Ctx) {
  const key = ctx.params.code;
  if (key === 'EXPIRED') throw new SandboxError(7, 'Key expired');
  const id = ctx.state.verifyKeys.get(key);
  const p = ctx.state.players.find((x) => x.id === id);
  if (!p) throw new SandboxError(6, 'Invalid verification key');
  if (p.verified) throw new SandboxError(8, 'Already verified');
  p.verified = true;
  return { verified: true, email: p.email };
}

export const bonusState = (p: Player) => ({
  wagering_amount: round2(p.wagering.total),
  amount_plaid: round2(p.wagering.played),
  amount_left_to_play: round2(leftToPlay(p)),
});
export const wagerInfo = (p: Player) => ({
  total_wager_amount: round2(p.wagering.total),
  already_plaid: round2(p.wagering.played),
  left_to_play: round2(leftToPlay(p)),
});

function slotsBetHistory(ctx: Ctx) {
  const p = requireUser(ctx);
  const b = ctx.body;
  const page = Math.max(1, Math.floor(optNum(b, 'page') ?? Number(ctx.query.get('page') ?? 1)) || 1);
  const count = Math.min(100, Math.max(1, Math.floor(optNum(b, 'count') ?? optNum(b, 'limit') ?? 10)));
  const result = optNum(b, 'result');
  const from = optStr(b, 'date_from');
  const to = optStr(b, 'date_to');
  const rows = p.bets.filter(
    (r) =>
      (result === 1 ? r.status === 1 : result === 2 ? r.status === 2 || r.status === 4 : true) &&
      (!from || r.date >= from) &&
      (!to || r.date.slice(0, 10) <= to),
  );
  const { rows: data, total } = pageOf(rows, page, count);
  return { data, count: total };
}

function dailyWinnings(ctx: Ctx) {
  const providers = ['pragmatic', 'outcome', 'belatra', 'rubyplay', 'redrake', 'ezugi'];
  const types = ['diamond', 'gold', 'silver', 'bronze'];
  const names = ['mario', 'lucia', 'andrea', 'jorge', 'sofia', 'pedro', 'valentina', 'diego'];
  const day = new Date().toISOString().slice(0, 10);
  return Array.from({ length: 40 }, (_, i) => {
    const bet = 5 * ((i * 7 + ctx.state.seed) % 20) + 5;
    const multiple = round2(2 + ((i * 37) % 500) / 10);
    const name = names[i % names.length];
    return {
      user_name: `${name.slice(0, 2)}***${name.slice(-1)}`,
      provider: providers[i % providers.length],
      bet,
      multiple,
      amount: round2(bet * multiple),
      date: `${day} ${String(23 - (i % 24)).padStart(2, '0')}:00:00`,
      type: types[i % 4],
    };
  });
}

/** A Game posted by the client: an object with a string id. */
export function gameBody(b: Body, key = 'slot'): Record<string, unknown> & { id: string } {
  const slot = obj(b, key);
  if (typeof slot.id !== 'string' || slot.id === '') throw badRequest(`Field "${key}.id" is required and must be a string`);
  return slot as Record<string, unknown> & { id: string };
}

export const userRoutes: Route[] = [
  route('GET', '/api/user/check', (ctx) => publicUser(requireUser(ctx))),
  route('GET', '/api/user/balance', (ctx) => balanceOf(requireUser(ctx))),
  route('GET', '/api/user/logout', logout),
  route('POST', '/api/user/login', login),
  route('POST', '/api/user/signup/email', signup),
  route('POST', '/api/user/password/restore', restoreByPhone),
  route('POST', '/api/user/password/restore/email', restoreByEmail),
  route('POST', '/api/user/password/restore/check', restoreCheck),
  route('POST', '/api/user/password/restore/new', restoreNew),
  route('POST', '/api/user/verify/email', verifyRequest, { auth: true }),
  route('GET', '/api/user/verify/email/:code', verifyKey),
  route('GET', '/api/user/bonus_balance_state', (ctx) => bonusState(requireUser(ctx))),
  route('POST', '/api/user/bonus_balance_request', (ctx) => {
    const p = requireUser(ctx);
    if (p.deposits.length === 0) throw new SandboxError(2214, 'Bonus terms not met: make a deposit first');
    return { ...bonusState(p), requested: true };
  }),
  route('GET', '/api/user/wager_info', (ctx) => wagerInfo(requireUser(ctx))),
  route('GET', '/api/user/password_changed', (ctx) => requireUser(ctx).password_changed),
  // "phone" is the address the code was sent to: the client confirms the e-mail under this name.
  route('POST', '/api/user/confirm-code', (ctx) => {
    tryCode(ctx.state, 'signup', str(ctx.body, 'phone'), str(ctx.body, 'code'), neverSent);
    return true;
  }),
  route('POST', '/api/user/phone/code', (ctx) => {
    str(ctx.body, 'country_code');
    issueCode(ctx.state, 'signup', 'phone', checkPhone(str(ctx.body, 'phone')));
    return true;
  }),
  route('POST', '/api/user/email/code', (ctx) => {
    const email = checkEmail(str(ctx.body, 'email'));
    if (findByEmail(ctx.state, email)) throw new SandboxError(21, 'E-mail already exists');
    issueCode(ctx.state, 'signup', 'email', email);
    return true;
  }),
  route('GET', '/api/user/blocklist', (ctx) => ({ providers: [...ctx.state.blocklist.providers], casinoTypes: [...ctx.state.blocklist.casinoTypes] })),
  route('POST', '/api/user/getSlotsBetHistory', slotsBetHistory),
  route('GET', '/api/user/daily_winnings', dailyWinnings),
  route('GET', '/api/user/recently_played_games/list', (ctx) => ({ recent_games: requireUser(ctx).recent })),
  route('POST', '/api/user/recently_played_games/add', (ctx) => {
    const p = requireUser(ctx);
    const slot = gameBody(ctx.body);
    const known = Object.values(p.recent).some((g) => (g as { gameId?: unknown }).gameId !== undefined && (g as { gameId?: unknown }).gameId === slot.gameId);
    if (!known) p.recent[slot.id] = slot;
    return { recent_games: p.recent };
  }),
];
