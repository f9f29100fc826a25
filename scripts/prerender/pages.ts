/** Where the prerendered pages are in dist/ (scripts/prerender/render.ts writes them; servers read them). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../src/config/types.ts';

/** A page's file under dist/: site/<brand>/ for the default language, site/<brand>/_lang/<code>/ for another, then the path. */
export function pageFile(config: BrandConfig, path: string, language: string): string {
  const rel = path.replace(/^\/+|\/+$/g, '');
  const lang = language === config.brand.defaultLanguage ? '' : `_lang/${language}/`;
  return join('site', config.brand.id, `${lang}${rel ? `${rel}/` : ''}index.html`);
}

/**
 * The prerendered page a request for `pathname?search` gets on this brand, as the generated nginx config
 * chooses it (scripts/vite/deployHeaders.ts): `?lang=` naming one of the brand's languages in any case, else
 * the default language; undefined when none was prerendered (the app shell serves).
 */
export function prerenderedPage(dist: string, config: BrandConfig, pathname: string, search: string): string | undefined {
  if (pathname.split('/').some((s) => s === '..' || s === '.')) return undefined;
  const asked = new URLSearchParams(search).get('lang')?.toLowerCase();
  const language = config.brand.languages.find((l) => l.code.toLowerCase() === asked)?.code ?? config.brand.defaultLanguage;
  const file = join(dist, pageFile(config, pathname, language));
  return existsSync(file) ? file : undefined;
}
