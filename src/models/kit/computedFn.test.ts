import { autorun, observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { computedFn } from './computedFn';

describe('computedFn', () => {
  it('inside a reaction: one computation per argument list while observed, again when its inputs change, dropped when unobserved', () => {
    const state = observable({ factor: 2 });
    const calls: string[] = [];
    const times = computedFn((name: string, n: number | undefined) => (calls.push(`${name}:${n}`), (n ?? 1) * state.factor));
    const seen: number[] = [];
    const stop = autorun(() => seen.push(times('a', 3) + times('a', 3) + times('b', undefined)));
    expect(seen).toEqual([14]);
    expect(calls).toEqual(['a:3', 'b:undefined']);
    // a second reader of the same arguments shares the computation
    const other = autorun(() => times('a', 3));
    expect(calls).toHaveLength(2);
    runInAction(() => (state.factor = 3));
    expect(seen).toEqual([14, 21]);
    expect(calls).toEqual(['a:3', 'b:undefined', 'a:3', 'b:undefined']);
    stop();
    other();
    // nothing observes it any more: the next reader computes afresh
    const again = autorun(() => times('a', 3));
    expect(calls).toHaveLength(5);
    again();
  });

  it('outside a reaction it just runs the function (nothing would release a cached value)', () => {
    let n = 0;
    const count = computedFn((k: string) => `${k}${++n}`);
    expect(count('x')).toBe('x1');
    expect(count('x')).toBe('x2');
  });
});
