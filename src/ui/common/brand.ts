import type { BrandConfig } from '../../config/types';

/** Public URL of a brand asset (path relative to the brand folder, e.g. "assets/logo-light.svg"). */
export function brandAsset(config: BrandConfig, path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  return `${import.meta.env.BASE_URL}brand-assets/${config.brand.id}/${path.replace(/^\.?\//, '')}`;
}
