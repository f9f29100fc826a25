/** The sandbox's data: the state's shapes and defaults (state.ts creates it; the routes read and change it). */
import type { createSettings, SiteContent } from './content.ts';
import type { CataloguePayloads, IndexedGame } from './generate.ts';

/** Server-side rows, with the field names of spec/platform-core.md §3. */
export interface DepositItem {
  id: number;
  amount: number;
  comment: string;
  currency: string;
  date: string;
  status: number;
  iban_number: string;
  requisite_id: number | null;
}
export interface WithdrawalItem {
  id: number;
  create_date: string;
  amount: number;
  status: number;
  player_id: number;
  comment: string;
  payment_system: string;
  payment_account_name: string;
  payment_account_id: string;
  payment_country_id: number;
}
/** One row of the payment/balance history (both views read it): types topUp 0, withdrawal 1, bonusTopUp 2, bonusWithdrawal 3. */
export interface PaymentItem {
  id: number;
  type: number;
  created_at: string;
  value: number;
  status: number;
  balance_after: number;
  balance_before: number;
  payment_requisite: string;
  payment_system: string;
  transaction_id: string;
  balance_type: number;
}
export interface BetItem {
  id: number;
  date: string;
  amount: number;
  status: number;
  provider: string;
  game: string;
  win_amount: number;
  balance_after: number;
  balance_before: number;
}
export interface PromoHistoryItem {
  id: number;
  code: string;
  created_at: string;
}
export interface FreespinItem {
  id: number;
  created_at: string;
  provider: string;
  game: string;
  count: number;
  used: number;
  win_amount: number;
  status: number;
}
/** A cashback entry (spec §3: id, date, amount, type): 0 credited to the cashback balance, 1 moved to the main balance. */
export interface CashbackItem {
  id: number;
  date: string;
  amount: number;
  type: number;
}
export interface ReferralItem {
  id: number;
  created_at: string;
  username: string;
  reward: number;
}
export interface ReferralNotification {
  id: number;
  user_id: number;
  status: number;
  created_at: string;
  referral_request: { id: number; status: number; extra_data: { reject_note: string } };
}
export interface ReferralRequest {
  id: number;
  created_at: string;
  fields: Record<string, unknown>;
  status: number;
}

export interface Player {
  id: number;
  email: string;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  phone: string;
  currency: string;
  role: number;
  is_partner: boolean;
  is_banned: boolean;
  /** E-mail verified; verified players see payment requisites. */
  verified: boolean;
  balance: number;
  bonus_balance: number;
  is_bonus_active: boolean;
  /** Bonus wagering: total to wager and already wagered. */
  wagering: { total: number; played: number };
  password_changed: boolean;
  /** When the password was last changed (GET /api/user/password/change `changed_at`); absent or null: never. */
  password_changed_at?: string | null;
  /** Personal data a player may change (PUT /api/user/profile/update): ISO birth date, city, street address. */
  birthday?: string;
  city?: string;
  address?: string;
  promotion: { promotion_type: number; promotion_is_active: boolean };
  cashback_balance: number;
  deposits: DepositItem[];
  withdrawals: WithdrawalItem[];
  payments: PaymentItem[];
  bets: BetItem[];
  promocodes: PromoHistoryItem[];
  freespins: FreespinItem[];
  /** Cashback entries, newest first (GET /api/cashback/history). */
  cashbackHistory?: CashbackItem[];
  referrals: ReferralItem[];
  referralNotifications: ReferralNotification[];
  referralRequests: ReferralRequest[];
  favorites: Record<string, unknown>;
  recent: Record<string, unknown>;
  /**
   * The partner (brand) the account belongs to, from the partner-name header of its sign-up; the
   * seeded players have none (the platform default) until a test sets one (control players.<email>.partner).
   * Responsible-gambling periods are the account's partner's, never the request's partner-name.
   */
  partner: string | null;
}

/** What a provider path prefix does under test: fail (HTTP 500), error (envelope status 999), hang, malformed, invalid-json. */
export type Fault = 'fail' | 'error' | 'hang' | 'malformed' | 'invalid-json';
export const FAULTS: Fault[] = ['fail', 'error', 'hang', 'malformed', 'invalid-json'];

/** A canned answer for a path prefix (POST /__sandbox/control `respond`): HTTP status (default 200) and the exact JSON body. */
export interface Respond {
  http: number;
  body: unknown;
}

/**
 * What replaces the answer of a payment call AFTER it booked (control `afterBooking`): a gateway's 504, no
 * answer until reset (hang), or an unparsable body. A replay of the same Idempotency-Key is not a booking and answers normally.
 */
export type AfterBookingFault = 'gateway-timeout' | 'hang' | 'invalid-json';
export const AFTER_BOOKING_FAULTS: AfterBookingFault[] = ['gateway-timeout', 'hang', 'invalid-json'];

