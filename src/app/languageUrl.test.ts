import { describe, expect, it } from 'vitest';
import { RootStoreModel } from '../models/RootStore';
import { testConfig, testEnv } from '../../tests/support/testEnv';
import { urlLanguage } from '../models/shell/LocaleStore';
import { followLanguageInUrl, searchWithLanguage, withUrlLanguage } from './languageUrl';

// testConfig: es-es (default) and en-US
const brand = testConfig().brand;

describe('?lang= in the page URL', () => {
  it('names one of the brand languages (any case); anything else is ignored', () => {
    expect(urlLanguage(brand, '?lang=en-US')).toBe('en-US');
    expect(urlLanguage(brand, '?x=1&lang=en-us')).toBe('en-US');
    expect(urlLanguage(brand, '?lang=fr-fr')).toBeUndefined();
    expect(urlLanguage(brand, '?lang=')).toBeUndefined();
    expect(urlLanguage(brand, '')).toBeUndefined();
  });

  it("starts the site in that language as the visitor's choice, over one kept from an earlier visit", () => {
    const { env } = testEnv();
    const start = (search: string, persisted = {}) => RootStoreModel.create({ ...withUrlLanguage(persisted, brand, search), config: testConfig() }, env).locale;
    expect(start('?lang=en-US').language).toBe('en-US');
    expect(start('?lang=en-US').chosen).toBe('en-US');
    expect(start('?lang=es-es', { locale: { chosen: 'en-US' } }).language).toBe('es-es');
    expect(start('?lang=xx', { locale: { chosen: 'en-US' } }).language).toBe('en-US');
    expect(start('').language).toBe('es-es');
  });

  it('follows a language switch: lang names the new language, or goes for the default one; a URL without lang is left alone', () => {
    expect(searchWithLanguage('?lang=en-US', 'es-es', 'es-es')).toBe('');
    expect(searchWithLanguage('?tab=slots&lang=en-US', 'es-es', 'es-es')).toBe('?tab=slots');
    expect(searchWithLanguage('?lang=es-es&tab=slots', 'en-US', 'es-es')).toBe('?lang=en-US&tab=slots');
    expect(searchWithLanguage('?lang=en-US', 'en-US', 'es-es')).toBeNull();
    expect(searchWithLanguage('?tab=slots', 'en-US', 'es-es')).toBeNull();

    const { env } = testEnv();
    const moves: Array<[string, unknown]> = [];
    env.navigate = (to, options) => moves.push([to, options]);
    const location = { pathname: '/casino/slots', search: '?lang=en-US&provider=x', hash: '#top' };
    const root = RootStoreModel.create({ ...withUrlLanguage({}, brand, location.search), config: testConfig() }, env);
    const stop = followLanguageInUrl(root, env, location);
    root.locale.setLanguage('es-es');
    expect(moves).toEqual([['/casino/slots?provider=x#top', { replace: true }]]);
    stop();
  });
});
