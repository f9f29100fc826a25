import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../config/types';
import { readFlatPages } from './FlatPagesStore';
import { fail, ok, testConfig, loggedSetup, deferred } from '../../../tests/support/testEnv';

const LIST = '/api/site/flatpages/list';

function setup(routes: Parameters<typeof loggedSetup>[0] = {}) {
  const config = testConfig() as BrandConfig;
  config.content = {
    flatPages: {
      'es-es': {
        pages: [
          { idName: 'terms', name: 'Términos', priority: 2, text: 'b' },
          { idName: 'faq', name: 'Preguntas', priority: 1, text: 'a' },
        ],
      },
    },
  } as BrandConfig['content'];
  const t = loggedSetup(routes, config);
  return { ...t, store: t.root.flatPages };
}

describe('FlatPagesStore', () => {
  it('shows the bundled pages while loading, then the platform list of the language (kept: no second call)', async () => {
    const { store, api } = setup({ [`GET ${LIST}/es`]: () => ok([{ id_name: 'about', name: 'Sobre', priority: 1, text: 'hi' }]) });
    expect(store.forLanguage('es', 'es-es')).toMatchObject({ loading: true, fromServer: false });
    expect(store.forLanguage('es', 'es-es').pages.map((p) => p.idName)).toEqual(['faq', 'terms']);
    await store.ensure('es');
    expect(store.forLanguage('es', 'es-es')).toEqual({
      pages: [{ idName: 'about', name: 'Sobre', priority: 1, text: 'hi' }],
      loading: false,
      fromServer: true,
    });
    await store.ensure('es');
    expect(api.calls).toHaveLength(1);
    expect(store.actionProcessing).toBe(false);
  });

  it('falls back to the bundled pages (of the default language when the language has none) when the platform refuses, and asks again next visit', async () => {
    let calls = 0;
    const { store, logs } = setup({
      [`GET ${LIST}/en`]: () => (++calls === 1 ? fail(5, 'down') : ok([{ id_name: 'faq', name: 'FAQ' }])),
    });
    await store.ensure('en');
    expect(store.forLanguage('en', 'en-US')).toMatchObject({ loading: false, fromServer: false });
    expect(store.forLanguage('en', 'en-US').pages.map((p) => p.name)).toEqual(['Preguntas', 'Términos']);
    expect(logs).toEqual(['flat pages: the platform refused the call']);
    await store.ensure('en');
    expect(calls).toBe(2);
    expect(store.forLanguage('en', 'en-US').pages.map((p) => p.name)).toEqual(['FAQ']);
  });

  it('treats a payload that is not a list as a failure, and a thrown call too', async () => {
    const { store, logs } = setup({
      [`GET ${LIST}/es`]: () => ok({ nope: true }),
      [`GET ${LIST}/en`]: () => {
        throw new Error('boom');
      },
    });
    await store.ensure('es');
    await store.ensure('en');
    expect(store.forLanguage('es', 'es-es')).toMatchObject({ loading: false, fromServer: false });
    expect(store.forLanguage('en', 'en-US')).toMatchObject({ loading: false, fromServer: false });
    expect(logs).toEqual(['flat pages: response is not a list', 'flat pages: the call failed']);
  });

  it('keeps an answer with its own language: a late answer for the old language never shows under the new one', async () => {
    const es = deferred<ReturnType<typeof ok>>();
    const { store, api } = setup({ [`GET ${LIST}/es`]: () => es.promise as never, [`GET ${LIST}/en`]: () => ok([{ id_name: 'faq', name: 'FAQ' }]) });
    // the fake API awaits the handler's value, so a promise answers later
    const first = store.ensure('es');
    await store.ensure('en');
    es.resolve(ok([{ id_name: 'old', name: 'Viejo' }]));
    await first;
    expect(store.forLanguage('en', 'en-US').pages.map((p) => p.idName)).toEqual(['faq']);
    expect(store.forLanguage('es', 'es-es').pages.map((p) => p.idName)).toEqual(['old']);
    expect(api.calls.map((c) => c.path)).toEqual([`${LIST}/es`, `${LIST}/en`]);
  });

  it('skips (and logs) null items and items whose id_name or name is not a string; drops inactive ones', () => {
    const logs: string[] = [];
    const pages = readFlatPages(
      [
        null,
        { id_name: 'terms', name: { en: 'Terms' } },
        { id_name: 7, name: 'Seven' },
        { id_name: 'faq', name: 'FAQ', priority: '2' },
        { id_name: 'about', priority: 1, text: 'hi' },
        { id_name: 'off', is_active: 0 },
      ],
      (m) => logs.push(m),
    );
    expect(pages).toEqual([
      { idName: 'about', name: 'about', priority: 1, text: 'hi' },
      { idName: 'faq', name: 'FAQ', priority: 2, text: '' },
    ]);
    expect(logs).toHaveLength(3);
  });
});
