import { describe, expect, it } from 'vitest';
import { makeThrottle, nextCount } from './growth';

describe('grid growth', () => {
  it('grows by the step and never past the total', () => {
    expect(nextCount(31, 17, 100)).toBe(48);
    expect(nextCount(90, 17, 100)).toBe(100);
  });
  it('throttles steps to one per window', () => {
    let t = 0;
    const allow = makeThrottle(500, () => t);
    expect(allow()).toBe(true);
    t = 200;
    expect(allow()).toBe(false);
    expect(allow.wait()).toBe(300);
    t = 500;
    expect(allow.wait()).toBe(0);
    expect(allow()).toBe(true);
  });
});
