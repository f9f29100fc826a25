/**
 * Every message id of the engine and the brand with its text in each of the brand's languages; untranslated
 * (same text as the default language) and missing ones marked; an edit becomes an override in the brand's own
 * locales/<lang>.json (the spec's locale-listing page: also at #/brand/<id>/kit/locale).
 */
import { useState } from 'react';
import type { BrandDoc, BrandFiles } from './api';

interface LocaleDoc {
  $schema?: string;
  messages?: Record<string, string>;
}

export function Texts({
  brand,
  doc,
  files,
  bundle,
  onEdit,
}: {
  brand: string;
  doc: BrandDoc;
  files: BrandFiles;
  bundle?: { brand?: { languages?: Array<{ code: string }>; defaultLanguage?: string } };
  onEdit: (rel: string, v: unknown) => void;
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
  const rows = ids.filter((id) => {
    if (filter && !id.toLowerCase().includes(filter.toLowerCase()) && !langs.some((l) => textOf(l, id).text?.toLowerCase().includes(filter.toLowerCase())))
      return false;
    if (only === 'flagged') return langs.some((l) => textOf(l, id).text === undefined || (l !== def && textOf(l, id).text === textOf(def, id).text));
    return true;
  });
  const set = (lang: string, id: string, text: string) => {
    const rel = `locales/${lang}.json`;
    const cur = (files[rel] as LocaleDoc | undefined) ?? { $schema: '../../schemas/locale.schema.json', messages: {} };
    onEdit(rel, { ...cur, messages: { ...(cur.messages ?? {}), [id]: text } });
  };
  const shown = rows.slice(0, 300);
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
                const untranslated = l !== def && t.text !== undefined && t.text === textOf(def, id).text;
                return (
                  <td key={l} className={t.text === undefined ? 'missing' : untranslated ? 'untranslated' : ''}>
                    <input
                      className="cell"
                      key={`${id}:${t.text}`}
                      aria-label={`${id} in ${l}`}
                      defaultValue={t.text ?? ''}
                      placeholder="missing"
                      onBlur={(e) => e.target.value !== (t.text ?? '') && set(l, id, e.target.value)}
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
