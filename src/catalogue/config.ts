/**
 * The slices of the brand config (CONTRACTS §3) the catalogue engine reads, as aliases of the
 * generated BrandConfig types, so the engine never keeps a second copy of the shape.
 */
import type { BrandConfig, CasinoTypeEntry, CatalogueFile, ProviderEntry, PseudoProviders as PseudoProvidersFile } from '../config/types';

export type ProviderEntryConfig = ProviderEntry;
export type CasinoTypeConfig = CasinoTypeEntry;
export type PseudoProvidersConfig = PseudoProvidersFile;
export type CatalogueConfig = CatalogueFile;

/** The parts of the merged brand bundle the casino stores read (a structural subset of BrandConfig). */
export interface CasinoConfig {
  brand: Pick<BrandConfig['brand'], 'api' | 'languages' | 'defaultLanguage'> & { id?: string };
  providers: Pick<BrandConfig['providers'], 'providers' | 'studios'>;
  catalogue: CatalogueConfig;
  rules: Pick<BrandConfig['rules'], 'roles'> & { errorCodes?: BrandConfig['rules']['errorCodes'] };
}
