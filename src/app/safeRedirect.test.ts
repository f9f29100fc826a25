import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeRedirect';

describe('safeReturnPath', () => {
  it('returns a same-origin path with its query', () => {
    expect(safeReturnPath({ from: { pathname: '/casino/slots', search: '?q=1' } }, '/casino')).toBe('/casino/slots?q=1');
  });
  it.each([
    [{ from: { pathname: '//evil.example/x' } }],
    [{ from: { pathname: 'https://evil.example' } }],
    [{ from: { pathname: '/\\evil.example' } }],
    [{ from: { pathname: '/auth' } }],
    [null],
  ])('falls back for %j', (state) => {
    expect(safeReturnPath(state, '/casino')).toBe('/casino');
  });
});
