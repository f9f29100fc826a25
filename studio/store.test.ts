import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandDoc, BrandFiles, ValidateResult } from './api';
import { createEditorStore, DEBOUNCE_MS, type StudioEnv } from './store';

const doc: BrandDoc = {
  id: 'acme',
  files: { 'brand.json': { name: 'Acme' }, 'locales/en.json': { messages: {} } },
  broken: {},
  schemas: { 'brand.json': 'brand' },
  assets: [],
  texts: { engine: {}, base: {} },
};
const bundle = { brand: { name: 'Acme', defaultLanguage: 'en', languages: [{ code: 'en', label: 'English' }] } };
const valid: ValidateResult = { ok: true, errors: 0, warnings: 0, issues: [] };
const broken: ValidateResult = {
  ok: false,
  errors: 1,
  warnings: 0,
  issues: [
    { file: 'brand.json', pointer: '/name', message: 'must be string', line: 'brands/acme/brand.json /name: must be string' },
    { file: 'brand.json', pointer: '/x', message: 'from base', layer: '_platform', line: 'brands/_platform/brand.json /x: from base' },
  ],
};

/** A fake API: records what was validated, answers `valid` unless a file's name is not a string. */
function fakeEnv() {
  let clock = 0;
  const validated: BrandFiles[] = [];
  const env = {
    now: () => clock,
    api: {
      brand: vi.fn(async () => doc),
      schemas: vi.fn(async () => ({ brand: { type: 'object' }, locale: { type: 'object' } })),
      validate: vi.fn(async (_brand: string, files: BrandFiles) => {
        validated.push(files);
        return typeof (files['brand.json'] as { name: unknown }).name === 'string' ? valid : broken;
      }),
      bundle: vi.fn(async () => bundle),
      save: vi.fn(async () => ({ status: 200, data: { ...valid, written: ['brand.json'] } })),
      newLanguage: vi.fn(async () => ({ status: 200, data: { ok: true, lines: ['brands/acme: added fr'] } })),
      updateLanguage: vi.fn(async () => ({
        status: 200,
        data: {
          ok: true,
          lines: ['brands/acme: fr lacked 3 texts: copied from en into locales/fr.json, listed in /untranslated'],
          written: ['locales/fr.json'],
        },
      })),
    },
  } satisfies StudioEnv;
  return { env, validated, advance: (ms: number) => (clock += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** An editor store over the fake environment, with the acme folder loaded. */
async function loadedStore() {
  const { env } = fakeEnv();
  const store = createEditorStore('acme', env);
  await store.load();
  return { env, store };
}

describe('the studio editor store', () => {
  it('loads the brand, checks it, takes the preview language from the bundle', async () => {
    const { store } = await loadedStore();
    expect(store.files).toEqual(doc.files);
    expect(store.result).toEqual(valid);
    expect(store.stateLabel).toBe('valid');
    expect(store.language).toBe('en');
    expect(store.languages).toEqual(bundle.brand.languages);
    expect(store.schemaOfFile).toEqual({ type: 'object' });
    expect(store.dirty).toBe(false);
    expect(store.canSave).toBe(false);
  });

  it('keeps the link query: page, language and colour mode', () => {
    const { env } = fakeEnv();
    const store = createEditorStore('acme', env, new URLSearchParams('page=/casino/live&lang=fr&mode=dark'));
    expect(store.previewSettings).toEqual({ colorMode: 'dark', language: 'fr' });
    expect(store.path).toBe('/casino/live');
    expect(createEditorStore('acme', env, new URLSearchParams('page=evil')).path).toBe('/');
  });

  it('checks the first edit at once and a burst of edits once it stops', async () => {
    const { env, validated, advance } = fakeEnv();
    const store = createEditorStore('acme', env);
    await store.load();
    advance(1000);
    store.edit('brand.json', { name: 'A' });
    expect(store.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(validated.at(-1)).toEqual({ ...doc.files, 'brand.json': { name: 'A' } });
    const checks = validated.length;
    advance(50);
    store.edit('brand.json', { name: 'Ac' });
    advance(50);
    store.edit('brand.json', { name: 'Acm' });
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(validated.length).toBe(checks);
    await vi.advanceTimersByTimeAsync(1);
    expect(validated.length).toBe(checks + 1);
    expect(validated.at(-1)?.['brand.json']).toEqual({ name: 'Acm' });
    expect(store.canSave).toBe(true);
  });

  it('keeps Save enabled while a check of the typed draft runs: a click is never swallowed by a button turning disabled', async () => {
    const { store } = await loadedStore();
    store.edit('brand.json', { name: 'A' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.canSave).toBe(true);
    const pending = store.check(store.files);
    expect(store.stateLabel).toBe('checking…');
    expect(store.canSave).toBe(true);
    await pending;
  });

  it('places only the brand’s own lines on its file, and cannot save an invalid folder', async () => {
    const { store } = await loadedStore();
    store.edit('brand.json', { name: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.stateLabel).toBe('1 error(s)');
    expect(store.issues).toHaveLength(2);
    expect(store.fileIssues.map((i) => i.pointer)).toEqual(['/name']);
    expect(store.hasError('brand.json')).toBe(true);
    expect(store.hasError('locales/en.json')).toBe(false);
    expect(store.canSave).toBe(false);
  });

  it('drops an answer overtaken by a later check', async () => {
    const { env, store } = await loadedStore();
    let answerFirst: (r: ValidateResult) => void = () => {};
    env.api.validate.mockImplementationOnce(() => new Promise<ValidateResult>((resolve) => (answerFirst = resolve)));
    const first = store.check({ 'brand.json': { name: 7 } });
    await store.check({ 'brand.json': { name: 'ok' } });
    answerFirst(broken);
    await first;
    expect(store.result).toEqual(valid);
    expect(store.checking).toBe(false);
  });

  it('saves: lists the files written and is clean; a 422 says why and stays dirty', async () => {
    const { env, store } = await loadedStore();
    store.edit('brand.json', { name: 'B' });
    await vi.advanceTimersByTimeAsync(0);
    await store.save();
    expect(env.api.save).toHaveBeenCalledWith('acme', { ...doc.files, 'brand.json': { name: 'B' } });
    expect(store.saveLines).toEqual(['Saved brands/acme/brand.json']);
    expect(store.dirty).toBe(false);

    store.edit('brand.json', { name: 'C' });
    env.api.save.mockResolvedValueOnce({ status: 422, data: { ...broken, written: [] } });
    await store.save();
    expect(store.saveLines).toEqual(['Not saved: the folder does not validate. Fix the lines below.']);
    expect(store.dirty).toBe(true);
    expect(store.result).toMatchObject({ errors: 1 });
  });

  it('adds a language through the API and reloads the brand; a failure shows its message', async () => {
    const { env, store } = await loadedStore();
    store.openNewLanguage();
    expect(store.newLanguage?.from).toBe('en');
    store.setNewLanguage({ code: 'fr', label: 'Français' });
    await store.addLanguage();
    expect(env.api.newLanguage).toHaveBeenCalledWith('acme', 'fr', 'en', 'Français');
    expect(store.newLanguage).toBeUndefined();
    expect(env.api.brand).toHaveBeenCalledTimes(2);

    store.openNewLanguage();
    store.setNewLanguage({ code: 'de' });
    env.api.newLanguage.mockRejectedValueOnce(new Error('de: no such language'));
    await store.addLanguage();
    expect(store.saveLines).toEqual(['de: no such language']);
    expect(store.newLanguage?.code).toBe('de');
  });

  it('adds the texts a language lacks through the API and reloads; with unsaved edits it asks for a save first; a language lacking nothing is not reloaded', async () => {
    const { env, store } = await loadedStore();
    store.edit('brand.json', { ...(doc.files['brand.json'] as object), name: 'Edited' });
    await store.fillLanguage('fr');
    expect(env.api.updateLanguage).not.toHaveBeenCalled();
    expect(store.saveLines[0]).toMatch(/^Save or reload your edits first/);

    await store.load();
    await store.fillLanguage('fr');
    expect(env.api.updateLanguage).toHaveBeenCalledWith('acme', 'fr');
    expect(store.saveLines).toEqual(['brands/acme: fr lacked 3 texts: copied from en into locales/fr.json, listed in /untranslated']);
    expect(env.api.brand).toHaveBeenCalledTimes(3);

    env.api.updateLanguage.mockResolvedValueOnce({ status: 200, data: { ok: true, lines: ['brands/acme: fr lacks no text'], written: [] } });
    await store.fillLanguage('fr');
    expect(store.saveLines).toEqual(['brands/acme: fr lacks no text']);
    expect(env.api.brand).toHaveBeenCalledTimes(3);
  });

  it('shows a load failure', async () => {
    const { env } = fakeEnv();
    env.api.brand.mockRejectedValueOnce(new Error('brand/acme: HTTP 404'));
    const store = createEditorStore('acme', env);
    await store.load();
    expect(store.loadError).toBe('brand/acme: HTTP 404');
  });
});
