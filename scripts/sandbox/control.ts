import { badRequest, type Body } from './http.ts';
import { route, type Ctx, type Route } from './router.ts';
import { AFTER_BOOKING_FAULTS, FAULTS, findByEmail, leftToPlay, type AfterBookingFault, type Fault, type Player, type SandboxState } from './state.ts';
import { catalogueCount, indexCatalogue } from './generate.ts';
import { parseMaintenance } from './maintenance.ts';
import { recordBet } from './routes/responsibleGambling.ts';
import { parseCodeRules } from './codes.ts';

const isObject = (v: unknown): v is Body => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Deep merge for settings: objects merge, everything else (arrays included) replaces. */
function merge(target: Body, patch: Body): void {
  for (const [k, v] of Object.entries(patch)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    if (isObject(v) && isObject(target[k])) merge(target[k] as Body, v);
    else target[k] = structuredClone(v);
  }
}

const stringList = (v: unknown, where: string): string[] => {
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) throw badRequest(`${where} must be an array of strings`);
  return v as string[];
};

/** Fields of a seeded player a test may change. */
const PLAYER_FIELDS: Record<string, 'number' | 'boolean' | 'string'> = {
  balance: 'number',
  bonus_balance: 'number',
  cashback_balance: 'number',
  role: 'number',
  is_banned: 'boolean',
  verified: 'boolean',
  is_bonus_active: 'boolean',
  is_partner: 'boolean',
  password_changed: 'boolean',
  password: 'string',
  currency: 'string',
};

function patchPlayer(p: Player, patch: Body): void {
  for (const [k, v] of Object.entries(patch)) {
    if (k === 'partner') {
      // The brand the account belongs to (its partner name), or null for the platform default.
      if (v !== null && (typeof v !== 'string' || v.trim() === ''))
        throw badRequest('players.*.partner must be a partner name (brand.json api.partnerName) or null');
      p.partner = v === null ? null : v.trim();
      continue;
    }
    if (k === 'wagering') {
      if (!isObject(v) || typeof v.total !== 'number' || typeof v.played !== 'number')
        throw badRequest('players.*.wagering must be {total: number, played: number}');
      p.wagering = { total: v.total, played: v.played };
      continue;
    }
    const type = PLAYER_FIELDS[k];
    if (!type) throw badRequest(`players.*.${k} cannot be changed (allowed: ${Object.keys(PLAYER_FIELDS).join(', ')}, wagering, partner)`);
    if (typeof v !== type) throw badRequest(`players.*.${k} must be a ${type}`);
    (p as unknown as Body)[k] = v;
  }
}

