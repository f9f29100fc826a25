// @vitest-environment jsdom
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { PhoneCountry } from '../../config/types';
import en from '../../i18n/locales/en-US.json';
import { chakraBaseConfig } from '../theme/chakraBase';
import { PhoneField } from './PhoneField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

// Two countries on one dial code with different formats and lengths, so a kept number is re-formatted.
const COUNTRIES: PhoneCountry[] = [
  { phoneCode: '+7', countryCode: 'RU', mask: '(999) 999-99-99', minLength: 10, maxLength: 10 },
  { phoneCode: '+7', countryCode: 'KZ', mask: '999 999', minLength: 6, maxLength: 6 },
];

function Form() {
  const [country, setCountry] = useState('RU');
  const [number, setNumber] = useState('');
  return <PhoneField countries={COUNTRIES} countryCode={country} onCountry={setCountry} number={number} onNumber={setNumber} testId="f" />;
}

function render() {
  const container = document.body.appendChild(document.createElement('div'));
  const view = createRoot(container);
  cleanup = () => (act(() => view.unmount()), container.remove());
  act(() =>
    view.render(
      <ChakraProvider value={createSystem(chakraBaseConfig)}>
        <IntlProvider locale="en-US" messages={en}>
          <Form />
        </IntlProvider>
      </ChakraProvider>,
    ),
  );
  const input = () => container.querySelector<HTMLInputElement>('[data-testid="f-phone"]')!;
  const select = () => container.querySelector<HTMLSelectElement>('[data-testid="f-country"]')!;
  const set = (el: HTMLInputElement | HTMLSelectElement, value: string, event: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
      el.dispatchEvent(new Event(event, { bubbles: true }));
    });
  return { input, type: (text: string) => set(input(), text, 'input'), pick: (code: string) => set(select(), code, 'change') };
}

describe('PhoneField', () => {
  it("shows the number in the country's mask as typed and takes no digit past its maximum length", () => {
    const f = render();
    f.type('91234');
    expect(f.input().value).toBe('(912) 34');
    expect(f.input().dataset.state).toBe('invalid');
    f.type('(912) 34567890123');
    expect(f.input().value).toBe('(912) 345-67-89');
    expect(f.input().dataset.state).toBe('valid');
  });

  it("re-formats a number kept on a country change by the new country's mask and maximum", () => {
    const f = render();
    f.type('9123456789');
    f.pick('KZ');
    expect(f.input().value).toBe('912 345');
    expect(f.input().dataset.state).toBe('valid');
  });
});
