import type { AssemblyContext } from './assemble';
import type { CatalogueConfig, ProviderEntryConfig } from './config';
import { banMatcher, type BanMatcher, type Blocklist } from './bans';
import { pseudoProviders } from './pseudo';

export type { Blocklist } from './bans';

/** Enabled provider entries minus today's banned providers (by id or name, any case) and banned casino types. */
export function availableProviders(entries: readonly ProviderEntryConfig[], banned: Blocklist | BanMatcher): ProviderEntryConfig[] {
  const bans = 'entry' in banned ? banned : banMatcher(banned, entries);
  return entries.filter((p) => p.enabled !== false && !bans.entry(p));
}

/** The brand and session facts assembly reads beside the filters (`entries` let a banned provider name hide its games). */
export function assemblyContextFor(catalogue: CatalogueConfig, banned: Blocklist | BanMatcher, entries: readonly ProviderEntryConfig[] = []): AssemblyContext {
  return {
    pseudo: pseudoProviders(catalogue),
    bans: 'entry' in banned ? banned : banMatcher(banned, entries),
    special: { ...catalogue.special },
    categoryAliases: Object.fromEntries(catalogue.categories.filter((c) => c.aliases?.length).map((c) => [c.id, c.aliases ?? []])),
  };
}

/** A casino type id that stands for "every type" (value 0 in catalogue.casinoTypes) selects no type. */
export function effectiveCasinoType(catalogue: Pick<CatalogueConfig, 'casinoTypes'>, id: string | undefined): string | undefined {
  if (!id) return undefined;
  return catalogue.casinoTypes.find((t) => t.id === id)?.value === 0 ? undefined : id;
}
