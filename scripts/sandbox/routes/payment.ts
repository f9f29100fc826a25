import { SandboxError, badRequest, num, pageOf, paging, str } from '../http.ts';
import { requireUser, route, type Ctx, type Route } from '../router.ts';
import { leftToPlay, nextId, nowIso, type PaymentItem, type Player, type SandboxState } from '../state.ts';
import { round2 } from '../prng.ts';
import { isRemoval } from '../seed.ts';
import { checkDepositLimits } from './responsibleGambling.ts';
import { checkCashdeskOpen } from '../maintenance.ts';

/** Who may pay in or out: a session (401), the site and cash desk not in maintenance unless let through (2800), not banned (5). */
function requirePayer(ctx: Ctx): Player {
  const p = requireUser(ctx);
  checkCashdeskOpen(ctx);
  if (p.is_banned) throw new SandboxError(5, 'User banned');
  return p;
}

/** Verified players, and unverified ones after 5 paid deposits, may choose payment details (spec §5). */
export const seesRequisites = (p: Player): boolean => p.verified || p.deposits.filter((d) => d.status === 1).length >= 5;

function ledgerRow(state: SandboxState, p: Player, type: number, value: number, status: number, system: string, requisite = '', balanceType = 0): PaymentItem {
  const signed = type === 1 || type === 3 ? -value : value;
  const row: PaymentItem = {
    id: nextId(state),
    type,
    created_at: nowIso(),
    value: round2(value),
    status,
    balance_before: round2(p.balance),
    balance_after: round2(p.balance + signed),
    payment_requisite: requisite,
    payment_system: system,
    transaction_id: `TX-${p.id}-${state.nextId}`,
    balance_type: balanceType,
  };
  p.payments.unshift(row);
  return row;
}

function deposit(ctx: Ctx) {
  const p = requirePayer(ctx);
  const amount = num(ctx.body, 'amount');
  // A crypto deposit (pay_currency) is paid through its invoice, so it has no IBAN.
  const payCurrency = typeof ctx.body.pay_currency === 'string' && ctx.body.pay_currency.trim() ? ctx.body.pay_currency.trim().toUpperCase() : undefined;
  if (payCurrency && !ctx.state.content.cryptoLimits[payCurrency]) throw new SandboxError(103, `Unknown crypto currency ${payCurrency}`);
  const rawReq = ctx.body.requisite_id;
  const requisiteId = rawReq === null || rawReq === undefined || rawReq === '' || Number(rawReq) === -1 ? null : num(ctx.body, 'requisite_id');
  // A deposit through support (no requisite) may leave the IBAN empty (spec §5); one paid to a requisite needs it.
  const iban = payCurrency || (requisiteId === null && ctx.body.iban_number === '') ? '' : str(ctx.body, 'iban_number');
  // A crypto deposit is bounded by its currency's limits, a bank deposit by the site's.
  const site = ctx.state.settings.limits.payment.deposits;
  const coin = payCurrency ? ctx.state.content.cryptoLimits[payCurrency].deposit : undefined;
  const [min, max] = coin ? [coin.min_amount, coin.max_amount] : [site.min, site.max];
  if (amount < min || amount > max) throw new SandboxError(103, `Deposit amount must be between ${min} and ${max}`);
  checkDepositLimits(ctx.state, p, amount, payCurrency);
  let requisite = '';
  if (requisiteId !== null) {
    if (!seesRequisites(p)) throw new SandboxError(11, 'User not verified: complete 5 deposits or write to support');
    const r = ctx.state.content.requisites.find((x) => x.id === requisiteId);
    if (!r) throw new SandboxError(103, `Requisite ${requisiteId} not found`);
    requisite = r.payment_requisite;
  }
  const firstDeposit = !p.deposits.some((d) => d.status === 1);
  // A crypto deposit waits for its invoice to be paid: created, nothing credited yet.
  // A coin amount keeps its satoshi-level digits: rounded to cents, 0.001 BTC would be recorded as 0.
  const item = {
    id: nextId(ctx.state),
    amount: payCurrency ? Math.round(amount * 1e8) / 1e8 : round2(amount),
    comment: '',
    currency: payCurrency ?? p.currency,
    date: nowIso(),
    status: payCurrency ? 0 : 1,
    iban_number: iban,
    requisite_id: requisiteId,
  };
  p.deposits.unshift(item);
  if (payCurrency) return { invoice_url: `${ctx.origin}/sandbox/invoice/${item.id}`, deposit: item };
  ledgerRow(ctx.state, p, 0, amount, 2, requisite ? 'Bank transfer' : 'Support', requisite);
  p.balance = round2(p.balance + amount);
  // First-deposit bonus (15%, wager 2x the bonus) only with the player's agreement: the deposit-bonus
  // promotion (PUT /api/user/promotion/change, type 0) active, or bonus_agreement in the body.
  const agreed = (p.promotion.promotion_type === 0 && p.promotion.promotion_is_active) || ctx.body.bonus_agreement === true;
  if (firstDeposit && agreed) {
    const bonus = round2(amount * 0.15);
    ledgerRow(ctx.state, p, 2, bonus, 2, 'Bonus');
    p.bonus_balance = round2(p.bonus_balance + bonus);
    p.wagering.total = round2(p.wagering.total + bonus * 2);
  }
  return { invoice_url: `${ctx.origin}/sandbox/invoice/${item.id}`, deposit: item };
}

