/**
 * Every text of every pack of every brand, rendered the way a screen renders it: with the values the engine
 * passes (those of the en-US engine text of the same id, or for a text the config names by id, those of
 * src/i18n/labelValues.ts; a text nothing names only has to format). A text that uses an argument nobody passes ("Slots of {provider}" with no
 * provider) throws in react-intl and shows raw to the player; here it fails, as does any format error.
 */
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { BRANDS_DIR, listBrandIds, mergeBrand } from '../../scripts/validate/lib';
import { messageRefs } from '../../src/config/crossCheck';
import { configLabelValues } from '../../src/i18n/labelValues';
import { engineTexts } from '../../src/i18n/messages';

/** A value of the right kind for each argument of a message (what the engine would pass). */
function samples(elements: MessageFormatElement[], out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const el of elements) {
    if (el.type === TYPE.argument) out[el.value] ??= 'Sample';
    else if (el.type === TYPE.number || el.type === TYPE.plural) out[el.value] = 2;
    else if (el.type === TYPE.date || el.type === TYPE.time) out[el.value] = new Date(Date.UTC(2026, 0, 2, 12));
    else if (el.type === TYPE.select) out[el.value] ??= 'other';
    else if (el.type === TYPE.tag) out[el.value] = (chunks: unknown[]) => chunks.join('');
    if ('options' in el) for (const option of Object.values(el.options)) samples(option.value, out);
    if (el.type === TYPE.tag) samples(el.children, out);
  }
  return out;
}

/** The rendered text, or the problem: a format error or a placeholder left unfilled. */
function render(text: string, values: Record<string, unknown>, locale: string): string | { problem: string } {
  try {
    const out = new IntlMessageFormat(text, locale).format(values);
    const shown = Array.isArray(out) ? out.join('') : String(out);
    return /\{[A-Za-z_][\w]*\}/.test(shown) ? { problem: `unfilled placeholder in ${JSON.stringify(shown)}` } : shown;
  } catch (err) {
    return { problem: (err as Error).message };
  }
}

describe('every message renders with the values the engine passes', () => {
  for (const brandId of listBrandIds()) {
    const config = mergeBrand(join(BRANDS_DIR, brandId));
    for (const { code } of config.brand.languages) {
      it(`${brandId} ${code}`, async () => {
        const enUS = await engineTexts('en-US');
        const messages = { ...(await engineTexts(code)), ...(config.locales[code] ?? {}) };
        const named = new Set(messageRefs(config).map((r) => r.id));
        const problems = Object.entries(messages).flatMap(([id, text]) => {
          // A text neither the engine nor the config names is shown by no screen: it only has to format.
          const passed = id in enUS ? samples(parse(enUS[id])) : named.has(id) ? configLabelValues(config, id, code) : samples(parse(text));
          const result = render(text, passed, code);
          return typeof result === 'string' ? [] : [`brands/${brandId}/locales/${code}.json "${id}": ${result.problem}`];
        });
        expect(problems).toEqual([]);
      });
    }
  }

  it('a text using an argument nobody passes is a failure, not a screen', () => {
    expect(render('Slots of {provider}', {}, 'en-US')).toMatchObject({ problem: expect.stringContaining('provider') });
    expect(render('Slots of {provider}', { provider: 'Pragmatic Play' }, 'en-US')).toBe('Slots of Pragmatic Play');
  });
});
