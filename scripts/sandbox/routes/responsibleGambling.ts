import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { isBrandFolder, layerDirs, mergeLayers, readLayers } from '../../lib/brandLayers.ts';
import { SandboxError, badRequest, num, str } from '../http.ts';
import { requireUser, route, type Ctx, type Route } from '../router.ts';
import type { Player, SandboxState } from '../state.ts';
import { round2 } from '../prng.ts';

/**
 * The platform side of responsible gambling: player limits with a cooling period for raised ones,
 * time-out and self-exclusion. A real platform holds each partner's cooling period and exclusion
 * periods itself; the sandbox reads them from the brand folders (rules.json responsibleGambling), keyed
 * by the account's partner (the brand.json api.partnerName it signed up on; Player.partner).
 */

import { LIMIT_KINDS, type ExclusionKind, type LimitKind, type RgAccount, type RgPlayDay } from '../model.ts';

export interface PartnerRg {
  coolingPeriodHours: number;
  timeOutDays: number[];
  selfExclusionDays: number[];
}

/** Without a known partner the platform's own default: 24 hours, the commonest regulator minimum. */
const DEFAULT_PARTNER: PartnerRg = { coolingPeriodHours: 24, timeOutDays: [1, 7, 30], selfExclusionDays: [180, 365, 1825] };

const BRANDS_DIR = fileURLToPath(new URL('../../../brands', import.meta.url));
let partners: Map<string, PartnerRg> | undefined;

/** Each brand's responsible-gambling settings by its partner name, read once from brands/. */
export function partnerSettings(): Map<string, PartnerRg> {
  if (partners) return partners;
  partners = new Map();
  if (!existsSync(BRANDS_DIR)) return partners;
  for (const name of readdirSync(BRANDS_DIR)) {
    if (!isBrandFolder(BRANDS_DIR, name)) continue;
    try {
      const layers = layerDirs(join(BRANDS_DIR, name));
      const brand = mergeLayers(readLayers(layers, 'brand.json')) as { api?: { partnerName?: string }; features?: { responsibleGambling?: boolean } };
      const rules = mergeLayers(readLayers(layers, 'rules.json')) as { responsibleGambling?: Partial<PartnerRg> };
      const rg = rules.responsibleGambling;
      if (!brand.api?.partnerName || !rg || typeof rg.coolingPeriodHours !== 'number') continue;
      partners.set(brand.api.partnerName, { ...DEFAULT_PARTNER, ...rg } as PartnerRg);
    } catch {
      // A broken brand folder is the validator's to report; the sandbox serves the others.
    }
  }
  return partners;
}

/**
 * The partner whose periods apply to a player: the account's (set at sign-up from the brand it signed up
 * on), never the partner-name the request sends, so a player cannot pick a shorter cooling period.
 */
function partnerOf(p: Player): PartnerRg {
  return (p.partner && partnerSettings().get(p.partner)) || DEFAULT_PARTNER;
}

/** The sandbox's clock for limits and exclusions: real time moved by the control endpoint's rgClockOffsetHours. */
export const rgNow = (state: SandboxState): number => Date.now() + state.rgClockOffsetMs;
const iso = (ms: number): string => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
const parse = (s: string): number => Date.parse(`${s.replace(' ', 'T')}Z`);

const WINDOW_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

export function accountOf(state: SandboxState, p: Player): RgAccount {
  const found = state.rg.get(p.id);
  if (found) return found;
  const a: RgAccount = { limits: {}, pending: {}, exclusion: null };
  state.rg.set(p.id, a);
  return a;
}

/** Applies pending changes whose cooling period is over, and ends an exclusion whose period is over. */
function settle(state: SandboxState, a: RgAccount): void {
  const now = rgNow(state);
  for (const kind of Object.keys(a.pending) as LimitKind[]) {
    const p = a.pending[kind]!;
    if (parse(p.effective_at) > now) continue;
    if (p.amount === null) delete a.limits[kind];
    else a.limits[kind] = p.amount;
    delete a.pending[kind];
  }
  if (a.exclusion && parse(a.exclusion.until) <= now) a.exclusion = null;
}

/**
 * An amount in the player's account currency: a crypto deposit is in coins, worth the coin's dollar
 * rate times the account currency's rate per dollar (content cryptoUsdRates, fiatPerUsd). A currency
 * without a rate is refused rather than counted as money at face value.
 */
export function inAccountCurrency(state: SandboxState, p: Player, amount: number, currency: string): number {
  if (currency === p.currency) return amount;
  const { cryptoUsdRates, fiatPerUsd } = state.content;
  const usd = cryptoUsdRates[currency] ?? (fiatPerUsd[currency] ? 1 / fiatPerUsd[currency] : undefined);
  const perUsd = fiatPerUsd[p.currency];
  if (usd === undefined || perUsd === undefined) throw new SandboxError(103, `No exchange rate from ${currency} to ${p.currency}`);
  return round2(amount * usd * perUsd);
}

