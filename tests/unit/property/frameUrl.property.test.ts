import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFrameUrl, hostMatches } from '../../../src/config/frames';
import { params } from './settings';

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const host = fc.array(label, { minLength: 1, maxLength: 4 }).map((xs) => xs.join('.'));
const port = fc.oneof(
  fc.constant(''),
  fc.integer({ min: 1, max: 65535 }).map((n) => `:${n}`),
);
const listEntry = fc
  .tuple(fc.constantFrom('', 'https://', 'http://'), fc.boolean(), host, fc.oneof(port, fc.constant(':*')))
  .map(([s, w, h, p]) => `${s}${w ? '*.' : ''}${h}${p}`);
/** URLs built to look like a listed host: look-alike suffixes, credentials, encodings, other schemes, backslashes. */
const trick = fc.constantFrom(
  '',
  '@evil.test',
  '.evil.test',
  '%2e',
  '\\@evil.test',
  ':@evil.test',
  '#@evil.test',
  '?@evil.test',
  '%40evil.test',
  '\t',
  '/..',
  '\\\\evil.test',
);
const url = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc
    .tuple(
      fc.constantFrom('https://', 'http://', '//', 'javascript:', 'data:', 'HTTPS://', ' https://', 'https:/', 'https:\\\\', 'blob:https://', 'ftp://', ''),
      fc.oneof(host, listEntry),
      port,
      trick,
      fc.webPath(),
    )
    .map((parts) => parts.join('')),
  fc.string(),
);
const site = fc.tuple(fc.constantFrom('https://', 'http://'), host, port).map((p) => p.join(''));

/** A URL made from a listed entry (so allowed answers are exercised too), with a trick appended. */
const fromEntry = (entry: string) =>
  fc.tuple(fc.constantFrom('https://', 'http://', '//'), label, port, trick, fc.webPath()).map(([scheme, sub, p, t, path]) => {
    const bare = entry
      .replace(/^https?:\/\//, '')
      .replace(/:(\d+|\*)$/, '')
      .replace(/^\*\./, `${sub}.`);
    return `${scheme}${bare}${p}${t}${path}`;
  });
const rulesAndUrl = fc
  .tuple(fc.array(listEntry, { maxLength: 4 }), site, fc.boolean())
  .chain(([list, s, own]) =>
    fc.tuple(
      list.length ? fc.oneof(url, fc.constantFrom(...list).chain(fromEntry), fc.constant(`${s}/own`)) : fc.oneof(url, fc.constant(`${s}/own`)),
      fc.constant(list),
      fc.constant(s),
      fc.constant(own),
    ),
  );

describe('frame URL check (property)', () => {
  it("never allows a URL whose host is outside the list, nor the site's own origin unless allowed", () => {
    let accepted = 0;
    fc.assert(
      fc.property(rulesAndUrl, ([candidate, allowedHosts, siteOrigin, allowOwnOrigin]) => {
        const decision = checkFrameUrl(candidate, { siteOrigin, allowedHosts, allowOwnOrigin });
        if (!decision.ok) return;
        // what the browser will load: the URL the check returned, parsed independently
        const framed = new URL(decision.url);
        expect(['http:', 'https:']).toContain(framed.protocol);
        expect(framed.username + framed.password).toBe('');
        if (framed.origin === new URL(siteOrigin).origin) {
          expect(allowOwnOrigin).toBe(true);
          expect(decision.ownOrigin).toBe(true);
          return;
        }
        expect(decision.ownOrigin).toBe(false);
        const hostname = framed.hostname;
        const listed = allowedHosts.some((entry) => {
          const bare = entry.replace(/^https?:\/\//, '').replace(/:(\d+|\*)$/, '');
          return bare.startsWith('*.') ? hostname.endsWith(bare.slice(1)) && hostname !== bare.slice(2) : hostname === bare;
        });
        expect(listed, `${candidate} → ${decision.url} with ${JSON.stringify(allowedHosts)}`).toBe(true);
        expect(allowedHosts.some((entry) => hostMatches(framed, entry))).toBe(true);
        accepted++;
      }),
      params,
    );
    // the generator reaches accepted URLs too, so the checks above ran
    expect(accepted).toBeGreaterThan(200);
  }, 600_000);
});
