/**
 * Every message id of the engine and the brand with its text in each of the brand's languages; missing ones and
 * the ones the language's pack lists as untranslated marked; an edit becomes an override in the brand's own
 * locales/<lang>.json as it is typed (the spec's locale-listing page: also at #/brand/<id>/kit/locale).
 */
import { useState } from 'react';
import type { BrandDoc, BrandFiles } from './api';

export interface LocaleDoc {
  $schema?: string;
  messages?: Record<string, string>;
  untranslated?: string[];
}

/**
 * The pack with one text set. A text typed in is a translation: its id leaves `untranslated` (the list the
 * validator counts, scripts/validate/untranslated.ts), so the count falls as soon as the draft is checked and
 * the saved file no longer lists it. An emptied list is dropped, as new-language never writes an empty one.
 */
export function withText(pack: LocaleDoc | undefined, id: string, text: string): LocaleDoc {
  const cur = pack ?? { $schema: '../../schemas/locale.schema.json', messages: {} };
  const { untranslated, ...rest } = cur;
  const left = (untranslated ?? []).filter((u) => u !== id);
  return { ...rest, messages: { ...(cur.messages ?? {}), [id]: text }, ...(left.length ? { untranslated: left } : {}) };
}

export function Texts({
  brand,
  doc,
  files,
  bundle,
  onEdit,
  onFillMissing,
  dirty = false,
}: {
  brand: string;
  doc: BrandDoc;
  files: BrandFiles;
  bundle?: { brand?: { languages?: Array<{ code: string }>; defaultLanguage?: string } };
  onEdit: (rel: string, v: unknown) => void;
  /** Adds the texts a language lacks, copied from the default language and marked untranslated (new-language --update). */
  onFillMissing?: (lang: string) => void;
  /** Unsaved edits: adding texts writes the brand folder, so it waits for a save or reload. */
  dirty?: boolean;
}) {
  const [filter, setFilter] = useState('');
  const [only, setOnly] = useState<'all' | 'flagged'>('all');
  const langs = (bundle?.brand?.languages ?? []).map((l) => l.code);
  const def = bundle?.brand?.defaultLanguage ?? langs[0];
  const own = (lang: string) => (files[`locales/${lang}.json`] as LocaleDoc | undefined)?.messages ?? {};
  const textOf = (lang: string, id: string): { text?: string; from: string } => {
    if (own(lang)[id] !== undefined) return { text: own(lang)[id], from: 'brand' };
    if (doc.texts.base[lang]?.[id] !== undefined) return { text: doc.texts.base[lang][id], from: 'base' };
    if (doc.texts.engine[lang]?.[id] !== undefined) return { text: doc.texts.engine[lang][id], from: 'engine' };
    return { from: 'missing' };
  };
  const idSet = new Set<string>(Object.keys(doc.texts.engine['en-US'] ?? {}));
  for (const lang of langs) for (const id of [...Object.keys(doc.texts.base[lang] ?? {}), ...Object.keys(own(lang))]) idSet.add(id);
  const ids = [...idSet].sort();
  // The mark is the language's own list, the one the validator counts: a text equal to the default language's
  // is not necessarily a copy, and the copy may be the default language itself (a brand started in another).
  const untranslatedIn = new Map(langs.map((l) => [l, new Set((files[`locales/${l}.json`] as LocaleDoc | undefined)?.untranslated ?? [])]));
  const isUntranslated = (lang: string, id: string) => untranslatedIn.get(lang)?.has(id) ?? false;
  const rows = ids.filter((id) => {
    if (filter && !id.toLowerCase().includes(filter.toLowerCase()) && !langs.some((l) => textOf(l, id).text?.toLowerCase().includes(filter.toLowerCase())))
      return false;
    if (only === 'flagged') return langs.some((l) => textOf(l, id).text === undefined || isUntranslated(l, id));
    return true;
  });
  const set = (lang: string, id: string, text: string) => {
    const rel = `locales/${lang}.json`;
    onEdit(rel, withText(files[rel] as LocaleDoc | undefined, id, text));
  };
  const shown = rows.slice(0, 300);
  // Per language, the ids no layer and no engine pack gives a text (what the validator calls missing).
  const missing = langs.map((l) => ({ lang: l, count: ids.filter((id) => textOf(l, id).text === undefined).length })).filter((m) => m.count > 0);
  return (
    <div className="texts">
      <div className="row">
        <input placeholder="filter by id or text" value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="text-filter" />
        <label>
          <input type="checkbox" checked={only === 'flagged'} onChange={(e) => setOnly(e.target.checked ? 'flagged' : 'all')} /> only missing or untranslated
        </label>
        <span className="muted">
          {rows.length} of {ids.length} ids{rows.length > shown.length ? ` (first ${shown.length} shown: filter to narrow)` : ''}; edits go into brands/{brand}
          /locales/&lt;lang&gt;.json
        </span>
      </div>
      {onFillMissing && missing.length > 0 && (
        <div className="row" data-testid="fill-missing">
          {missing.map((m) => (
            <button
              key={m.lang}
              type="button"
              disabled={dirty}
              title={
                dirty
                  ? 'Save or reload your edits first: adding texts writes the brand folder'
                  : `Copies each from ${def} into locales/${m.lang}.json and lists it as untranslated, to translate here`
              }
              onClick={() => onFillMissing(m.lang)}
              data-lang={m.lang}
            >
              Add the {m.count} {m.count === 1 ? 'text' : 'texts'} {m.lang} lacks
            </button>
          ))}
        </div>
      )}
      <table>
        <thead>
          <tr>
            <th>id</th>
            {langs.map((l) => (
              <th key={l}>
                {l}
                {l === def ? ' (default)' : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((id) => (
            <tr key={id}>
              <td>
                <code>{id}</code>
              </td>
              {langs.map((l) => {
                const t = textOf(l, id);
                const untranslated = t.text !== undefined && isUntranslated(l, id);
                return (
                  <td key={l} className={t.text === undefined ? 'missing' : untranslated ? 'untranslated' : ''} data-lang={l}>
                    {/* Controlled: each keystroke is an edit (the store checks once typing stops), not only the one on leaving the field. */}
                    <input
                      className="cell"
                      aria-label={`${id} in ${l}`}
                      value={t.text ?? ''}
                      placeholder="missing"
                      onChange={(e) => set(l, id, e.target.value)}
                    />
                    <small>{t.text === undefined ? 'missing' : untranslated ? `untranslated · ${t.from}` : t.from}</small>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