/** Deposited (requests paid or waiting, in the account currency) or net lost in a limit's rolling window. */
function usedIn(state: SandboxState, p: Player, kind: LimitKind): number {
  const [what, window] = kind.split('_');
  const days = WINDOW_DAYS[window];
  if (!days) return 0;
  const since = rgNow(state) - days * 86_400_000;
  if (what === 'deposit') {
    return round2(
      p.deposits.filter((d) => d.status !== 2 && parse(d.date) >= since).reduce((s, d) => s + inAccountCurrency(state, p, d.amount, d.currency), 0),
    );
  }
  return round2(
    Math.max(
      0,
      p.bets.filter((b) => parse(b.date) >= since).reduce((s, b) => s + b.amount - b.win_amount, 0),
    ),
  );
}

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The player's play record for today: a new day starts from zero (a session still open counts from midnight). */
function playDay(state: SandboxState, playerId: number): RgPlayDay {
  const now = rgNow(state);
  const today = dayOf(now);
  let d = state.rgPlay.get(playerId);
  if (!d) {
    d = { day: today, closedMs: 0, open: new Map() };
    state.rgPlay.set(playerId, d);
  } else if (d.day !== today) {
    const midnight = Date.parse(`${today}T00:00:00Z`);
    d.day = today;
    d.closedMs = 0;
    for (const [token, start] of d.open) d.open.set(token, Math.max(start, midnight));
  }
  return d;
}

/** Minutes the player has played today over all their sessions (the session time limit counts per player per day, not per sign-in). */
function playedMinutes(state: SandboxState, playerId: number): number {
  const d = playDay(state, playerId);
  const now = rgNow(state);
  let ms = d.closedMs;
  for (const start of d.open.values()) ms += Math.max(0, now - start);
  return Math.floor(ms / 60_000);
}

/** A session ends (sign-out, password reset or change, exclusion): its play stretch is closed and kept in today's total. */
export function endSession(state: SandboxState, token: string): void {
  const id = state.sessions.get(token);
  state.sessions.delete(token);
  if (id === undefined) return;
  const d = state.rgPlay.get(id);
  const start = d?.open.get(token);
  if (!d || start === undefined) return;
  playDay(state, id);
  d.closedMs += Math.max(0, rgNow(state) - (d.open.get(token) ?? start));
  d.open.delete(token);
}

/** Ends every session of a player (except `keep`). */
export function endSessionsOf(state: SandboxState, playerId: number, keep?: string): void {
  for (const [token, id] of [...state.sessions]) if (id === playerId && token !== keep) endSession(state, token);
}

/**
 * A bet the sandbox records (control recordBets): dated on the responsible-gambling clock, so it counts
 * in the loss limits' current windows; the balance moves by the net result.
 */
export function recordBet(state: SandboxState, p: Player, amount: number, win: number, game = 'Sandbox bet', provider = 'sandbox'): void {
  const before = round2(p.balance);
  p.balance = round2(p.balance - amount + win);
  p.bets.unshift({
    id: state.nextId++,
    date: iso(rgNow(state)),
    amount: round2(amount),
    status: win > 0 ? 1 : 2,
    provider,
    game,
    win_amount: round2(win),
    balance_before: before,
    balance_after: p.balance,
  });
}

/** GET answer: every limit kind with its amount (null = none), what is used and left, and a pending change. */
export function rgView(ctx: Ctx, p: Player) {
  const a = accountOf(ctx.state, p);
  settle(ctx.state, a);
  const limits = Object.fromEntries(
    LIMIT_KINDS.map((kind) => {
      const amount = a.limits[kind] ?? null;
      const used = kind === 'session_minutes' ? playedMinutes(ctx.state, p.id) : usedIn(ctx.state, p, kind);
      const pending = a.pending[kind] ?? null;
      return [kind, { amount, used, remaining: amount === null || kind === 'session_minutes' ? null : round2(Math.max(0, amount - used)), pending }];
    }),
  );
  return { limits, cooling_period_hours: partnerOf(p).coolingPeriodHours, exclusion: a.exclusion, now: iso(rgNow(ctx.state)) };
}

