// Shared fixtures of the payment store tests (PaymentStore.test.ts, CryptoPaymentStore.test.ts).
import type { BrandConfig } from '../../src/config/types';
import type { ApiRequest, ApiResult } from '../../src/models/env';
import { ok, testConfig, testEnv, loadedRoot } from './testEnv';

export const player = { id: 7, email: 'p@x.test', currency: 'TND', first_name: 'Ana', last_name: 'Diaz', role: 0 };
export const requisites = [
  {
    id: 1,
    payment_system: 'Bank A',
    payment_requisite: 'TR00 1',
    payment_detail: 'IBAN',
    payment_custom_definition: '',
    payment_country_id: 0,
    payment_account_name: 'Acme Ltd',
    payment_account_id: 'A-1',
  },
  {
    id: 2,
    payment_system: 'Wallet B',
    payment_requisite: '555',
    payment_detail: 'Wallet',
    payment_custom_definition: '',
    payment_country_id: 0,
    payment_account_name: 'Acme Wallet',
    payment_account_id: 'B-2',
  },
];
export const settings = { limits: { payment: { deposits: { min: 50, max: 5000 }, withdrawal: { min: 100, max: 2000 } } } };

/** The payment stores' config; `rules` replaces whole fields of rules.json (e.g. paymentTexts). */
export function config(over: { bonus?: object; features?: object; rules?: Partial<BrandConfig['rules']> } = {}): BrandConfig {
  const base = testConfig();
  return {
    ...base,
    brand: { ...base.brand, features: { cryptoPayments: false, ...over.features } },
    rules: {
      ...base.rules,
      pageSize: 10,
      bonus: {
        firstDepositPercent: 15,
        wageringMultiplier: 2,
        registrationFreeSpins: 25,
        depositAgreementRequired: false,
        withdrawalBlockedWhileWagering: true,
        ...over.bonus,
      },
      payment: {
        quickDeposits: [50, 300],
        depositLimits: { min: 50, max: 5000 },
        operationTime: { fromMinutes: 30, toHours: 20 },
        unverifiedDepositCount: 5,
        withdrawalCurrencyIds: [74, 30],
        withdrawalCountries: [
          { value: 0, countryId: 232, labelId: 'country.turkey' },
          { value: 1, countryId: 79, labelId: 'country.france' },
        ],
        phoneCountryCode: 'TUR',
        wageringBlockCodes: [105, 1180],
      },
      // the country table's entries the withdrawal countries name, with a region of no flag
      countries: [
        { id: 1, name: 'World', priority: 1 },
        { id: 79, name: 'France', code: 'FR', priority: 7 },
        { id: 232, name: 'Turkey', code: 'TR', priority: 8 },
      ],
      ...over.rules,
    },
  } as BrandConfig;
}

/** Success answers with their payment records (a booking is only believed with one). */
export const deposited = { invoice_url: 'https://pay.example/inv/1', deposit: { id: 901, amount: 300, status: 1 } };
export const withdrawn = { wagering_amount: 0, withdrawal: { id: 902, amount: 150, status: 0 } };

export type Handler = (req: ApiRequest) => ApiResult<unknown>;
export const base: Record<string, Handler> = {
  'GET /api/user/check': () => ok(player),
  'GET /api/user/balance': () => ok({ balance: 100, bonus_balance: 0 }),
  'GET /api/site/settings': () => ok(settings),
  'GET /api/payment/admin_requisite': () => ok(requisites),
  'GET /api/user/bonus_balance_state': () => ok({ wagering_amount: 0, amount_plaid: 0, amount_left_to_play: 0 }),
  'GET /api/payment/deposit_request': () => ok({ data: [], meta: { pages: 0, total: 0 } }),
  'GET /api/payment/withdrawal_request': () => ok({ data: [], meta: { pages: 0, total: 0 } }),
};

export async function setup(routes: Record<string, Handler> = {}, over: Parameters<typeof config>[0] = {}) {
  const t = testEnv({ ...base, ...routes });
  // Idempotency keys the tests can name: key-1, key-2, ...
  let keys = 0;
  t.env.newId = () => `key-${++keys}`;
  const root = loadedRoot({ config: config(over) }, t.env);
  await root.auth.check();
  await root.userSettings.load();
  t.api.calls.length = 0;
  return { ...t, root, payment: root.payment };
}

export const calls = (api: { calls: ApiRequest[] }, path: string) => api.calls.filter((c) => c.path === path);

/** Fills the deposit form up to page 2 with a valid amount and IBAN. */
export async function toDepositPage2(payment: Awaited<ReturnType<typeof setup>>['payment']) {
  payment.open('Deposit');
  await payment.loadRequisites();
  payment.deposit.setAmount(300);
  payment.nextDepositPage();
  payment.deposit.setProp('ibanNumber', 'TR12 3456');
}

export function fillWithdrawal(payment: Awaited<ReturnType<typeof setup>>['payment']) {
  payment.open('Withdrawal');
  payment.withdrawal.setAmount(150);
  payment.withdrawal.setProp('system', 'Ziraat');
  payment.withdrawal.setProp('accountName', 'Ana Diaz');
  payment.withdrawal.setProp('accountID', 'ACC-1');
}
