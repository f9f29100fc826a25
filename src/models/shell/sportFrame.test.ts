import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { banMatcher } from '../../catalogue/bans';
import type { BrandConfig, BrandFile, SportFrame } from '../../config/types';
import { fillTemplate, frameBanned, frameForRoute, frameLanguage, frameUrl, readToken, sportBetHistories, sportPage, tokenRequest } from './sportFrame';

const pampa = JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/pampa/brand.json'), 'utf8')) as BrandFile;
const platformRules = JSON.parse(readFileSync(join(import.meta.dirname, '../../../brands/_platform/rules.json'), 'utf8'));
const config = (brand: BrandFile = pampa) => ({ brand, rules: platformRules }) as unknown as BrandConfig;
const frames = pampa.sport.frames ?? [];
const byRoute = (r: SportFrame['route']) => frames.find((f) => f.route === r)!;

describe('sport frames from brand.json', () => {
  it('picks the enabled frame of a route family; none when the sport area is off or the family has none', () => {
    expect(frameForRoute(config(), 'bc')?.id).toBe(byRoute('bc').id);
    expect(frameForRoute(config(), 'digsport')?.id).toBe(byRoute('digsport').id);
    expect(frameForRoute(config(), undefined)).toBeUndefined();
    expect(frameForRoute(config({ ...pampa, features: { ...pampa.features, sport: false } }), 'bc')).toBeUndefined();
    const off = { ...pampa, sport: { ...pampa.sport, frames: frames.map((f) => (f.route === 'bc' ? { ...f, enabled: false } : f)) } };
    expect(frameForRoute(config(off), 'bc')).toBeUndefined();
    expect(frameForRoute(config({ ...pampa, sport: { ...pampa.sport, frames: [] } }), 'digsport')).toBeUndefined();
  });

  it("links each family's own bet history route, but not a frame banned today, switched off or a route the role may not visit", () => {
    const none = banMatcher({ providers: [], casinoTypes: [] });
    const player = platformRules.roles.player;
    const shown = (c: BrandConfig, bans = none, role = player) => sportBetHistories(c, bans, role).map((h) => [h.frame.id, h.path]);
    expect(shown(config())).toEqual([
      [byRoute('bc').id, '/bc/bet-history'],
      [byRoute('digsport').id, '/digsport/bet-history'],
    ]);
    expect(shown(config(), banMatcher({ providers: [byRoute('bc').provider!], casinoTypes: [] }))).toEqual([[byRoute('digsport').id, '/digsport/bet-history']]);
    expect(shown(config({ ...pampa, features: { ...pampa.features, sport: false } }))).toEqual([]);
    const off = { ...pampa, sport: { ...pampa.sport, frames: frames.map((f) => (f.route === 'digsport' ? { ...f, enabled: false } : f)) } };
    expect(shown(config(off))).toEqual([[byRoute('bc').id, '/bc/bet-history']]);
    const agent = { ...config(), rules: { ...platformRules, roles: { ...platformRules.roles, agentAllowedPaths: ['/profile', '/digsport'] } } } as BrandConfig;
    expect(shown(agent, none, platformRules.roles.agent)).toEqual([[byRoute('digsport').id, '/digsport/bet-history']]);
  });

  it('is closed when its provider or its casino type is banned', () => {
    const f = { ...byRoute('bc'), provider: 'book', casinoType: 'sport' };
    expect(frameBanned(f, banMatcher({ providers: [], casinoTypes: [] }))).toBe(false);
    expect(frameBanned(f, banMatcher({ providers: ['BOOK'], casinoTypes: [] }))).toBe(true);
    expect(frameBanned(f, banMatcher({ providers: ['Book Maker'], casinoTypes: [] }, [{ id: 'book', name: 'Book Maker' }]))).toBe(true);
    expect(frameBanned(f, banMatcher({ providers: [], casinoTypes: ['sport'] }))).toBe(true);
  });

  it('maps the site language through the language map (spec §4 for the reference brand), default en', () => {
    const f = byRoute('bc');
    const map = { 'en-US': 'en', 'ru-ru': 'ru', 'fr-fr': 'fr', 'he-he': 'he', 'pt-PT': 'pt', 'es-es': 'es' };
    for (const [site, code] of Object.entries(map)) expect(frameLanguage(config(), f, site)).toBe(code);
    expect(frameLanguage(config(), f, 'de-de')).toBe('en');
    expect(frameLanguage(config(), { ...f, languageMap: { 'es-es': 'es-AR' }, defaultLanguage: 'xx' }, 'es-es')).toBe('es-AR');
    expect(frameLanguage(config(), { ...f, defaultLanguage: 'xx' }, 'de-de')).toBe('xx');
  });

  it('builds the token calls from templates (reference brand: envelope POST with project and needCook; line GET with partner headers)', () => {
    const bc = tokenRequest(config(), byRoute('bc'), 'sess-1');
    expect(bc).toMatchObject({
      method: 'POST',
      path: '/betconstruct/GenToken',
      style: 'main',
      body: { project: 'pampa', needCook: 'sess-1' },
      headers: { authorization: 'sess-1' },
    });
    const dg = tokenRequest(config(), byRoute('digsport'), 'sess-1');
    expect(dg).toEqual({
      method: 'GET',
      path: '/digitain/front/token',
      style: 'line',
      headers: { 'partner-name': 'pampa', 'partner-authorization': 'sess-1' },
    });
    // no session: header fields that come out empty are left out
    expect(tokenRequest(config(), byRoute('digsport'), '').headers).toEqual({ 'partner-name': 'pampa' });
  });

  it('reads the token at its dot path', () => {
    expect(readToken({ token: 'abc' }, 'token')).toBe('abc');
    expect(readToken({ result: { token: 7 } }, 'result.token')).toBe('7');
    expect(readToken({ token: '' }, 'token')).toBeUndefined();
    expect(readToken(null, 'token')).toBeUndefined();
  });

  it('builds the frame URL with every spec §4 parameter, in configured order', () => {
    const url = frameUrl(config(), byRoute('bc'), { token: 't 1', parentHost: 'site.test', page: 'live', language: 'es' });
    const [host, query] = url.split('?');
    expect(host).toBe(byRoute('bc').host);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      token: 't 1',
      parentHost: 'site.test',
      page: 'live',
      lang: 'es',
      sportsBookView: 'africanView',
      partner: 'pampa',
      sportPartner: 'pampa-sport',
    });
    // empty page is left out; a host with a query gets '&'
    const f = { ...byRoute('digsport'), host: 'https://x.test/f?a=1' };
    expect(frameUrl(config(), f, { token: 't', parentHost: 'h', page: '', language: 'en' })).toBe('https://x.test/f?a=1&token=t&parentHost=h&lang=en');
  });

  it('fills only known placeholders, and finds the page of a route', () => {
    expect(fillTemplate('{a}-{b}-{ a }', { a: '1' })).toBe('1-{b}-{ a }');
    expect(sportPage('/bc/live', undefined)).toBe('live');
    expect(sportPage('/bc/', undefined)).toBe('');
    expect(sportPage('/bc/category/football', 'football')).toBe('football');
    expect(sportPage('/digsport/bet-history', undefined)).toBe('bet-history');
  });
});
