import { describe, expect, it } from 'vitest';
import { readPromotions } from './PromotionsStore';
import { fail, ok, loggedSetup, deferred } from '../../../tests/support/testEnv';

const LIST = '/api/site/promotions/list';

function setup(routes: Parameters<typeof loggedSetup>[0] = {}) {
  const t = loggedSetup(routes);
  return { ...t, store: t.root.promotions };
}

describe('PromotionsStore', () => {
  it('loads the list of a language and shows the promotions of the theme and device, by priority', async () => {
    const { store } = setup({
      [`GET ${LIST}/es`]: () =>
        ok([
          { id: 1, priority: 2, header: 'B' },
          { id: 2, priority: 1, header: 'A' },
          { id: 3, system_theme: 'dark' },
          { id: 4, device_type: 'mobile' },
          { id: 5, is_active: 0 },
        ]),
    });
    expect(store.view('es', 'light', 'desktop')).toEqual({ loading: true, failed: false, list: [] });
    await store.load('es');
    expect(store.view('es', 'light', 'desktop').list.map((p) => p.id)).toEqual(['2', '1']);
    expect(store.view('es', 'dark', 'mobile').list.map((p) => p.id)).toEqual(['3', '4', '2', '1']);
    expect(store.actionProcessing).toBe(false);
  });

  it('shows a refusal and a malformed payload as failed; the next visit asks again', async () => {
    let answer: unknown = fail(5, 'down');
    const { store, api, logs } = setup({ [`GET ${LIST}/es`]: () => answer as never });
    await store.load('es');
    expect(store.view('es', 'light', 'desktop')).toEqual({ loading: false, failed: true, list: [] });
    answer = ok({ nope: true });
    await store.load('es');
    expect(store.view('es', 'light', 'desktop')).toMatchObject({ failed: true });
    expect(logs).toEqual(['promotions: the platform refused the call', 'promotions: response is not a list']);
    answer = ok({ items: [{ id: 'a' }] });
    await store.load('es');
    expect(store.view('es', 'light', 'desktop').list.map((p) => p.id)).toEqual(['a']);
    expect(api.calls).toHaveLength(3);
  });

  it('drops the answer for a language that is no longer shown', async () => {
    const es = deferred<unknown>();
    const { store } = setup({ [`GET ${LIST}/es`]: () => es.promise as never, [`GET ${LIST}/en`]: () => ok([{ id: 'en-1' }]) });
    const first = store.load('es');
    await store.load('en');
    es.resolve(ok([{ id: 'es-1' }]));
    await first;
    expect(store.view('en', 'light', 'desktop').list.map((p) => p.id)).toEqual(['en-1']);
    expect(store.view('es', 'light', 'desktop').loading).toBe(true);
  });

  it('skips null and id-less items (logged) and turns non-string url and texts into empty strings', () => {
    const logs: string[] = [];
    const list = readPromotions(
      [
        null,
        { header: 'no id' },
        { id: 2, priority: '1', url: { href: '/x' }, header: 7, call_action: ['Go'], description: null, short_description: 'Short' },
        { id: 'a', priority: 0, url: '/casino', header: 'A', call_action: 'Play' },
      ],
      (m) => logs.push(m),
    );
    expect(list?.map((p) => [p.id, p.url, p.header, p.call_action, p.description, p.short_description])).toEqual([
      ['a', '/casino', 'A', 'Play', '', ''],
      ['2', '', '', '', '', 'Short'],
    ]);
    expect(logs).toEqual(['promotions: 2 malformed item(s) skipped']);
  });
});
