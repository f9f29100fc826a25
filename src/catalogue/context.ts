import type { AssemblyContext } from './assemble';
import type { CatalogueConfig, ProviderEntryConfig } from './config';
import { pseudoProviders } from './pseudo';

export interface Blocklist {
  providers: readonly string[];
  casinoTypes: readonly string[];
}

/** Enabled provider entries minus today's banned providers (by id or name, any case) and banned casino types. */
export function availableProviders(entries: readonly ProviderEntryConfig[], banned: Blocklist): ProviderEntryConfig[] {
  const names = new Set(banned.providers.map((p) => p.toLowerCase()));
  return entries.filter(
    (p) => p.enabled !== false && !names.has(p.id.toLowerCase()) && !names.has(p.name.toLowerCase()) && !banned.casinoTypes.includes(p.casinoType),
  );
}

/** The brand and session facts assembly reads beside the filters. */
export function assemblyContextFor(catalogue: CatalogueConfig, banned: Blocklist): AssemblyContext {
  return {
    pseudo: pseudoProviders(catalogue),
    bannedProviders: banned.providers,
    bannedCasinoTypes: banned.casinoTypes,
    special: { ...catalogue.special },
    categoryAliases: Object.fromEntries(catalogue.categories.filter((c) => c.aliases?.length).map((c) => [c.id, c.aliases ?? []])),
  };
}

/** A casino type id that stands for "every type" (value 0 in catalogue.casinoTypes) selects no type. */
export function effectiveCasinoType(catalogue: Pick<CatalogueConfig, 'casinoTypes'>, id: string | undefined): string | undefined {
  if (!id) return undefined;
  return catalogue.casinoTypes.find((t) => t.id === id)?.value === 0 ? undefined : id;
}
