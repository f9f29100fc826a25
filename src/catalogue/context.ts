import type { AssemblyContext } from './assemble';
import type { CatalogueConfig, ProviderEntryConfig } from './config';
import type { BanMatcher } from './bans';
import { pseudoProviders } from './pseudo';

/** Enabled provider entries minus today's banned providers (by id or name, any case) and banned casino types. */
export function availableProviders(entries: readonly ProviderEntryConfig[], bans: BanMatcher): ProviderEntryConfig[] {
  return entries.filter((p) => p.enabled !== false && !bans.entry(p));
}

/** The brand and session facts assembly reads beside the filters (`bans`: today's matcher, root.app.bans). */
export function assemblyContextFor(catalogue: CatalogueConfig, bans: BanMatcher): AssemblyContext {
  return {
    pseudo: pseudoProviders(catalogue),
    bans,
    special: { ...catalogue.special },
    categoryAliases: Object.fromEntries(catalogue.categories.filter((c) => c.aliases?.length).map((c) => [c.id, c.aliases ?? []])),
  };
}

/** A casino type id that stands for "every type" (value 0 in catalogue.casinoTypes) selects no type. */
export function effectiveCasinoType(catalogue: Pick<CatalogueConfig, 'casinoTypes'>, id: string | undefined): string | undefined {
  if (!id) return undefined;
  return catalogue.casinoTypes.find((t) => t.id === id)?.value === 0 ? undefined : id;
}
