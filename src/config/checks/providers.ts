/** Cross-checks of providers.json: unique ids, and what each entry names in catalogue.json, plugins/ and the brand folder. */
import { mismatch, ptr, show, named } from './kit.ts';

const prov = 'providers.json';

export const providerChecks = [
  named('provider-ids', 'provider ids are unique, also regardless of case (they are route keys and game-id prefixes)', (b, r) => {
    r.duplicates(prov, '/providers', b.providers, 'id', 'provider id');
    // Ids differing only in case collide in URLs and lookups.
    const lowerIds = new Map<string, string>();
    b.providers.forEach((p, i) => {
      const other = lowerIds.get(p.id.toLowerCase());
      if (other !== undefined && other !== p.id)
        r.add(prov, ptr('providers', i, 'id'), `expected a provider id unique regardless of case, found ${show(p.id)} beside ${show(other)}`);
      if (other === undefined) lowerIds.set(p.id.toLowerCase(), p.id);
    });
  }),
  named('provider-entries', "each provider's casino type, plugin and its params, category keys, always-shown tabs and logo files exist", (b, r) => {
    const { ctx } = b;
    const pluginSet = ctx.pluginIds ? new Set(ctx.pluginIds) : undefined;
    b.providers.forEach((p, i) => {
      r.one(prov, ptr('providers', i, 'casinoType'), p.casinoType, b.casinoTypeIds, 'a casino type id of catalogue.json');
      if (pluginSet && !pluginSet.has(p.plugin)) {
        r.add(prov, ptr('providers', i, 'plugin'), mismatch('a plugin folder under plugins/', p.plugin, pluginSet));
      } else if (ctx.checkParams) {
        for (const e of ctx.checkParams(p.plugin, p.params ?? {})) r.add(prov, ptr('providers', i, 'params') + e.pointer, e.message);
      }
      const params = (p.params ?? {}) as { categories?: Record<string, unknown>; alwaysTabs?: string[] };
      for (const key of Object.keys(params.categories ?? {}))
        r.one(prov, ptr('providers', i, 'params', 'categories', key), key, b.categoryIds, 'a category id of catalogue.json');
      if (Array.isArray(params.alwaysTabs))
        r.ids(prov, ptr('providers', i, 'params', 'alwaysTabs'), params.alwaysTabs, b.categoryIds, 'a category id of catalogue.json');
      for (const size of ['small', 'big'] as const) {
        for (const tone of ['light', 'dark'] as const) r.asset(prov, ptr('providers', i, 'logo', size, tone), p.logo?.[size]?.[tone]);
      }
    });
  }),
];
