import { flow, getEnv } from 'mobx-state-tree';
import { isRecord, listOf, num, readItems } from '../../api/read';
import { configOf } from '../kit/config';
import type { StoreEnv } from '../env';
import { CashDeskModel, CRYPTO_PREFIX, readRequisite, rootOf } from './cashDesk';
import { HISTORY_PATHS, type PaymentKind } from './paymentOutcome';

/** The cash desk's lists: deposit and withdrawal methods, requisites, the two request histories, the deposit standing. */
export const PaymentListsModel = CashDeskModel.actions((self) => ({
  /** Deposit method: a requisite id, '-1', or "crypto:<currency>" (whose deposit limits then load). */
  selectDepositMethod(value: string) {
    const currency = value.startsWith(CRYPTO_PREFIX) ? value.slice(CRYPTO_PREFIX.length) : '';
    self.deposit.setProp('crypto', currency);
    if (currency) void self.crypto.loadLimit('deposit', currency);
    else self.deposit.setProp('system', value);
  },
  /** Withdrawal method: '' (bank transfer) or a crypto currency, whose withdrawal limits then load. */
  selectWithdrawalMethod(currency: string) {
    self.withdrawal.setProp('crypto', currency);
    if (currency) void self.crypto.loadLimit('withdrawal', currency);
  },
  loadRequisites: flow(function* loadRequisites() {
    const res = yield* self.request('requisites', { method: 'GET', path: '/api/payment/admin_requisite' }, { what: 'payment requisites', quiet: true });
    if (!res) return;
    if (res.ok) self.setRequisites(readItems(listOf(res.data), readRequisite, 'payment requisites', getEnv<StoreEnv>(self).log));
    else getEnv<StoreEnv>(self).log?.('payment requisites failed to load', res);
  }),
  /** One page of the deposit or withdrawal request history (page count from meta.pages). */
  loadHistory: flow(function* loadHistory(kind: PaymentKind, page = 1) {
    const count = configOf(self).rules.pageSize;
    // Another page of the same history supersedes this one: only the page asked for last is shown.
    const res = yield* self.request(
      `history:${kind}`,
      { method: 'GET', path: HISTORY_PATHS[kind], query: { page, count } },
      { what: `${kind} history`, quiet: true },
    );
    if (!res) return false;
    if (!res.ok) {
      rootOf(self).notify.apiError(res, res.kind === 'rejected' ? 'server' : 'default');
      return false;
    }
    const meta = isRecord(res.data) && isRecord(res.data.meta) ? res.data.meta : {};
    const list = readItems(listOf(res.data), (x) => (isRecord(x) ? x : undefined), `${kind} history`, getEnv<StoreEnv>(self).log);
    self.setHistory(kind, page, list, num(meta.pages) ?? 0);
    return true;
  }),
  /**
   * Whether the player has a paid deposit, from page 1 of the deposit requests (status 1 = paid): a paid one
   * there → true; every request on that page and none paid → false; otherwise (or a failed read) not known,
   * and the bonus is not offered (the platform still decides a first deposit's bonus).
   */
  loadDepositStanding: flow(function* loadDepositStanding() {
    const count = configOf(self).rules.pageSize;
    const res = yield* self.request(
      'depositStanding',
      { method: 'GET', path: HISTORY_PATHS.Deposit, query: { page: 1, count } },
      { what: 'deposit standing', quiet: true },
    );
    if (!res) return;
    if (!res.ok) return void self.setProp('hasPaidDeposit', undefined);
    const list = listOf(res.data);
    if (!list) return void self.setProp('hasPaidDeposit', undefined);
    const rows = list.filter(isRecord);
    const meta = isRecord(res.data) && isRecord(res.data.meta) ? res.data.meta : {};
    const total = num(meta.total) ?? rows.length;
    if (rows.some((r) => num(r.status) === 1)) self.setProp('hasPaidDeposit', true);
    else self.setProp('hasPaidDeposit', rows.length >= total ? false : undefined);
  }),
}));
