import { breakpoints } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { isWideNow, WIDE_BREAKPOINT, WIDE_QUERY } from './wideQuery';

describe('wideQuery', () => {
  it("is Chakra's md breakpoint, where the layout's { base, md } styles switch", () => {
    expect(WIDE_BREAKPOINT).toBe(breakpoints.md);
    expect(WIDE_QUERY).toBe(`(min-width: ${breakpoints.md})`);
  });

  it('asks the window with that query; wide where there is no window (the prerenderer)', () => {
    const asked: string[] = [];
    const win = (matches: boolean) => ({ matchMedia: (q: string) => (asked.push(q), { matches }) as MediaQueryList });
    expect(isWideNow(win(false))).toBe(false);
    expect(isWideNow(win(true))).toBe(true);
    expect(asked).toEqual([WIDE_QUERY, WIDE_QUERY]);
    expect(isWideNow(undefined)).toBe(true);
  });
});