function withdraw(ctx: Ctx) {
  const p = requirePayer(ctx);
  const amount = num(ctx.body, 'amount');
  const system = str(ctx.body, 'payment_system');
  const country = num(ctx.body, 'payment_country_id');
  const accountName = str(ctx.body, 'payment_account_name');
  const accountId = str(ctx.body, 'payment_account_id');
  // A crypto withdrawal (the currency as payment system) is bounded by that currency's limits.
  const coin = ctx.state.content.cryptoLimits[system.trim().toUpperCase()]?.withdrawal;
  const { min, max } = coin ? { min: coin.min_amount, max: coin.max_amount } : ctx.state.settings.limits.payment.withdrawal;
  if (leftToPlay(p) > 0) {
    if (p.is_bonus_active) throw new SandboxError(105, 'Withdrawal blocked by bonus conditions, contact the chat');
    throw new SandboxError(1180, `Withdrawal unavailable until wagering is met: ${leftToPlay(p)} left to play`);
  }
  if (amount < min) throw new SandboxError(106, `Withdrawal below the minimum of ${min}`);
  if (amount > max) throw new SandboxError(103, `Withdrawal above the maximum of ${max}`);
  if (amount > p.balance) throw new SandboxError(103, 'Transaction cannot be completed: insufficient balance');
  const item = {
    id: nextId(ctx.state),
    create_date: nowIso(),
    amount: round2(amount),
    status: 0,
    player_id: p.id,
    comment: '',
    payment_system: system,
    payment_account_name: accountName,
    payment_account_id: accountId,
    payment_country_id: country,
  };
  p.withdrawals.unshift(item);
  ledgerRow(ctx.state, p, 1, amount, 0, system, accountId);
  p.balance = round2(p.balance - amount);
  return { wagering_amount: leftToPlay(p), withdrawal: item };
}

/** The code (envelope status, HTTP 200) of an Idempotency-Key reused with another request (another path or body). */
export const IDEMPOTENCY_MISMATCH = 409;
const MAX_KEY_LENGTH = 255;

