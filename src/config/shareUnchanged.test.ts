import { describe, expect, it } from 'vitest';
import { shareUnchanged } from './shareUnchanged';

describe('shareUnchanged', () => {
  it('keeps the identity of unchanged parts and returns the previous object when nothing changed', () => {
    const prev = { theme: { light: { primary: '#111' } }, locales: { en: { a: 'A' }, es: { a: 'Á' } }, list: [{ id: 1 }, { id: 2 }] };
    const same = structuredClone(prev);
    expect(shareUnchanged(prev, same)).toBe(prev);
    const next = structuredClone(prev);
    next.locales.es.a = 'Ä';
    const out = shareUnchanged(prev, next);
    expect(out).toEqual(next);
    expect(out).not.toBe(prev);
    expect(out.theme).toBe(prev.theme);
    expect(out.list).toBe(prev.list);
    expect(out.locales.en).toBe(prev.locales.en);
    expect(out.locales.es).not.toBe(prev.locales.es);
  });

  it('a removed key, an added key, a shorter list or a changed type is a change', () => {
    const prev = { a: { x: 1, y: 2 }, b: [1, 2, 3], c: { k: 1 } as unknown };
    const out = shareUnchanged(prev, { a: { x: 1 } as { x: number; y: number }, b: [1, 2], c: [1] });
    expect(out).toEqual({ a: { x: 1 }, b: [1, 2], c: [1] });
    expect(shareUnchanged({ a: 1 } as Record<string, number>, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
  });
});
