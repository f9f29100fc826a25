import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/config/types.ts';
import { listBrandIds } from '../lib/brands.ts';
import { browserBundle } from './brandBundle.ts';
import { nginxSnippet } from './deployHeaders.ts';

/** A real brand's bundle, renamed: the rules below are the generator's, whatever the brand. */
const brand = () => {
  const config = structuredClone(browserBundle(listBrandIds()[0])) as BrandConfig;
  config.brand.id = 'acme';
  return config;
};

// What the server block does is checked against a real nginx in tests/e2e/deploy-nginx.spec.ts; these are the
// generator's own rules.
describe('the nginx server block of a brand', () => {
  it("answers the brand's hosts, and maps ?lang= to a folder only for the brand's other languages, in any case (as the app reads it), the whole value", () => {
    const config = brand();
    config.brand.hosts = ['acme.example', 'www.acme.example'];
    config.brand.defaultLanguage = 'es-es';
    config.brand.languages = [
      { ...config.brand.languages[0], code: 'es-es' },
      { ...config.brand.languages[0], code: 'en-US' },
      { ...config.brand.languages[0], code: 'fr-fr' },
    ];
    const conf = nginxSnippet(config);
    expect(conf).toContain('server_name acme.example www.acme.example;');
    const lang = conf.split('\n').filter((l) => l.includes('$arg_lang'));
    expect(lang).toEqual([
      'if ($arg_lang ~* "^en-US$") { set $croupier_pages /site/acme/_lang/en-US; }',
      'if ($arg_lang ~* "^fr-fr$") { set $croupier_pages /site/acme/_lang/fr-fr; }',
    ]);
    expect(conf).toContain('set $croupier_pages /site/acme;');
    expect(conf).toContain('try_files $croupier_pages$uri/index.html /index.html;');
  });

  it('refuses a host, language or brand id that would break out of its place in the config', () => {
    const badHost = brand();
    badHost.brand.hosts = ['acme.example; include /etc/passwd'];
    expect(() => nginxSnippet(badHost)).toThrow(/host/);
    const badLang = brand();
    badLang.brand.languages = [...badLang.brand.languages, { ...badLang.brand.languages[0], code: '../x' }];
    expect(() => nginxSnippet(badLang)).toThrow(/language code/);
    const badId = brand();
    badId.brand.id = 'acme/../other';
    expect(() => nginxSnippet(badId)).toThrow(/brand id/);
  });
});