/** JSON with sorted keys: the same body sent twice compares equal whatever its key order. */
function canonical(x: unknown): string {
  if (Array.isArray(x)) return `[${x.map(canonical).join(',')}]`;
  if (x !== null && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(x) ?? 'null';
}

/**
 * A booking call honouring the `Idempotency-Key` header, as Stripe does: the first request with a key books and
 * its answer is kept (per player); a repeat with the same key and the same request answers that data again without
 * booking; the same key with another path or body is refused with IDEMPOTENCY_MISMATCH. A refusal (business error)
 * keeps nothing, so a corrected request may reuse the key. Sets ctx.booked when money moved (after-booking faults).
 */
function idempotent(handler: (ctx: Ctx) => unknown) {
  return (ctx: Ctx) => {
    const p = requireUser(ctx);
    const raw = ctx.req.headers['idempotency-key'];
    const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!key) {
      const data = handler(ctx);
      ctx.booked = true;
      return data;
    }
    if (key.length > MAX_KEY_LENGTH) throw badRequest(`Idempotency-Key longer than ${MAX_KEY_LENGTH} characters`);
    const request = `${ctx.req.method} ${ctx.path} ${canonical(ctx.body)}`;
    const id = `${p.id}:${key}`;
    const prior = ctx.state.idempotency.get(id);
    if (prior) {
      if (prior.request !== request) throw new SandboxError(IDEMPOTENCY_MISMATCH, 'Idempotency-Key already used with a different request');
      return structuredClone(prior.data);
    }
    const data = handler(ctx);
    ctx.state.idempotency.set(id, { request, data: structuredClone(data) });
    ctx.booked = true;
    return data;
  };
}

function paymentHistory(ctx: Ctx) {
  const p = requireUser(ctx);
  const { page, count } = paging(ctx.query);
  const q = (k: string) => (ctx.query.get(k) === null || ctx.query.get(k) === '' ? undefined : Number(ctx.query.get(k)));
  const type = q('type');
  const balanceType = q('balance_type');
  const status = q('status');
  const from = ctx.query.get('date_from');
  const to = ctx.query.get('date_to');
  const rows = p.payments.filter(
    (r) =>
      (type === undefined || type === 2 || (type === 1) === isRemoval(r.type)) &&
      (balanceType === undefined || balanceType === 2 || r.balance_type === balanceType) &&
      (status === undefined || r.status === status) &&
      (!from || r.created_at >= from) &&
      (!to || r.created_at.slice(0, 10) <= to),
  );
  const { rows: payments, total } = pageOf(rows, page, count);
  return { payments, count: total };
}

/** Activates a promo code for a player; throws the catalogue's 22xx codes. */
export function activatePromo(state: SandboxState, p: Player, raw: string) {
  const code = raw.trim().toUpperCase();
  const promo = state.promoCodes.find((c) => c.code === code);
  if (!promo) throw new SandboxError(2200, 'Promocode not found');
  if (p.promocodes.some((h) => h.code === code)) throw new SandboxError(2202, 'Promocode already activated');
  const refusals: Record<string, [number, string]> = {
    expired: [2201, 'Promocode expired'],
    max: [2217, 'Maximum activations reached'],
    'not-in-program': [2211, 'Not in bonus program'],
    terms: [2214, 'Promocode terms not met'],
    blocked: [2208, 'Promocode blocked'],
  };
  const refusal = refusals[promo.kind];
  if (refusal) throw new SandboxError(refusal[0], refusal[1]);
  p.promocodes.unshift({ id: nextId(state), code, created_at: nowIso() });
  if (promo.bonus > 0) {
    ledgerRow(state, p, 2, promo.bonus, 2, 'Promocode');
    p.bonus_balance = round2(p.bonus_balance + promo.bonus);
    p.wagering.total = round2(p.wagering.total + promo.bonus * 2);
  }
  if (promo.freespins > 0) {
    p.freespins.unshift({
      id: nextId(state),
      created_at: nowIso(),
      provider: 'pragmatic',
      game: 'Sweet Bonanza',
      count: promo.freespins,
      used: 0,
      win_amount: 0,
      status: 0,
    });
  }
  return { code, is_activated: true, bonus: promo.bonus, freespins: promo.freespins };
}

