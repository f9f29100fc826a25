import { describe, expect, it } from 'vitest';
import { ok, testEnv } from '../../models/testEnv';
import { fetchFlatPages, readFlatPages } from './useFlatPages';

describe('flat pages', () => {
  it('skips (and logs) null items and items whose id_name or name is not a string', () => {
    const logs: string[] = [];
    const pages = readFlatPages(
      [null, { id_name: 'terms', name: { en: 'Terms' } }, { id_name: 7, name: 'Seven' }, { id_name: 'faq', name: 'FAQ', priority: '2' }, { id_name: 'about', priority: 1, text: 'hi' }],
      (m) => logs.push(m),
    );
    expect(pages).toEqual([
      { idName: 'about', name: 'about', priority: 1, text: 'hi' },
      { idName: 'faq', name: 'FAQ', priority: 2, text: '' },
    ]);
    expect(logs).toHaveLength(3);
  });

  it('does not keep a failed load cached: the next visit asks again', async () => {
    let calls = 0;
    const { env } = testEnv({
      'GET /api/site/flatpages/list/xx': () => {
        calls += 1;
        if (calls === 1) throw new Error('boom');
        return ok([{ id_name: 'faq', name: 'FAQ' }]);
      },
    });
    expect(await fetchFlatPages(env, 'xx')).toBeNull();
    expect((await fetchFlatPages(env, 'xx'))?.map((p) => p.name)).toEqual(['FAQ']);
    expect(calls).toBe(2);
  });
});
