// @vitest-environment jsdom
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import messages from '../../i18n/locales/en-US.json';
import type { ApiResult } from '../../ports/env';
import { ok, testConfig, testEnv, loadedRoot } from '../../../tests/support/testEnv';
import { StoreContext } from '../StoreContext';
import { chakraBaseConfig } from '../theme/chakraBase';
import { SignInForm } from './SignInForm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

/** Renders the form, types a username and password, submits, and returns the toasts shown. */
async function signIn(check: () => ApiResult<unknown>) {
  const t = testEnv({ 'POST /api/user/login': () => ok({}), 'GET /api/user/check': check });
  const root = loadedRoot({ config: testConfig() }, t.env);
  const container = document.body.appendChild(document.createElement('div'));
  const view = createRoot(container);
  cleanup = () => (act(() => view.unmount()), container.remove());
  act(() =>
    view.render(
      <StoreContext.Provider value={{ root }}>
        <ChakraProvider value={createSystem(chakraBaseConfig)}>
          <IntlProvider locale="en-US" messages={messages as Record<string, string>}>
            <SignInForm onDone={() => {}} />
          </IntlProvider>
        </ChakraProvider>
      </StoreContext.Provider>,
    ),
  );
  const type = (name: string, value: string) => {
    const input = container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
  type('username', 'p@x.test');
  type('password', 'Secret1!');
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
  return root.notify.notifications.map((n) => n.messageId ?? n.text);
}

describe('SignInForm', () => {
  it('a timed-out auth check shows the site error text, not "not a player" and not the technical text', async () => {
    expect(await signIn(() => ({ ok: false, kind: 'timeout', code: 0, message: 'timeout of 15000ms exceeded' }))).toEqual(['error.default']);
  });

  it('an account with another role is told it is not a player account', async () => {
    expect(await signIn(() => ok({ id: 3, role: 1 }))).toEqual(['auth.signIn.notPlayer']);
  });
});
