import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/config/types.ts';
import { browserBundle } from './brandBundle.ts';
import { nginxSnippet } from './deployHeaders.ts';

const pampa = () => structuredClone(browserBundle('pampa')) as BrandConfig;

// What the server block does is checked against a real nginx in tests/e2e/deploy-nginx.spec.ts; these are the
// generator's own rules.
describe('the nginx server block of a brand', () => {
  it('answers the brand\'s hosts, and maps ?lang= to a folder only for the brand\'s other languages, named exactly', () => {
    const config = pampa();
    config.brand.hosts = ['pampa.example', 'www.pampa.example'];
    config.brand.defaultLanguage = 'es-es';
    config.brand.languages = [
      { ...config.brand.languages[0], code: 'es-es' },
      { ...config.brand.languages[0], code: 'en-US' },
      { ...config.brand.languages[0], code: 'fr-fr' },
    ];
    const conf = nginxSnippet(config);
    expect(conf).toContain('server_name pampa.example www.pampa.example;');
    const lang = conf.split('\n').filter((l) => l.includes('$arg_lang'));
    expect(lang).toEqual([
      'if ($arg_lang = "en-US") { set $croupier_pages /site/pampa/_lang/en-US; }',
      'if ($arg_lang = "fr-fr") { set $croupier_pages /site/pampa/_lang/fr-fr; }',
    ]);
    expect(conf).toContain('set $croupier_pages /site/pampa;');
    expect(conf).toContain('try_files $croupier_pages$uri/index.html /index.html;');
  });

  it('refuses a host, language or brand id that would break out of its place in the config', () => {
    const badHost = pampa();
    badHost.brand.hosts = ['pampa.example; include /etc/passwd'];
    expect(() => nginxSnippet(badHost)).toThrow(/host/);
    const badLang = pampa();
    badLang.brand.languages = [...badLang.brand.languages, { ...badLang.brand.languages[0], code: '../x' }];
    expect(() => nginxSnippet(badLang)).toThrow(/language code/);
    const badId = pampa();
    badId.brand.id = 'pampa/../lumen';
    expect(() => nginxSnippet(badId)).toThrow(/brand id/);
  });
});
