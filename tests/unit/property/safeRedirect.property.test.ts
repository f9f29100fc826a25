import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNextPath, safeReturnPath } from '../../../src/ui/safeRedirect';
import { params } from './settings';

const SITE = 'https://casino.example';

/** Pieces attackers use to leave the origin: schemes, slashes, backslashes, encodings, whitespace. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  ':',
  'javascript:',
  'http:',
  'https://evil.test',
  '//evil.test',
  '%2f',
  '%5c',
  '%09',
  '\t',
  '\n',
  ' ',
  '@',
  'evil.test',
  '.',
  '..',
  '?',
  '#',
  '/auth',
  'casino',
  '%00',
  '\u3002',
  '\uff0f',
);
const path = fc.oneof(
  fc.string(),
  fc.array(piece, { maxLength: 8 }).map((xs) => xs.join('')),
  fc.tuple(fc.array(piece, { maxLength: 4 }), fc.webPath()).map(([xs, p]) => xs.join('') + p),
);
const loc = fc.record(
  {
    pathname: fc.oneof(path, fc.anything()),
    search: fc.oneof(
      fc.constant(''),
      fc.string().map((s) => `?${s}`),
      path,
      fc.anything(),
    ),
  },
  { requiredKeys: [] },
);
const state = fc.oneof(fc.anything(), fc.record({ from: loc, next: loc }, { requiredKeys: [] }));

/** The path, resolved the way the router and the browser would, stays on the site. */
function staysOnSite(result: string): boolean {
  if (result === '/fallback') return true;
  if (!result.startsWith('/') || result.startsWith('//') || result.includes('\\')) return false;
  return new URL(result, SITE).origin === SITE;
}

describe('return path after sign-in (property)', () => {
  it('never yields an off-origin path, whatever the router state holds', () => {
    fc.assert(
      fc.property(state, (s) => {
        const ret = safeReturnPath(s, '/fallback');
        const next = safeNextPath(s, '/fallback');
        expect(staysOnSite(ret), JSON.stringify(ret)).toBe(true);
        expect(staysOnSite(next), JSON.stringify(next)).toBe(true);
      }),
      params,
    );
  });
});
