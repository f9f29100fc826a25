/** Cross-checks of catalogue.json: unique ids, served paths, and ids that must name its own types and categories or a provider. */
import { ROUTE_LIST } from '../routes.ts';
import { type CheckedBundle, cleanPath, mismatch, ptr, routeOf, named } from './kit.ts';

const cat = 'catalogue.json';

/** A map keyed by casino type id whose lists name ids of another kind (tabs: categories, filters: providers). */
const typeKeyed = (name: string, purpose: string, key: 'tabs' | 'providerFilters', known: (b: CheckedBundle) => Set<string>, what: string) =>
  named(name, purpose, (b, r) => {
    for (const [type, list] of Object.entries(b.config.catalogue[key])) {
      r.one(cat, ptr(key, type), type, b.casinoTypeIds, 'a casino type id');
      r.ids(cat, ptr(key, type), list, known(b), what);
    }
  });

export const catalogueChecks = [
  named('catalogue-unique', 'casino type ids, values and paths, category ids and lobby row ids are each unique', (b, r) => {
    const { catalogue } = b.config;
    r.duplicates(cat, '/casinoTypes', catalogue.casinoTypes, 'id', 'casino type id');
    r.duplicates(cat, '/casinoTypes', catalogue.casinoTypes, 'value', 'casino type value');
    // Two types on one path: the router shows the first, the other's page is unreachable.
    r.duplicates(cat, '/casinoTypes', catalogue.casinoTypes, 'path', 'casino type path', (p) => cleanPath(String(p)));
    r.duplicates(cat, '/categories', catalogue.categories, 'id', 'category id');
    r.duplicates(cat, '/lobby', catalogue.lobby ?? [], 'id', 'lobby row id');
  }),
  named('casino-type-path', 'every casino type path is one the router serves', (b, r) => {
    b.config.catalogue.casinoTypes.forEach((t, i) => {
      if (!routeOf(t.path, b.typePaths))
        r.add(
          cat,
          ptr('casinoTypes', i, 'path'),
          mismatch(
            'a route the engine serves (src/config/routes.ts)',
            t.path,
            ROUTE_LIST.map(([, def]) => def.path),
          ),
        );
    });
  }),
  typeKeyed('catalogue-tabs', 'tabs are keyed by a casino type and list categories', 'tabs', (b) => b.categoryIds, 'a category id'),
  typeKeyed(
    'catalogue-provider-filters',
    'provider filters are keyed by a casino type and list providers of providers.json',
    'providerFilters',
    (b) => b.providerIds,
    'a provider id of providers.json',
  ),
  named('provider-order', 'the provider order names providers of providers.json', (b, r) => {
    r.ids(cat, '/providerOrder', b.config.catalogue.providerOrder, b.providerIds, 'a provider id of providers.json');
  }),
  named('lobby-rows', "each lobby row's category and casino type exist and its link is a served route", (b, r) => {
    (b.config.catalogue.lobby ?? []).forEach((row, i) => {
      r.one(cat, ptr('lobby', i, 'category'), row.category, b.categoryIds, 'a category id');
      r.one(cat, ptr('lobby', i, 'casinoType'), row.casinoType, b.casinoTypeIds, 'a casino type id');
      r.route(cat, ptr('lobby', i, 'route'), row.route);
    });
  }),
  named('category-icons', 'every category icon is a file in the brand folder', (b, r) => {
    b.config.catalogue.categories.forEach((c, i) => r.asset(cat, ptr('categories', i, 'icon'), c.icon));
  }),
  named('new-games-category', 'the category new games are marked in exists', (b, r) => {
    r.one(cat, '/newGames/category', b.config.catalogue.newGames?.category, b.categoryIds, 'a category id');
  }),
];
