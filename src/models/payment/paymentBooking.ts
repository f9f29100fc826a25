import { getEnv, toGenerator, type Instance } from 'mobx-state-tree';
import { isRecord, listOf, num, str } from '../../api/read';
import type { Failure } from '../../api/result';
import { configOf } from '../kit/config';
import type { ApiResult, PaymentNotice, StoreEnv } from '../env';
import { rootOf } from './cashDesk';
import type { PaymentListsModel } from './paymentLists';
import {
  BOOKING_PATHS,
  hasRecord,
  HISTORY_PATHS,
  idsOf,
  OTHER_TAB_WARNING_MS,
  type PaymentKind,
  type PaymentOutcome,
  type PendingPayment,
} from './paymentOutcome';

/**
 * How a submission books (the cash desk's deposit and withdrawal submits run it): its Idempotency-Key, the request
 * history read before it is sent, the answer weighed as booked, refused or not known, and the outcome check that
 * re-reads the history when the answer did not say. Steps of the store's own flows, so they run as its actions.
 */
export function paymentBookkeeping(self: Instance<typeof PaymentListsModel>) {
  /** After money moved: the balance (and wagering) refresh, and histories already shown reload. */
  function afterPayment(kind: PaymentKind, credited: number) {
    const { auth, notify, responsibleGambling, realityCheck } = rootOf(self);
    // Money moved by the cash desk is not play: the reality check's net result leaves it out.
    realityCheck.noteCashflow(kind === 'Deposit' ? credited : -credited);
    if (kind === 'Deposit' && responsibleGambling.enabled) void responsibleGambling.load();
    void auth.fetchBalance();
    if (kind === 'Withdrawal') void auth.fetchBonusState();
    notify.success(kind === 'Deposit' ? 'cashdesk.deposit.success' : 'cashdesk.withdrawal.success');
    for (const k of ['Deposit', 'Withdrawal'] as const) {
      const h = k === 'Deposit' ? self.depositHistory : self.withdrawalHistory;
      if (h.loaded) void self.loadHistory(k, 1);
    }
  }
  function failed(res: Failure) {
    self.setProp('error', res);
    // The session ended: the dialog says so and offers sign-in (no technical toast).
    if (res.kind === 'unauthorized') return;
    // The platform's refusal carries its own text; a transport failure's text is technical.
    rootOf(self).notify.apiError(res, res.kind === 'rejected' ? 'server' : 'default');
  }
  const env = () => getEnv<StoreEnv>(self);
  const newKey = () => env().newId?.() ?? globalThis.crypto.randomUUID();
  const tell = (type: PaymentNotice['type'], p: PendingPayment) => env().tabs?.post({ type, kind: p.kind, amount: p.amount, at: env().clock.now() });

  /** Another tab reported a payment lately and the player has not seen the warning yet: show it, do not send. */
  function warnOtherTab(): boolean {
    const notice = self.otherTab;
    if (self.otherTabWarning) {
      // The warning was on screen: this submit is the player's informed choice.
      self.setOtherTabWarning(false);
      return false;
    }
    if (!notice || env().clock.now() - notice.at > OTHER_TAB_WARNING_MS) return false;
    self.setOtherTabWarning(true);
    return true;
  }

  /**
   * The submission for this request: the pending one when the form is unchanged (same kind and body → same key),
   * else a new one with a new key and the history's ids before it is sent.
   */
  function* submission(
    kind: PaymentKind,
    body: Record<string, unknown>,
    amount: number,
    crypto: string,
    asScreen: boolean,
  ): Generator<Promise<unknown>, PendingPayment, ApiResult<unknown>> {
    const same = self.pending && self.pending.kind === kind && JSON.stringify(self.pending.body) === JSON.stringify(body);
    if (same && self.pending) {
      const p = { ...self.pending, asScreen };
      self.setProp('pending', p);
      return p;
    }
    const before = yield* toGenerator(self.api.request({ method: 'GET', path: HISTORY_PATHS[kind], query: { page: 1, count: configOf(self).rules.pageSize } }));
    const p: PendingPayment = { kind, key: newKey(), body, amount, crypto, asScreen, seen: before.ok ? idsOf(before.data) : undefined };
    self.setProp('pending', p);
    self.setProp('bookingOutcome', undefined);
    tell('payment-submitted', p);
    return p;
  }

  /** The payment is booked: the completion, the balance and histories, the other tabs told. */
  function booked(p: PendingPayment, data: unknown) {
    self.setProp('pending', undefined);
    self.setProp('bookingOutcome', undefined);
    if (p.kind === 'Deposit') {
      const invoice = p.crypto && isRecord(data) ? str(data.invoice_url) : undefined;
      if (p.crypto && !invoice) getEnv<StoreEnv>(self).log?.('crypto deposit: the answer has no invoice_url', data);
      // '' = a crypto deposit without a payment page (the completion says so); undefined = a bank deposit.
      self.setProp('invoiceUrl', p.crypto ? (invoice ?? '') : undefined);
      self.deposit.reset();
      // A deposit may have been the first paid one: the next deposit form asks the history again.
      self.setProp('hasPaidDeposit', undefined);
    } else self.withdrawal.reset();
    self.complete(p.kind, p.asScreen);
    // A crypto deposit is credited only once its invoice is paid.
    afterPayment(p.kind, p.crypto ? 0 : p.amount);
    tell('payment-booked', p);
  }

  /** Sends the submission with its key; decides booked, refused, or not known (→ the check). */
  function* send(p: PendingPayment): Generator<Promise<unknown>, boolean, unknown> {
    self.setProp('bookingOutcome', undefined);
    const res = (yield self.api.request({
      method: 'POST',
      path: BOOKING_PATHS[p.kind],
      body: p.body,
      headers: { 'Idempotency-Key': p.key },
    })) as ApiResult<unknown>;
    if (res.ok && hasRecord(p.kind, res.data)) {
      booked(p, res.data);
      return true;
    }
    if (!res.ok && (res.kind === 'rejected' || res.kind === 'unauthorized')) {
      // Refused (or no session): nothing was booked; a corrected form is a new submission with a new key.
      self.setProp('pending', undefined);
      failed(res);
      // A refusal may be the player's deposit limit (a crypto amount is weighed only there): what is left is re-read.
      const rg = rootOf(self).responsibleGambling;
      if (p.kind === 'Deposit' && res.kind === 'rejected' && rg.enabled) void rg.load();
      return false;
    }
    // A transport failure (timeout, 5xx, bad body, no connection) or a success without its record: not known.
    if (res.ok) getEnv<StoreEnv>(self).log?.(`${p.kind}: a success answer without its payment record`, res.data);
    return (yield* check(p)) === 'booked';
  }

  /** Re-reads the balance and page 1 of the request history: a new request of this amount = booked. */
  function* check(p: PendingPayment): Generator<Promise<unknown>, PaymentOutcome | 'booked', unknown> {
    self.setProp('bookingOutcome', 'checking');
    void rootOf(self).auth.fetchBalance();
    const res = (yield self.api.request({
      method: 'GET',
      path: HISTORY_PATHS[p.kind],
      query: { page: 1, count: configOf(self).rules.pageSize },
    })) as ApiResult<unknown>;
    const list = res.ok ? listOf(res.data) : undefined;
    // Without the history before the submission a new request cannot be told from an old one.
    if (!list || !p.seen) {
      self.setProp('bookingOutcome', 'unknown');
      return 'unknown';
    }
    const seen = new Set(p.seen);
    const found = list.some((x) => isRecord(x) && !seen.has(String(x.id)) && Math.abs((num(x.amount) ?? Number.NaN) - p.amount) < 1e-9);
    if (found) {
      booked(p, undefined);
      return 'booked';
    }
    self.setProp('bookingOutcome', 'notBooked');
    return 'notBooked';
  }
  return { failed, warnOtherTab, submission, send, check };
}
