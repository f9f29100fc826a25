/** Cross-checks of rules.json: country ids, what cashback and withdrawals name elsewhere, quick amounts against the deposit limits. */
import { ptr, named, show } from './kit.ts';

const rul = 'rules.json';

export const rulesChecks = [
  named('country-ids', 'country ids are unique', (b, r) => {
    r.duplicates(rul, '/countries', b.config.rules.countries, 'id', 'country id');
  }),
  named('cashback-kinds', "each cashback kind's casino type and providers exist", (b, r) => {
    b.config.rules.cashback.kinds.forEach((k, i) => {
      r.one(rul, ptr('cashback', 'kinds', i, 'casinoType'), k.casinoType, b.casinoTypeIds, 'a casino type id of catalogue.json');
      r.ids(rul, ptr('cashback', 'kinds', i, 'providers'), k.providers, b.providerIds, 'a provider id of providers.json');
    });
  }),
  // The withdrawal form shows a country's flag from its table entry, so a region without a code (World, Europe) cannot be offered.
  named('withdrawal-countries', 'withdrawal rules name countries of /countries that have a code', (b, r) => {
    const { rules } = b.config;
    const countryIds = new Set(rules.countries.filter((c) => c.code).map((c) => String(c.id)));
    rules.payment.withdrawalCountries.forEach((c, i) =>
      r.one(rul, ptr('payment', 'withdrawalCountries', i, 'countryId'), String(c.countryId), countryIds, 'a country id of /countries with a code'),
    );
  }),
  // A quick amount outside the limits fills the field with an amount the form then refuses (lumen offered 20 under a 50 minimum).
  named('quick-deposits', "each quick deposit amount is within the brand's deposit limits", (b, r) => {
    const { quickDeposits, depositLimits: limits } = b.config.rules.payment;
    if (!limits) return; // a brand that does not state its limits: the platform's answer alone decides
    quickDeposits.forEach((amount, i) => {
      if (amount < limits.min || amount > limits.max)
        r.add(
          rul,
          ptr('payment', 'quickDeposits', i),
          `expected an amount within payment.depositLimits (${show(limits.min)} to ${show(limits.max)}), found ${show(amount)}`,
        );
    });
  }),
  // The player's own entry types are read first (config/entryTypes.ts), so a payment type sharing a number is never shown.
  named('payment-types', 'payment types by an agent, a cashier or the owner use numbers the balance entry types do not', (b, r) => {
    const { balanceEntryTypes, paymentTypes = {} } = b.config.rules;
    const own = new Set(Object.values(balanceEntryTypes).map(String));
    for (const type of Object.keys(paymentTypes))
      if (own.has(type)) r.add(rul, ptr('paymentTypes', type), `expected a type number no balanceEntryTypes entry has, found ${show(Number(type))}`);
  }),
];
