import { describe, expect, it } from 'vitest';
import { readPromotions } from './usePromotions';

const where = { theme: 'light', device: 'desktop' } as const;

describe('promotions', () => {
  it('skips null and id-less items (logged) and turns non-string url and texts into empty strings', () => {
    const logs: string[] = [];
    const list = readPromotions(
      [null, { header: 'no id' }, { id: 2, priority: '1', url: { href: '/x' }, header: 7, call_action: ['Go'], description: null, short_description: 'Short' }, { id: 'a', priority: 0, url: '/casino', header: 'A', call_action: 'Play' }],
      where,
      (m) => logs.push(m),
    );
    expect(list?.map((p) => [p.id, p.url, p.header, p.call_action, p.description, p.short_description])).toEqual([
      ['a', '/casino', 'A', 'Play', '', ''],
      ['2', '', '', '', '', 'Short'],
    ]);
    expect(logs).toEqual(['promotions: 2 malformed item(s) skipped']);
  });

  it('keeps active promotions for the theme and device; a payload that is not a list is a failure', () => {
    const list = readPromotions({ items: [{ id: 1, is_active: 0 }, { id: 2, system_theme: 'dark' }, { id: 3, device_type: 'mobile' }, { id: 4, system_theme: 'all' }] }, where);
    expect(list?.map((p) => p.id)).toEqual(['4']);
    expect(readPromotions({ nope: true }, where)).toBeNull();
  });
});
