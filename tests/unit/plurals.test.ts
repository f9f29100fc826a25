/**
 * Texts that put a count beside a noun agree with it in every pack of every brand: "1 digit" beside
 * "2 digits", never "1 are digits". A text written without an ICU plural reads the same for both counts
 * once the number is swapped, which is what this finds.
 */
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { BRANDS_DIR, listBrandIds, mergeBrand } from '../../scripts/validate/lib';
import { engineTexts } from '../../src/i18n/messages';

/** Each counted text: its id, the counted argument, and the other values the engine passes. */
const COUNTED: { id: string; count: string; rest: Record<string, number> }[] = [
  { id: 'auth.passwordRule', count: 'digits', rest: { min: 8 } },
  { id: 'auth.passwordRule', count: 'min', rest: { digits: 3 } },
];

const render = (text: string, locale: string, values: Record<string, number>) => String(new IntlMessageFormat(text, locale).format(values));

describe('counted texts agree with their count', () => {
  for (const brandId of listBrandIds()) {
    const config = mergeBrand(join(BRANDS_DIR, brandId));
    for (const { code } of config.brand.languages) {
      it(`${brandId} ${code}`, async () => {
        const messages = { ...(await engineTexts(code)), ...(config.locales[code] ?? {}) };
        const same = COUNTED.filter(({ id, count, rest }) => {
          const one = render(messages[id], code, { ...rest, [count]: 1 });
          const two = render(messages[id], code, { ...rest, [count]: 2 });
          return one.replace(/\b1\b/, '2') === two;
        }).map(({ id, count }) => `${id} (${count})`);
        expect(same).toEqual([]);
      });
    }
  }

  it('the Spanish password rule reads "1 dígito" and "2 dígitos"', async () => {
    const es = await engineTexts('es-es');
    expect(render(es['auth.passwordRule'], 'es-es', { min: 8, digits: 1 })).toMatch(/ 1 dígito(?!s)/);
    expect(render(es['auth.passwordRule'], 'es-es', { min: 8, digits: 2 })).toContain('2 dígitos');
  });
});
