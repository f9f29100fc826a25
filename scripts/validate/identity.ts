/**
 * Warnings for a brand that still carries another brand's identity: texts, hosts or links that name it,
 * and logos or images that are its files (inherited through `extends`, or byte-for-byte copies). A
 * warning, not an error: a variant may share a look on purpose, but a partner's new brand should not.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Issue } from '../../src/config/issue.ts';
import { isBrandFolder } from '../brandLayers.ts';

/** What identifies a brand to others: its id, display name and the bytes of its own identity art. */
export interface BrandIdentity {
  id: string;
  name?: string;
  /** sha-256 of an identity asset of the brand's own folder → its path. */
  art: Map<string, string>;
}

/** theme.json paths of the pictures that identify a brand (logos and images, not provider logos). */
function artPaths(theme: unknown): Array<[pointer: string, rel: string]> {
  const out: Array<[string, string]> = [];
  for (const group of ['logos', 'images']) {
    const slots = (theme as Record<string, unknown> | undefined)?.[group];
    if (slots && typeof slots === 'object') for (const [k, v] of Object.entries(slots)) if (typeof v === 'string') out.push([`/${group}/${k}`, v]);
  }
  return out;
}

const hashOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const isFile = (f: string) => existsSync(f) && statSync(f).isFile();

/** The identity of a brand folder, from its merged brand.json and theme.json and its own asset files. */
export function identityOf(dir: string, id: string, brand: unknown, theme: unknown): BrandIdentity {
  const art = new Map<string, string>();
  for (const [, rel] of artPaths(theme)) {
    const file = resolve(dir, rel);
    if (file.startsWith(resolve(dir, 'assets')) && isFile(file)) art.set(hashOf(file), rel);
  }
  const name = (brand as { name?: unknown } | undefined)?.name;
  return { id, name: typeof name === 'string' ? name : undefined, art };
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every string of a document with its JSON pointer. */
function* strings(doc: unknown, path = ''): Generator<[string, string]> {
  if (typeof doc === 'string') yield [path || '/', doc];
  else if (Array.isArray(doc)) for (let i = 0; i < doc.length; i++) yield* strings(doc[i], `${path}/${i}`);
  else if (doc && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) yield* strings(v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/**
 * One regular expression for every brand's name (anywhere) and id (where a word starts with it), built once
 * per list of brands: a run over many brands scans each text once, not once per other brand.
 */
const matchers = new WeakMap<BrandIdentity[], { re: RegExp; owners: Map<string, BrandIdentity[]> }>();
function matcherOf(all: BrandIdentity[]) {
  let m = matchers.get(all);
  if (!m) {
    const owners = new Map<string, BrandIdentity[]>();
    const add = (key: string, o: BrandIdentity) => owners.set(key.toLowerCase(), [...(owners.get(key.toLowerCase()) ?? []), o]);
    for (const o of all) {
      if (o.name) add(o.name, o);
      add(o.id, o);
    }
    // Longest first, so "Pampa Bet" wins over "pampa" at the same place.
    const names = all.flatMap((o) => (o.name ? [o.name] : [])).sort((a, b) => b.length - a.length).map(escapeRe);
    const ids = all.map((o) => o.id).sort((a, b) => b.length - a.length).map(escapeRe);
    m = { re: new RegExp([...(names.length ? [`(?:${names.join('|')})`] : []), `\\b(?:${ids.join('|')})`].join('|'), 'gi'), owners };
    matchers.set(all, m);
  }
  return m;
}

/** The files whose texts may name a brand: identity, menu links, text packs and long texts (not providers or rules tables). */
const NAMING_FILES = /^(brand\.json|navigation\.json|locales\/.+|content\/.+)$/;

/**
 * Warnings for `self` (its merged files and folder layers, own folder last) against the other brands: one
 * per file that names another brand (first place and count), one per identity picture that is another's.
 */
export function identityIssues(self: { id: string; dir: string; files: Record<string, unknown>; layers: string[] }, others: BrandIdentity[]): Issue[] {
  const issues: Issue[] = [];
  const ownName = ((self.files['brand.json'] as { name?: unknown } | undefined)?.name ?? '') as string;
  const rivals = others.filter((o) => o.id !== self.id && !ownName.toLowerCase().includes(o.id) && !self.id.includes(o.id));
  if (!rivals.length) return issues;
  const { re, owners } = matcherOf(others);
  for (const [file, doc] of Object.entries(self.files)) {
    if (!NAMING_FILES.test(file)) continue;
    const hits = new Map<BrandIdentity, string[]>();
    for (const [pointer, text] of strings(doc)) {
      if (pointer === '/extends') continue;
      const named = new Set<BrandIdentity>();
      for (const m of text.matchAll(re)) for (const o of owners.get(m[0].toLowerCase()) ?? []) if (rivals.includes(o)) named.add(o);
      for (const o of named) hits.set(o, [...(hits.get(o) ?? []), pointer]);
    }
    for (const [o, pointers] of hits) {
      const more = pointers.length > 1 ? ` and ${pointers.length - 1} more place${pointers.length > 2 ? 's' : ''}` : '';
      issues.push({ file, pointer: pointers[0], severity: 'warning', message: `names the brand ${JSON.stringify(o.name ?? o.id)} (brands/${o.id})${more}: rename it or write this brand's own text`, detail: { pointers } });
    }
  }
  const brandsDir = resolve(self.dir, '..');
  for (const [pointer, rel] of artPaths(self.files['theme.json'])) {
    // The file the brand uses: the uppermost layer that has it.
    const layer = [...self.layers].reverse().find((l) => isFile(resolve(brandsDir, l, rel)));
    if (!layer) continue;
    if (layer !== self.id && isBrandFolder(brandsDir, layer)) {
      issues.push({ file: 'theme.json', pointer, severity: 'warning', message: `uses brands/${layer}'s asset ${rel}: give the brand its own file` });
      continue;
    }
    const hash = hashOf(join(brandsDir, layer, rel));
    const owner = rivals.find((o) => o.art.has(hash));
    if (owner) issues.push({ file: 'theme.json', pointer, severity: 'warning', message: `${rel} is a copy of brands/${owner.id}/${owner.art.get(hash)}: give the brand its own file` });
  }
  return issues;
}
