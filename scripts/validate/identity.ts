/**
 * Warnings for a brand that still carries another brand's identity: texts, hosts or links that name it,
 * and logos or images that are its files inherited through `extends`. A warning, not an error: a variant
 * may share a look on purpose, but a partner's new brand should not.
 *
 * Byte-for-byte copies of another brand's pictures are not looked for: the bytes do not say which brand
 * copied which, so the warning landed in both, and a partner copying the reference mascot made the
 * reference brand fail `--strict` (everyone's npm test) over a folder it does not own. A warning must be
 * one the warned brand can clear in its own folder; new-brand replaces every identity picture with a
 * placeholder and lists them as still to supply.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Issue } from '../../src/config/issue.ts';
import { isBrandFolder } from '../lib/brandLayers.ts';

/** What identifies a brand to others: its id and display name. */
export interface BrandIdentity {
  id: string;
  name?: string;
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

const isFile = (f: string) => existsSync(f) && statSync(f).isFile();

/** The identity of a brand folder, from its merged brand.json. */
export function identityOf(id: string, brand: unknown): BrandIdentity {
  const name = (brand as { name?: unknown } | undefined)?.name;
  return { id, name: typeof name === 'string' ? name : undefined };
}

/** Every string of a document with its JSON pointer. */
function* strings(doc: unknown, path = ''): Generator<[string, string]> {
  if (typeof doc === 'string') yield [path || '/', doc];
  else if (Array.isArray(doc)) for (let i = 0; i < doc.length; i++) yield* strings(doc[i], `${path}/${i}`);
  else if (doc && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) yield* strings(v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/**
 * Finds the brands a text names: a brand's name, or its id where a word starts with it ("pampabet",
 * "help.pampa.example", not a lone word), any case. Built once per list of brands and indexed by first word, so a run over
 * many brands looks each word of a text up in a map instead of testing every brand against every text.
 */
type Finder = (text: string) => Set<BrandIdentity>;
const finders = new WeakMap<BrandIdentity[], Finder>();
const WORD = /[\p{L}\p{N}]+/gu;
function finderOf(all: BrandIdentity[]): Finder {
  const cached = finders.get(all);
  if (cached) return cached;
  /** First word of a name or id → the full lowercased text to find there and whose it is. */
  const byFirstWord = new Map<string, Array<{ whole: string; o: BrandIdentity; prefix: boolean }>>();
  let longest = 0;
  const add = (text: string, o: BrandIdentity, prefix: boolean) => {
    const whole = text.toLowerCase();
    const first = whole.match(WORD)?.[0];
    if (!first) return;
    longest = Math.max(longest, first.length);
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), { whole, o, prefix }]);
  };
  for (const o of all) {
    if (o.name) add(o.name, o, false);
    add(o.id, o, true);
  }
  // Brands made from one another share most texts: each distinct text is scanned once per run.
  const seen = new Map<string, Set<BrandIdentity>>();
  const find: Finder = (text) => {
    const known = seen.get(text);
    if (known) return known;
    const lower = text.toLowerCase();
    const found = new Set<BrandIdentity>();
    for (const m of lower.matchAll(WORD)) {
      const word = m[0];
      for (let n = 1; n <= Math.min(word.length, longest); n++) {
        for (const c of byFirstWord.get(word.slice(0, n)) ?? []) {
          // A name's first word must be whole; an id may begin a longer word ("pampabet") or stand in a host,
          // address or handle ("help.pampa.example", "@pampa"), but an id alone in prose is a plain word: a
          // partner brand called "third" must not make every brand whose rules say "third" warn.
          if (!c.prefix && n !== word.length) continue;
          if (c.prefix && n === word.length && !/[.@/_-]/.test(`${lower[m.index - 1] ?? ''}${lower[m.index + n] ?? ''}`)) continue;
          if (lower.startsWith(c.whole, m.index)) found.add(c.o);
        }
      }
    }
    seen.set(text, found);
    return found;
  };
  finders.set(all, find);
  return find;
}

/** The files whose texts may name a brand: identity, menu links, text packs and long texts (not providers or rules tables). */
const NAMING_FILES = /^(brand\.json|navigation\.json|locales\/.+|content\/.+)$/;

/**
 * Warnings for `self` (its merged files and folder layers, own folder last) against the other brands: one
 * per file that names another brand (first place and count), one per identity picture it inherits from another brand.
 */
export function identityIssues(self: { id: string; dir: string; files: Record<string, unknown>; layers: string[] }, others: BrandIdentity[]): Issue[] {
  const issues: Issue[] = [];
  const ownName = ((self.files['brand.json'] as { name?: unknown } | undefined)?.name ?? '') as string;
  const rivals = others.filter((o) => o.id !== self.id && !ownName.toLowerCase().includes(o.id) && !self.id.includes(o.id));
  if (!rivals.length) return issues;
  const find = finderOf(others);
  for (const [file, doc] of Object.entries(self.files)) {
    if (!NAMING_FILES.test(file)) continue;
    const hits = new Map<BrandIdentity, string[]>();
    for (const [pointer, text] of strings(doc)) {
      if (pointer === '/extends') continue;
      for (const o of find(text)) if (rivals.includes(o)) hits.set(o, [...(hits.get(o) ?? []), pointer]);
    }
    for (const [o, pointers] of hits) {
      const more = pointers.length > 1 ? ` and ${pointers.length - 1} more place${pointers.length > 2 ? 's' : ''}` : '';
      issues.push({
        file,
        pointer: pointers[0],
        severity: 'warning',
        message: `names the brand ${JSON.stringify(o.name ?? o.id)} (brands/${o.id})${more}: rename it or write this brand's own text`,
        detail: { pointers },
      });
    }
  }
  const brandsDir = resolve(self.dir, '..');
  for (const [pointer, rel] of artPaths(self.files['theme.json'])) {
    // The file the brand uses: the uppermost layer that has it.
    const layer = [...self.layers].reverse().find((l) => isFile(resolve(brandsDir, l, rel)));
    if (!layer) continue;
    if (layer !== self.id && isBrandFolder(brandsDir, layer))
      issues.push({ file: 'theme.json', pointer, severity: 'warning', message: `uses brands/${layer}'s asset ${rel}: give the brand its own file` });
  }
  return issues;
}