function applyControl(state: SandboxState, body: Body) {
  if (body.blocklist !== undefined) {
    if (!isObject(body.blocklist)) throw badRequest('blocklist must be {providers: [], casinoTypes: []}');
    state.blocklist = {
      providers: body.blocklist.providers === undefined ? state.blocklist.providers : stringList(body.blocklist.providers, 'blocklist.providers'),
      casinoTypes: body.blocklist.casinoTypes === undefined ? state.blocklist.casinoTypes : stringList(body.blocklist.casinoTypes, 'blocklist.casinoTypes'),
    };
  }
  if (body.settings !== undefined) {
    if (!isObject(body.settings)) throw badRequest('settings must be an object (a partial of GET /api/site/settings)');
    merge(state.settings as unknown as Body, body.settings);
  }
  if (body.faults !== undefined) {
    if (!isObject(body.faults)) throw badRequest('faults must be {"<provider path prefix>": "fail" | "error" | "hang" | "malformed" | "invalid-json" | null}');
    for (const [key, v] of Object.entries(body.faults)) {
      if (v === null) delete state.faults[key];
      else if (typeof v === 'string' && (FAULTS as string[]).includes(v)) state.faults[key] = v as Fault;
      else throw badRequest(`faults.${key}: "${String(v)}" is not one of ${FAULTS.join(', ')} or null`);
    }
  }
  if (body.afterBooking !== undefined) {
    if (!isObject(body.afterBooking))
      throw badRequest(`afterBooking must be {"<payment path>": ${AFTER_BOOKING_FAULTS.map((f) => `"${f}"`).join(' | ')} | null}`);
    for (const [key, v] of Object.entries(body.afterBooking)) {
      if (v === null) delete state.afterBooking[key];
      else if (typeof v === 'string' && (AFTER_BOOKING_FAULTS as string[]).includes(v)) state.afterBooking[key] = v as AfterBookingFault;
      else throw badRequest(`afterBooking.${key}: "${String(v)}" is not one of ${AFTER_BOOKING_FAULTS.join(', ')} or null`);
    }
  }
  if (body.respond !== undefined) {
    if (!isObject(body.respond)) throw badRequest('respond must be {"<path prefix>": {http?: number, body: <any JSON>} | null}');
    for (const [key, v] of Object.entries(body.respond)) {
      if (v === null) {
        delete state.respond[key];
        continue;
      }
      if (!isObject(v) || !('body' in v)) throw badRequest(`respond.${key} must be {http?: number, body: <any JSON>} or null`);
      const extra = Object.keys(v).filter((k) => k !== 'http' && k !== 'body');
      if (extra.length > 0) throw badRequest(`respond.${key}: unknown field(s) ${extra.join(', ')} (allowed: http, body)`);
      const http = v.http ?? 200;
      if (typeof http !== 'number' || !Number.isInteger(http) || http < 200 || http > 599 || http === 204 || http === 304) {
        throw badRequest(`respond.${key}.http must be an HTTP status with a body (200-599, not 204/304)`);
      }
      state.respond[key] = { http, body: structuredClone(v.body) };
    }
  }
  if (body.rgClockOffsetHours !== undefined) {
    if (typeof body.rgClockOffsetHours !== 'number' || !Number.isFinite(body.rgClockOffsetHours))
      throw badRequest('rgClockOffsetHours must be a number of hours (0 = real time)');
    state.rgClockOffsetMs = body.rgClockOffsetHours * 3_600_000;
  }
  if (body.maintenance !== undefined) state.maintenance = parseMaintenance(body.maintenance);
  if (body.codes !== undefined) state.codeRules = parseCodeRules(state.codeRules, body.codes, badRequest);
  if (body.addGames !== undefined) {
    // New items at the end of a provider's list in its own shape (a list that is an array: belatra, pragmatic, ...).
    if (!isObject(body.addGames)) throw badRequest('addGames must be {"<plugin>": [<raw list items in that provider\'s shape>]}');
    // A copy: the generated catalogue is shared by every reset, which must bring back the seeded lists.
    const catalogue = { ...state.catalogue } as unknown as Record<string, unknown>;
    for (const [plugin, items] of Object.entries(body.addGames)) {
      const list = catalogue[plugin];
      if (!Array.isArray(list))
        throw badRequest(
          `addGames.${plugin}: only providers whose list is an array take new items (${Object.keys(catalogue)
            .filter((k) => Array.isArray(catalogue[k]))
            .join(', ')})`,
        );
      if (!Array.isArray(items) || items.some((x) => !isObject(x))) throw badRequest(`addGames.${plugin} must be an array of objects`);
      catalogue[plugin] = [...list, ...structuredClone(items)];
    }
    state.catalogue = catalogue as unknown as SandboxState['catalogue'];
    state.games = indexCatalogue(state.catalogue);
  }
  if (body.players !== undefined) {
    if (!isObject(body.players)) throw badRequest('players must be {"<email>": {balance?, is_banned?, ...}}');
    for (const [email, patch] of Object.entries(body.players)) {
      const p = findByEmail(state, email);
      if (!p) throw badRequest(`players: no player "${email}"`);
      if (!isObject(patch)) throw badRequest(`players.${email} must be an object`);
      patchPlayer(p, patch);
    }
  }
  if (body.recordBets !== undefined) {
    // Seeded bets are old: a test records bets "now" (responsible-gambling clock) to reach a loss limit.
    if (!isObject(body.recordBets)) throw badRequest('recordBets must be {"<email>": [{amount, win_amount?}]}');
    for (const [email, list] of Object.entries(body.recordBets)) {
      const p = findByEmail(state, email);
      if (!p) throw badRequest(`recordBets: no player "${email}"`);
      if (!Array.isArray(list)) throw badRequest(`recordBets.${email} must be an array of {amount, win_amount?}`);
      for (const b of list) {
        const amount = isObject(b) ? b.amount : undefined;
        const win = isObject(b) ? (b.win_amount ?? 0) : undefined;
        if (typeof amount !== 'number' || !(amount > 0) || typeof win !== 'number' || !(win >= 0)) {
          throw badRequest(`recordBets.${email}: each bet needs amount > 0 and win_amount >= 0 (numbers)`);
        }
        recordBet(state, p, amount, win);
      }
    }
  }
  return {
    blocklist: state.blocklist,
    settings: state.settings,
    faults: state.faults,
    afterBooking: state.afterBooking,
    respond: state.respond,
    maintenance: state.maintenance,
  };
}

function summary(ctx: Ctx, hung: number) {
  const s = ctx.state;
  return {
    seed: s.seed,
    blocklist: s.blocklist,
    maintenance: s.maintenance,
    settings: s.settings,
    faults: s.faults,
    afterBooking: s.afterBooking,
    respond: s.respond,
    idempotencyKeys: s.idempotency.size,
    hung,
    sessions: s.sessions.size,
    outbox: s.outbox,
    codeRules: s.codeRules,
    codes: s.codes.map((c) => ({ purpose: c.purpose, to: c.to, expires_at: new Date(c.expiresAt).toISOString(), tries_left: c.triesLeft, locked: c.locked })),
    promoCodes: s.promoCodes.map((c) => ({ code: c.code, kind: c.kind })),
    games: catalogueCount(s.catalogue),
    players: s.players.map((p) => ({
      id: p.id,
      email: p.email,
      role: p.role,
      is_banned: p.is_banned,
      verified: p.verified,
      balance: p.balance,
      bonus_balance: p.bonus_balance,
      partner: p.partner,
      left_to_play: leftToPlay(p),
      deposits: p.deposits.length,
      withdrawals: p.withdrawals.length,
      payments: p.payments.length,
      favorites: Object.keys(p.favorites).length,
      recent: Object.keys(p.recent).length,
      responsible_gambling: s.rg.get(p.id) ?? null,
    })),
    rgClockOffsetHours: s.rgClockOffsetMs / 3_600_000,
  };
}

/** Test-only control endpoint (docs/CONTRACTS.md §4). */
export function controlRoutes(hooks: { reset(): void; hung(): number }): Route[] {
  return [
    route('POST', '/__sandbox/reset', () => {
      hooks.reset();
      return true;
    }),
    route('POST', '/__sandbox/control', (ctx) => applyControl(ctx.state, ctx.body)),
    route('GET', '/__sandbox/state', (ctx) => summary(ctx, hooks.hung())),
  ];
}
