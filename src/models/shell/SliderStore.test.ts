import { describe, expect, it } from 'vitest';
import { readSlides, slidesFor } from './SliderStore';
import { fail, ok, loggedSetup } from '../../../tests/support/testEnv';

const SLIDES = 'GET /api/site/slides';

function setup(routes: Parameters<typeof loggedSetup>[0] = {}) {
  const t = loggedSetup(routes);
  return { ...t, store: t.root.slider };
}

const LIST = [
  { id: 1, url: '/casino', url_image: '/a.svg', device_type: 'all', lang: -1 },
  { id: 2, url: '/promotions/1', url_image: '/b.svg', device_type: 'desktop', lang: 0 },
  { id: 3, url: '/promotions/1', url_image: '/c.svg', device_type: 'mobile', lang: 1 },
  { id: 4, url: '/promotions/2', url_image: '/d.svg', device_type: 'mobile', lang: 0 },
];

describe('SliderStore', () => {
  it('loads the slides and shows those of the language (or any language) and the device', async () => {
    const { store, api } = setup({ [SLIDES]: () => ok(LIST) });
    expect(store.status).toBe('idle');
    const running = store.load();
    expect(store.actionProcessing).toBe(true);
    await store.load(); // a second call while one runs asks nothing
    await running;
    expect(api.calls).toHaveLength(1);
    expect(store.actionProcessing).toBe(false);
    expect(store.visible(0, 'mobile').map((s) => s.id)).toEqual(['1', '4']);
    expect(store.visible(1, 'mobile').map((s) => s.id)).toEqual(['1', '3']);
    expect(store.visible(0, 'desktop').map((s) => s.id)).toEqual(['1', '2']);
    // a language without a slide code sees only any-language slides
    expect(store.visible(undefined, 'mobile').map((s) => s.id)).toEqual(['1']);
  });

  it('shows a refusal and a malformed payload as failed (logged), keeps slides it had, and asks again next time', async () => {
    let answer: unknown = fail(5, 'down');
    const { store, logs } = setup({ [SLIDES]: () => answer as never });
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.visible(0, 'mobile')).toEqual([]);
    answer = ok({ nope: true });
    await store.load();
    expect(store.status).toBe('failed');
    expect(logs).toEqual(['slides: the platform refused the call', 'slides: response is not a list']);
    answer = ok(LIST);
    await store.load();
    expect(store.visible(1, 'mobile')).toHaveLength(2);
    answer = fail(5, 'down');
    await store.load();
    expect(store.visible(1, 'mobile')).toHaveLength(2);
  });

  it('skips image-less items, reads a string language and treats a missing one as any', () => {
    const logs: string[] = [];
    const slides = readSlides([null, { id: 9 }, { url_image: '/x.svg', lang: '1' }, { id: 'z', url_image: '/y.svg', url: 5 }], (m) => logs.push(m))!;
    expect(slides).toEqual([
      { id: 'slide-2', url: '', url_image: '/x.svg', device_type: 'all', lang: 1 },
      { id: 'z', url: '', url_image: '/y.svg', device_type: 'all', lang: -1 },
    ]);
    expect(logs).toEqual(['slides: 2 malformed item(s) skipped']);
    expect(slidesFor(slides, 0, 'desktop').map((s) => s.id)).toEqual(['z']);
  });
});
