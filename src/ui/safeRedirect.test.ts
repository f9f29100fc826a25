import { describe, expect, it } from 'vitest';
import { afterAuthState, authRedirectState, safeNextPath, safeReturnPath } from './safeRedirect';

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

describe('safeNextPath', () => {
  const lobby = { pathname: '/casino/slots', search: '?category=roulette&provider=ezugi' };
  it('goes to next when present, else from, else the fallback', () => {
    expect(safeNextPath(authRedirectState(lobby, '/casino/game/ezugi/1'), '/casino')).toBe('/casino/game/ezugi/1');
    expect(safeNextPath(authRedirectState(lobby), '/casino')).toBe('/casino/slots?category=roulette&provider=ezugi');
    expect(safeNextPath(null, '/casino')).toBe('/casino');
  });
  it('checks both paths: an unsafe next falls back to from, an unsafe from to the fallback', () => {
    expect(safeNextPath({ from: lobby, next: { pathname: '//evil.example/x' } }, '/casino')).toBe('/casino/slots?category=roulette&provider=ezugi');
    expect(safeNextPath({ from: { pathname: 'https://evil.example' }, next: { pathname: '/\\evil' } }, '/casino')).toBe('/casino');
  });
  it('authRedirectState keeps the query of next; afterAuthState passes only a safe from on', () => {
    expect(authRedirectState(lobby, '/casino/game/a/1?x=1')).toEqual({ from: lobby, next: { pathname: '/casino/game/a/1', search: '?x=1' } });
    expect(afterAuthState(authRedirectState(lobby, '/casino/game/a/1'))).toEqual({ from: lobby });
    expect(afterAuthState({ from: { pathname: '//evil.example' } })).toBeUndefined();
  });
});
