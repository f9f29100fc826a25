/** The studio's calls to its dev-server API (scripts/studio/plugin.ts). */

import type { BrandFiles, StudioIssue, ValidateResult } from '../scripts/studio/workspace.ts';

// One definition of what the server answers: the page reads the server module's own types.
export type { BrandFiles, StudioIssue, ValidateResult };

export interface GalleryEntry {
  id: string;
  name: string;
  errors: number;
  warnings: number;
  lines: string[];
}

export interface BrandDoc {
  id: string;
  files: BrandFiles;
  broken: Record<string, string>;
  schemas: Record<string, string>;
  assets: string[];
  texts: { engine: Record<string, Record<string, string>>; base: Record<string, Record<string, string>> };
}

export type Schema = Record<string, unknown>;

async function call<T>(path: string, body?: unknown): Promise<{ status: number; data: T }> {
  const res = await fetch(
    `/__studio/api/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const data = (await res.json()) as T & { error?: string };
  if (res.status >= 400 && res.status !== 422) throw new Error(data.error ?? `${path}: HTTP ${res.status}`);
  return { status: res.status, data };
}

export const api = {
  brands: () => call<GalleryEntry[]>('brands').then((r) => r.data),
  schemas: () => call<Record<string, Schema>>('schemas').then((r) => r.data),
  brand: (id: string) => call<BrandDoc>(`brand/${id}`).then((r) => r.data),
  validate: (brand: string, files: BrandFiles) => call<ValidateResult>('validate', { brand, files }).then((r) => r.data),
  bundle: (brand: string, files: BrandFiles) => call<{ brand: string; bundle: unknown }>('bundle', { brand, files }).then((r) => r.data.bundle),
  save: (brand: string, files: BrandFiles) => call<ValidateResult & { written: string[] }>('save', { brand, files }),
  newBrand: (id: string, from: string, name?: string) => call<{ ok: boolean; lines: string[] }>('new-brand', { id, from, name }),
  newLanguage: (brand: string, lang: string, from: string, label?: string) =>
    call<{ ok: boolean; lines: string[] }>('new-language', { brand, lang, from, label }),
  /** A language the brand has gets every text it lacks, copied from the default language and marked untranslated. */
  updateLanguage: (brand: string, lang: string) => call<{ ok: boolean; lines: string[]; written: string[] }>('new-language', { brand, lang, update: true }),
};
