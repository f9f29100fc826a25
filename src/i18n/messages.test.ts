import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { listBrandIds } from '../../scripts/lib/brands';
import { withCompiledMessages } from '../../scripts/vite/brandConfigPlugin';
import { browserBundle } from '../../scripts/vite/brandBundle';
import type { BrandConfig } from '../config/types';
import { parseTexts } from './compile';
import { enginePack, engineTexts, messagesFor } from './messages';

/** What react-intl made of a text when it parsed texts itself: the parser's AST ("" stays "": react-intl treats it as missing). */
const asParsed = (texts: Record<string, string>, language: string) =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, text === '' ? '' : parse(text, { locale: new Intl.Locale(language) })]));

describe('precompiled text packs', () => {
  for (const language of ['en-US', 'es-es']) {
    it(`the engine pack (${language}) as shipped is the parser's AST of every engine text`, async () => {
      const texts = await engineTexts(language);
      expect(Object.keys(texts).length).toBeGreaterThan(100);
      expect(await enginePack(language)).toEqual(asParsed(texts, language));
    });
  }

  for (const brand of listBrandIds()) {
    it(`${brand}: the built config's compiled texts equal the texts parsed in the browser, in every language`, async () => {
      const plain = browserBundle(brand) as BrandConfig;
      const built = withCompiledMessages(plain) as BrandConfig;
      expect(Object.keys(built.compiledMessages ?? {})).toEqual(Object.keys(plain.locales));
      for (const { code } of plain.brand.languages) {
        const fromBuild = await messagesFor(built, code);
        expect(fromBuild).toEqual(await messagesFor(plain, code));
        expect(fromBuild).toEqual({ ...(await enginePack(code)), ...asParsed(plain.locales[code] ?? {}, code) });
      }
    });
  }

  it('the build compiles only texts that are not plain: a plain text stays a string in the bundle', () => {
    const built = withCompiledMessages({ locales: { 'en-US': { a: 'Log in', b: "Don't {name}", c: "It''s", d: 'Hi <b>x</b>' } } }) as BrandConfig;
    expect(Object.keys(built.compiledMessages!['en-US'])).toEqual(['b', 'c', 'd']);
  });

  it('a text the parser refuses stays a string (react-intl reports it and shows it raw)', () => {
    expect(parseTexts({ ok: 'Hi {name}', bad: 'Hi {name' }, 'en-US', parse)).toEqual({ ok: parse('Hi {name}'), bad: 'Hi {name' });
  });
});