function setLimit(ctx: Ctx) {
  const p = requireUser(ctx);
  const kind = str(ctx.body, 'kind') as LimitKind;
  if (!LIMIT_KINDS.includes(kind)) throw badRequest(`Field "kind" must be one of ${LIMIT_KINDS.join(', ')}`);
  const raw = ctx.body.amount;
  const amount = raw === null ? null : num(ctx.body, 'amount');
  if (amount !== null && (amount <= 0 || (kind === 'session_minutes' && !Number.isInteger(amount)))) {
    throw new SandboxError(103, kind === 'session_minutes' ? 'A session limit is a whole number of minutes above 0' : 'A limit must be above 0');
  }
  const a = accountOf(ctx.state, p);
  settle(ctx.state, a);
  const current = a.limits[kind];
  // Lowering (or a first limit) protects the player, so it applies at once; raising or removing waits.
  if (amount !== null && (current === undefined || amount <= current)) {
    a.limits[kind] = amount;
    delete a.pending[kind];
  } else if (current === undefined) {
    delete a.pending[kind];
  } else {
    const hours = partnerOf(p).coolingPeriodHours;
    a.pending[kind] = { amount, effective_at: iso(rgNow(ctx.state) + hours * 3_600_000) };
  }
  return rgView(ctx, p);
}

function exclude(ctx: Ctx) {
  const p = requireUser(ctx);
  const kind = str(ctx.body, 'kind') as ExclusionKind;
  if (kind !== 'time_out' && kind !== 'self_exclusion') throw badRequest('Field "kind" must be time_out or self_exclusion');
  const days = num(ctx.body, 'days');
  const partner = partnerOf(p);
  const allowed = kind === 'time_out' ? partner.timeOutDays : partner.selfExclusionDays;
  if (!allowed.includes(days)) throw new SandboxError(103, `A ${kind.replace('_', '-')} lasts one of ${allowed.join(', ')} days`);
  const a = accountOf(ctx.state, p);
  const until = iso(rgNow(ctx.state) + days * 86_400_000);
  // A longer exclusion already running is never shortened.
  if (!a.exclusion || parse(a.exclusion.until) < parse(until)) a.exclusion = { kind, until };
  endSessionsOf(ctx.state, p.id);
  ctx.headers['set-cookie'] = 'session=; Path=/; Max-Age=0';
  return a.exclusion;
}

/** Sign-in refusal for an excluded player (platform code 2700), with the end of the period in the text. */
export function checkNotExcluded(state: SandboxState, p: Player): void {
  const a = state.rg.get(p.id);
  if (!a) return;
  settle(state, a);
  if (a.exclusion) throw new SandboxError(2700, `Account closed for play by ${a.exclusion.kind.replace('_', '-')} until ${a.exclusion.until} UTC`);
}

/**
 * Deposit refusal over a deposit limit (platform code 2701), naming the limit and what is left. The
 * amount is in `currency` (a crypto deposit's coin), weighed in the account currency.
 */
export function checkDepositLimits(state: SandboxState, p: Player, amount: number, currency = p.currency): void {
  const a = state.rg.get(p.id);
  if (!a) return;
  settle(state, a);
  const kinds = (['deposit_day', 'deposit_week', 'deposit_month'] as const).filter((k) => a.limits[k] !== undefined);
  if (!kinds.length) return;
  const money = inAccountCurrency(state, p, amount, currency);
  for (const kind of kinds) {
    const limit = a.limits[kind]!;
    const left = round2(Math.max(0, limit - usedIn(state, p, kind)));
    const what = currency === p.currency ? `${money}` : `${amount} ${currency} (${money} ${p.currency})`;
    if (money > left) throw new SandboxError(2701, `Deposit of ${what} over the ${kind.slice(8)} deposit limit of ${limit} ${p.currency}: ${left} left`);
  }
}

/**
 * Game launch refusals: a loss limit reached (platform code 2702), or the session time limit used up
 * (2703: the player's play time today over all sessions, each counted from its first launch; a new
 * sign-in does not start it again). A launch that passes starts its session's play time.
 */
export function checkPlayLimits(state: SandboxState, p: Player, session: string | undefined): void {
  const a = state.rg.get(p.id);
  if (a) checkAccountLimits(state, a, p);
  if (session === undefined) return;
  const d = playDay(state, p.id);
  if (!d.open.has(session)) d.open.set(session, rgNow(state));
}

function checkAccountLimits(state: SandboxState, a: RgAccount, p: Player): void {
  settle(state, a);
  for (const kind of ['loss_day', 'loss_week', 'loss_month'] as const) {
    const limit = a.limits[kind];
    if (limit !== undefined && usedIn(state, p, kind) >= limit) throw new SandboxError(2702, `Loss limit of ${limit} per ${kind.slice(5)} reached`);
  }
  const minutes = a.limits.session_minutes;
  if (minutes !== undefined && playedMinutes(state, p.id) >= minutes) {
    throw new SandboxError(2703, `Session time limit of ${minutes} minutes a day used up: play opens again tomorrow`);
  }
}

export const responsibleGamblingRoutes: Route[] = [
  route('GET', '/api/user/responsible_gambling', (ctx) => rgView(ctx, requireUser(ctx)), { auth: true }),
  route('POST', '/api/user/responsible_gambling/limit', setLimit, { auth: true }),
  route('POST', '/api/user/responsible_gambling/exclude', exclude, { auth: true }),
];
