import { isRecord, listOf, num } from '../../api/read';
import type { PaymentNotice } from '../env';

// The pure half of the cash desk's bookkeeping: which request books a payment, how a booking is recognised in an
// answer, what a submission in doubt remembers, and what another tab of the brand reported.

export type PaymentKind = 'Deposit' | 'Withdrawal';

export const HISTORY_PATHS = { Deposit: '/api/payment/deposit_request', Withdrawal: '/api/payment/withdrawal_request' } as const;
export const BOOKING_PATHS = { Deposit: '/api/payment/admin_deposit', Withdrawal: '/api/payment/cashier_withdrawal_by_payment' } as const;
/**
 * A booking is only believed with the platform's word for it: the payment record (`deposit` / `withdrawal` with an
 * id), or the field the platform's contract answers a booking with (spec: deposit `invoice_url`, an http(s) URL;
 * withdrawal `wagering_amount`, a number). Anything else (null, {}, a string, a gateway's page) is an unknown outcome.
 */
const RECORD_KEYS = { Deposit: 'deposit', Withdrawal: 'withdrawal' } as const;
const isWebUrl = (v: unknown) => typeof v === 'string' && /^https?:\/\/[^\s/]+/i.test(v.trim());
const ANSWER_FIELDS = { Deposit: isWebUrl, Withdrawal: (v: unknown) => typeof v === 'number' && Number.isFinite(v) } as const;
const ANSWER_KEYS = { Deposit: 'invoice_url', Withdrawal: 'wagering_amount' } as const;
/** How long a payment another tab reported still asks for a warning before this tab sends one. */
export const OTHER_TAB_WARNING_MS = 10 * 60_000;

/**
 * One submission of a filled form: the request exactly as sent and its Idempotency-Key, reused by every retry of
 * it; `seen` = the ids on page 1 of the request history before it was first sent (undefined: that read failed),
 * so a later check can tell whether it was booked.
 */
export interface PendingPayment {
  kind: PaymentKind;
  key: string;
  body: Record<string, unknown>;
  amount: number;
  /** A crypto deposit's currency ('' otherwise): its completion has an invoice. */
  crypto: string;
  asScreen: boolean;
  seen?: string[];
}

/**
 * What is known of a submission whose answer did not say: `checking` (balance and history are re-read),
 * `unknown` (the check itself failed: check again, or retry with the same key), `notBooked` (the history shows
 * no new request: the player may send it again, with the same key).
 */
export const PAYMENT_OUTCOMES = ['checking', 'unknown', 'notBooked'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The ids of a history page; undefined when the answer holds no list. */
export const idsOf = (data: unknown): string[] | undefined =>
  listOf(data)?.flatMap((x) => (isRecord(x) && (typeof x.id === 'number' || typeof x.id === 'string') ? [String(x.id)] : []));

export function hasRecord(kind: PaymentKind, data: unknown): boolean {
  if (!isRecord(data)) return false;
  const record = data[RECORD_KEYS[kind]];
  if (isRecord(record) && (num(record.id) !== undefined || (typeof record.id === 'string' && record.id !== ''))) return true;
  return ANSWER_FIELDS[kind](data[ANSWER_KEYS[kind]]);
}

export function readNotice(x: unknown): PaymentNotice | undefined {
  if (!isRecord(x) || (x.type !== 'payment-submitted' && x.type !== 'payment-booked')) return undefined;
  if (x.kind !== 'Deposit' && x.kind !== 'Withdrawal') return undefined;
  const amount = num(x.amount);
  const at = num(x.at);
  return amount === undefined || at === undefined ? undefined : { type: x.type, kind: x.kind, amount, at };
}
