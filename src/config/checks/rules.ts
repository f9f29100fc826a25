/** Cross-checks of rules.json: country ids, and what cashback and withdrawals name elsewhere. */
import { ptr, named } from './kit.ts';

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
  named('withdrawal-countries', 'withdrawal rules name countries of /countries', (b, r) => {
    const { rules } = b.config;
    const countryIds = new Set(rules.countries.map((c) => String(c.id)));
    rules.payment.withdrawalCountries.forEach((c, i) =>
      r.one(rul, ptr('payment', 'withdrawalCountries', i, 'countryId'), String(c.countryId), countryIds, 'a country id of /countries'),
    );
  }),
];
