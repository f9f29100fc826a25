// @vitest-environment jsdom
/** The studio's Texts tab: edits count as typed, the untranslated mark follows the pack's list, a translation leaves it. */
import { act, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { untranslatedIssues } from '../../scripts/validate/untranslated';
import type { BrandDoc, BrandFiles } from '../../studio/api';
import { Texts, withText } from '../../studio/Texts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

const doc: BrandDoc = {
  id: 'acme',
  files: {},
  broken: {},
  schemas: {},
  assets: [],
  texts: { engine: { 'en-US': { 'home.title': 'Home', 'casino.title': 'Casino' } }, base: {} },
};

/** The tab over files kept in state, as the studio's store keeps its drafts; every edit is recorded. */
function render(initial: BrandFiles, defaultLanguage: string, languages: string[]) {
  const edits: Array<[string, unknown]> = [];
  let current = initial;
  function Harness() {
    const [files, setFiles] = useState(initial);
    const onEdit = (rel: string, v: unknown) => {
      edits.push([rel, v]);
      current = { ...current, [rel]: v };
      setFiles(current);
    };
    const bundle = { brand: { defaultLanguage, languages: languages.map((code) => ({ code })) } };
    return createElement(Texts, { brand: 'acme', doc, files, bundle, onEdit });
  }
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  cleanup = () => (act(() => root.unmount()), container.remove());
  act(() => root.render(createElement(Harness)));
  const cell = (id: string, lang: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${id} in ${lang}"]`)!;
  const type = (input: HTMLInputElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const marked = (lang: string) =>
    [...container.querySelectorAll<HTMLTableCellElement>(`td.untranslated[data-lang="${lang}"]`)].map((td) =>
      td.querySelector('input')!.getAttribute('aria-label'),
    );
  return { cell, type, marked, edits, files: () => current };
}

describe('studio Texts tab', () => {
  it('marks the column whose pack lists the id, not the one that merely equals the default language', () => {
    // A brand started in pt-PT from English: its default language is the copy, English is the original.
    const files: BrandFiles = {
      'locales/pt-PT.json': { messages: { 'home.title': 'Home', 'casino.title': 'Casino' }, untranslated: ['home.title', 'casino.title'] },
    };
    const t = render(files, 'pt-PT', ['pt-PT', 'en-US']);
    expect(t.marked('pt-PT')).toEqual(['casino.title in pt-PT', 'home.title in pt-PT']);
    expect(t.marked('en-US')).toEqual([]);
  });

  it('counts every keystroke as an edit without leaving the field, and the translated id leaves untranslated', () => {
    const files: BrandFiles = {
      'locales/pt-PT.json': { messages: { 'home.title': 'Home', 'casino.title': 'Casino' }, untranslated: ['casino.title', 'home.title'] },
    };
    const count = (f: BrandFiles) => (untranslatedIssues(f)[0]?.detail as { ids: string[] } | undefined)?.ids.length ?? 0;
    const t = render(files, 'en-US', ['en-US', 'pt-PT']);
    expect(count(t.files())).toBe(2);
    const input = t.cell('home.title', 'pt-PT');
    input.focus();
    t.type(input, 'Iní');
    t.type(input, 'Início');
    // Two edits, no blur: the same field (not re-created, so focus stays) holds what was typed.
    expect(t.edits.map(([rel, v]) => [rel, (v as { messages: Record<string, string> }).messages['home.title']])).toEqual([
      ['locales/pt-PT.json', 'Iní'],
      ['locales/pt-PT.json', 'Início'],
    ]);
    expect(t.cell('home.title', 'pt-PT')).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('Início');
    // The validator's count of the draft falls by one; the mark moves off the translated cell only.
    expect(count(t.files())).toBe(1);
    expect(t.marked('pt-PT')).toEqual(['casino.title in pt-PT']);
  });

  it('withText keeps the pack, drops an emptied list and starts a pack the brand did not have', () => {
    expect(withText({ $schema: 's', messages: { a: 'x' }, untranslated: ['a'] }, 'a', 'y')).toEqual({ $schema: 's', messages: { a: 'y' } });
    expect(withText({ messages: {}, untranslated: ['a', 'b'] }, 'c', 'z')).toEqual({ messages: { c: 'z' }, untranslated: ['a', 'b'] });
    expect(withText(undefined, 'a', 'y')).toEqual({ $schema: '../../schemas/locale.schema.json', messages: { a: 'y' } });
  });
});
