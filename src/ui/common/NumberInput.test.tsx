// @vitest-environment jsdom
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en-US.json';
import es from '../../i18n/locales/es-es.json';
import { chakraBaseConfig } from '../theme/chakraBase';
import { AmountRefusal, NumberInput } from './NumberInput';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

const packs: Record<string, Record<string, string>> = { 'en-US': en, 'es-es': es };

/** A field as the forms use it: the value read, the refusal under it while unreadable. */
function Field({ seen, start }: { seen: (number | null)[]; start: number }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <NumberInput value={value} onValueChange={(v) => (seen.push(v), setValue(v))} decimals={2} data-testid="amount" />
      {value === null && <AmountRefusal decimals={2} testId="refusal" />}
    </>
  );
}

function render(locale: string, start = 0) {
  const seen: (number | null)[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const view = createRoot(container);
  cleanup = () => (act(() => view.unmount()), container.remove());
  const draw = (lang: string) =>
    act(() =>
      view.render(
        <ChakraProvider value={createSystem(chakraBaseConfig)}>
          <IntlProvider locale={lang} messages={packs[lang]}>
            <Field seen={seen} start={start} />
          </IntlProvider>
        </ChakraProvider>,
      ),
    );
  draw(locale);
  const input = () => container.querySelector<HTMLInputElement>('[data-testid="amount"]')!;
  const type = (text: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), text);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const refusal = () => container.querySelector('[data-testid="refusal"]')?.textContent ?? null;
  return { seen, input, type, refusal, draw };
}

describe('NumberInput', () => {
  it('reads "50.000" in es as fifty thousand', () => {
    const f = render('es-es');
    f.type('50.000');
    expect(f.seen.at(-1)).toBe(50000);
    expect(f.input().value).toBe('50.000');
    expect(f.refusal()).toBeNull();
    // The spec's absolute value: the minus is taken off the text too.
    f.type('-70');
    expect(f.seen.at(-1)).toBe(70);
    expect(f.input().value).toBe('70');
  });

  it('keeps unreadable text as typed, yields null and shows how to write the amount', () => {
    const f = render('es-es', 20);
    f.type('1e9');
    expect(f.seen.at(-1)).toBeNull();
    expect(f.input().value).toBe('1e9');
    expect(f.input().getAttribute('aria-invalid')).toBe('true');
    expect(f.refusal()).toContain('1.234,50');
    f.type('1.000');
    expect(f.seen.at(-1)).toBe(1000);
    expect(f.refusal()).toBeNull();
  });

  it('re-writes the amount shown in the new language when the page language changes', () => {
    const f = render('es-es');
    f.type('50.000,5');
    f.draw('en-US');
    expect(f.input().value).toBe('50,000.5');
    expect(f.seen.at(-1)).toBe(50000.5);
  });
});