/** A payment booked under an Idempotency-Key: the request it answered (method, path, body) and its answer's data. */
export interface IdempotentBooking {
  request: string;
  data: unknown;
}

export interface PromoCode {
  code: string;
  kind: 'ok' | 'expired' | 'max' | 'not-in-program' | 'terms' | 'blocked';
  bonus: number;
  freespins: number;
}

/** Site settings with the server's field names (spec §3: limits.payment.deposits, INBET_KF, passwordSettings). */
export type Settings = ReturnType<typeof createSettings>;

/** One area in maintenance, with the platform's field names (GET /api/site/maintenance). */
export interface MaintenanceItem {
  area: 'site' | 'casino' | 'sport' | 'cashdesk' | 'provider';
  /** The route key of the provider in maintenance (area "provider"). */
  provider?: string;
  /** The message per launch language code (en, es, fr). */
  message?: Record<string, string>;
  /** Expected end, ISO 8601 with offset. */
  ends_at?: string;
}

/** What is in maintenance and who the platform lets through anyway (player ids, IPv4 addresses or CIDR ranges). */
export interface MaintenanceState {
  items: MaintenanceItem[];
  allow: { players: number[]; ips: string[] };
}

export interface SandboxState {
  seed: number;
  players: Player[];
  /** session token → player id */
  sessions: Map<string, number>;
  /** Shared id counter for new rows. */
  nextId: number;
  settings: Settings;
  blocklist: { providers: string[]; casinoTypes: string[] };
  maintenance: MaintenanceState;
  faults: Record<string, Fault>;
  /** Per path prefix: the exact answer to send instead of the route's (tests send any payload). */
  respond: Record<string, Respond>;
  /** Per payment path prefix: what replaces the answer once the call has booked (control `afterBooking`). */
  afterBooking: Record<string, AfterBookingFault>;
  /** Bookings by `<player id>:<Idempotency-Key>` (routes/payment.ts): a repeat answers the first booking's data. */
  idempotency: Map<string, IdempotentBooking>;
  /** Codes the sandbox "sent" (e-mail, SMS, verification links), newest last. */
  outbox: Array<{ kind: 'email' | 'phone' | 'restore' | 'verify'; to: string; code: string; at: string }>;
  /** Codes sent and not used yet (sign-up/confirm and password reset): bound to an address, expiring, with limited tries (codes.ts). */
  codes: IssuedCode[];
  /** How long a code lives and how many wrong tries void it (control `codes`). */
  codeRules: CodeRules;
  /** E-mail verification keys: key → player id. */
  verifyKeys: Map<string, number>;
  promoCodes: PromoCode[];
  content: SiteContent;
  catalogue: CataloguePayloads;
  games: Map<string, IndexedGame>;
  /** Responsible-gambling limits, pending changes and exclusions by player id (routes/responsibleGambling.ts). */
  rg: Map<number, RgAccount>;
  /** Moves the responsible-gambling clock (cooling periods, exclusion ends) for tests: control `rgClockOffsetHours`. */
  rgClockOffsetMs: number;
  /**
   * Play time per player for the session time limit, per day on the responsible-gambling clock: closed
   * stretches plus the open ones (session token → start, from its first game launch until the session
   * ends). A new sign-in does not start the count again.
   */
  rgPlay: Map<number, RgPlayDay>;
}

/** Responsible gambling (routes/responsibleGambling.ts). */
export const LIMIT_KINDS = ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'session_minutes'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type ExclusionKind = 'time_out' | 'self_exclusion';

export interface RgAccount {
  limits: Partial<Record<LimitKind, number>>;
  /** A raised or removed limit waiting for its cooling period: amount null = the limit is removed. */
  pending: Partial<Record<LimitKind, { amount: number | null; effective_at: string }>>;
  exclusion: { kind: ExclusionKind; until: string } | null;
}

/** Play time of one player on one day (the session time limit): closed stretches and the sessions playing now. */
export interface RgPlayDay {
  /** The day (YYYY-MM-DD) on the responsible-gambling clock. */
  day: string;
  closedMs: number;
  /** Session token → when its play started (first game launch, or the start of the day). */
  open: Map<string, number>;
}

/** Codes sent to players (codes.ts). */
export type CodePurpose = 'signup' | 'restore';

export interface IssuedCode {
  purpose: CodePurpose;
  /** Normalised address: lower-case e-mail or the phone's 10 digits. */
  to: string;
  code: string;
  /** Player the code was sent for (restore). */
  playerId?: number;
  /** On the sandbox clock (rgNow), ms. */
  expiresAt: number;
  triesLeft: number;
  /** Void after too many wrong tries: every try answers 233 until a new code is requested. */
  locked: boolean;
}

export interface CodeRules {
  ttlMinutes: number;
  maxTries: number;
}

export const DEFAULT_CODE_RULES: CodeRules = { ttlMinutes: 10, maxTries: 5 };
