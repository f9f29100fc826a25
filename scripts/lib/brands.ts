/** Where brand folders live and which ones there are: shared by the validator, the Vite plugin, the scripts and the tests. */
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { isBrandFolder } from './brandLayers.ts';

/** The repository's brands/ folder, or CROUPIER_BRANDS_DIR when set (the studio's e2e test edits a temp copy). */
export const BRANDS_DIR = process.env.CROUPIER_BRANDS_DIR ? resolve(process.env.CROUPIER_BRANDS_DIR) : resolve(import.meta.dirname, '../../brands');

/** Brand ids under a brands directory (folders holding brand.json, not starting with "_": those are bases), sorted. */
export function listBrandIds(brandsDir = BRANDS_DIR): string[] {
  if (!existsSync(brandsDir)) return [];
  return readdirSync(brandsDir)
    .filter((id) => isBrandFolder(brandsDir, id))
    .sort();
}
