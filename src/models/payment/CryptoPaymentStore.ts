import { flow, getEnv, types, type Instance } from 'mobx-state-tree';
import { API_PATHS } from '../../api/paths';
import { isRecord, num, str } from '../../api/read';
import type { Failure } from '../../api/result';
import { configOf } from '../kit/config';
import type { ApiRequest, StoreEnv } from '../env';
import { withRequests } from '../kit/request';
import type { AmountRange } from './PaymentForms';

/** A crypto currency the cash desk offers (one item of GET /nowpayments/withdrawal/services). */
export interface CryptoService {
  id: number;
  currency: string;
  name: string;
}

export type CryptoKind = 'deposit' | 'withdrawal';

/** One service item; needs a numeric id and a currency code; an item marked inactive is not offered. */
export function readCryptoService(x: unknown): CryptoService | undefined {
  if (!isRecord(x) || x.is_active === false) return undefined;
  const id = num(x.id);
  const currency = str(x.currency);
  if (id === undefined || !currency) return undefined;
  return { id, currency, name: str(x.name) ?? currency };
}

/** A limit answer {min_amount, max_amount}: both numbers, min ≤ max, else undefined (malformed). */
export function readCryptoLimit(x: unknown): AmountRange | undefined {
  if (!isRecord(x)) return undefined;
  const min = num(x.min_amount);
  const max = num(x.max_amount);
  if (min === undefined || max === undefined || min < 0 || max < min) return undefined;
  return { min, max };
}

const badData = (message: string): Failure => ({ ok: false, kind: 'bad-data', code: 0, message });
const limitKey = (kind: CryptoKind, currency: string) => `${kind}:${currency}`;

/**
 * The crypto-payment service (spec §7 "/nowpayments", line-style answers, partner-name header): the
 * currencies on offer (only the brand's rules.payment.withdrawalCurrencyIds are kept) and each one's
 * deposit and withdrawal limits. Nothing is asked when the brand's features.cryptoPayments is off.
 */
export const CryptoPaymentStoreModel = types
  .model('CryptoPaymentStore', {
    services: types.frozen<CryptoService[]>([]),
    servicesState: types.optional(types.enumeration('CryptoLoadState', ['idle', 'loading', 'ready', 'failed']), 'idle'),
    servicesError: types.frozen<Failure | undefined>(),
    /** Limits by "<kind>:<currency>". */
    limits: types.frozen<Record<string, AmountRange>>({}),
    limitErrors: types.frozen<Record<string, Failure>>({}),
  })
  .extend(withRequests)
  .actions((self) => ({
    setServices(list: CryptoService[] | undefined, error?: Failure) {
      self.services = list ?? [];
      self.servicesError = error;
      self.servicesState = error ? 'failed' : list ? 'ready' : 'loading';
    },
    setLimit(key: string, range: AmountRange | undefined, error?: Failure) {
      const { [key]: _err, ...errors } = self.limitErrors;
      self.limitErrors = error ? { ...errors, [key]: error } : errors;
      if (range) self.limits = { ...self.limits, [key]: range };
    },
  }))
  .views((self) => ({
    get enabled(): boolean {
      return configOf(self).brand.features.cryptoPayments === true;
    },
    limitOf(kind: CryptoKind, currency: string): AmountRange | undefined {
      return self.limits[limitKey(kind, currency)];
    },
    limitError(kind: CryptoKind, currency: string): Failure | undefined {
      return self.limitErrors[limitKey(kind, currency)];
    },
    limitLoading(kind: CryptoKind, currency: string): boolean {
      return self.busy(limitKey(kind, currency));
    },
    /** Offered currencies: with the feature off, none. */
    get offered(): CryptoService[] {
      return configOf(self).brand.features.cryptoPayments === true ? self.services : [];
    },
  }))
  .actions((self) => {
    const line = (path: string): ApiRequest => ({ method: 'GET', path, style: 'line', partnerHeaders: true });
    return {
      /** Loads the services once (again after a failure); kept: the brand's currency ids, active ones. */
      loadServices: flow(function* loadServices() {
        if (!self.enabled || self.servicesState === 'ready') return;
        self.setServices(undefined);
        const res = yield* self.request('services', line(API_PATHS.cryptoServices), { what: 'crypto services', quiet: true });
        if (!res) return;
        if (!res.ok) {
          self.setServices([], res);
          return;
        }
        if (!Array.isArray(res.data)) {
          getEnv<StoreEnv>(self).log?.('crypto services: response is not a list', res.data);
          self.setServices([], badData('crypto services: response is not a list'));
          return;
        }
        const allowed = new Set(configOf(self).rules.payment.withdrawalCurrencyIds);
        const list = res.data.map(readCryptoService).filter((s): s is CryptoService => s !== undefined && allowed.has(s.id));
        self.setServices(list);
      }),
      /** Loads one currency's limits for a deposit or a withdrawal; a loaded one is kept. */
      loadLimit: flow(function* loadLimit(kind: CryptoKind, currency: string) {
        const key = limitKey(kind, currency);
        if (!self.enabled || self.limits[key]) return;
        const path = `${kind === 'deposit' ? API_PATHS.cryptoDepositLimit : API_PATHS.cryptoWithdrawalLimit}`.replace(
          '{currency}',
          encodeURIComponent(currency),
        );
        const res = yield* self.request(key, line(path), { what: `crypto ${kind} limit`, quiet: true });
        if (!res) return;
        if (!res.ok) {
          self.setLimit(key, undefined, res);
          return;
        }
        const range = readCryptoLimit(res.data);
        if (!range) getEnv<StoreEnv>(self).log?.(`crypto ${kind} limit of ${currency}: malformed`, res.data);
        self.setLimit(key, range, range ? undefined : badData(`crypto ${kind} limit of ${currency} is malformed`));
      }),
    };
  });

export interface CryptoPaymentStore extends Instance<typeof CryptoPaymentStoreModel> {}