const paged = <T>(ctx: Ctx, items: T[]) => {
  const { page, count } = paging(ctx.query);
  const { rows, pages, total } = pageOf(items, page, count);
  return { data: rows, meta: { pages, total, page, count } };
};

/** Line-style crypto calls need the partner-name header. */
function partner(ctx: Ctx): void {
  if (!ctx.req.headers['partner-name']) throw new SandboxError(400, 'partner-name header required', 400);
}

function cryptoLimit(ctx: Ctx, kind: 'deposit' | 'withdrawal') {
  partner(ctx);
  const currency = ctx.params.currency.toUpperCase();
  const limits = ctx.state.content.cryptoLimits[currency];
  if (!limits) throw new SandboxError(404, `Unknown currency ${currency}`, 404);
  return { currency, ...limits[kind] };
}

export const paymentRoutes: Route[] = [
  route('POST', '/api/payment/admin_deposit', idempotent(deposit)),
  route('POST', '/api/payment/cashier_withdrawal_by_payment', idempotent(withdraw)),
  route('GET', '/api/payment/admin_requisite', (ctx) => (seesRequisites(requireUser(ctx)) ? ctx.state.content.requisites : [])),
  route('GET', '/api/payment/deposit_request', (ctx) => paged(ctx, requireUser(ctx).deposits)),
  route('GET', '/api/payment/withdrawal_request', (ctx) => paged(ctx, requireUser(ctx).withdrawals)),
  route('GET', '/api/payment/history/payment-with-withdrawal', paymentHistory),
  route('POST', '/api/payment/promocode/activation', (ctx) => activatePromo(ctx.state, requireUser(ctx), str(ctx.body, 'code'))),
  route('GET', '/api/payment/promocode/history', (ctx) => {
    const { page, count } = paging(ctx.query);
    const { rows, total } = pageOf(requireUser(ctx).promocodes, page, count);
    return { history: rows, count: total };
  }),
  route('GET', '/api/payment/freespins/history', (ctx) => {
    const { page, count } = paging(ctx.query);
    const { rows, total } = pageOf(requireUser(ctx).freespins, page, count);
    return { data: rows, count: total };
  }),
  route('GET', '/api/cashback/balance', (ctx) => ({ cashback_balance: round2(requireUser(ctx).cashback_balance) })),
  // Not in the spec (its cashback history is mocked data): the path is chosen here, paged like the other histories.
  route('GET', '/api/cashback/history', (ctx) => {
    const { page, count } = paging(ctx.query);
    const { rows, total } = pageOf(requireUser(ctx).cashbackHistory ?? [], page, count);
    return { history: rows, count: total };
  }),
  route('GET', '/api/cashback/withdrawal', (ctx) => {
    const p = requireUser(ctx);
    if (p.cashback_balance <= 0) throw new SandboxError(103, 'No cashback to withdraw');
    ledgerRow(ctx.state, p, 2, p.cashback_balance, 2, 'Cashback');
    p.cashbackHistory = [{ id: nextId(ctx.state), date: nowIso(), amount: round2(p.cashback_balance), type: 1 }, ...(p.cashbackHistory ?? [])];
    p.balance = round2(p.balance + p.cashback_balance);
    p.cashback_balance = 0;
    return { cashback_balance: 0, balance: p.balance };
  }),
  route('GET', '/nowpayments/deposit/:currency/limit', (ctx) => cryptoLimit(ctx, 'deposit'), { style: 'line' }),
  route('GET', '/nowpayments/withdrawal/:currency/limit', (ctx) => cryptoLimit(ctx, 'withdrawal'), { style: 'line' }),
  route(
    'GET',
    '/nowpayments/withdrawal/services',
    (ctx) => {
      partner(ctx);
      return ctx.state.content.cryptoServices;
    },
    { style: 'line' },
  ),
];
