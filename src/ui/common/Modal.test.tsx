// @vitest-environment jsdom
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { chakraBaseConfig } from '../theme/chakraBase';
import { Modal } from './Modal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

/** A button that opens the dialog, as the header's sign-in button does; `strict` renders as the dev server does. */
function render(strict: boolean) {
  const container = document.body.appendChild(document.createElement('div'));
  const view = createRoot(container);
  cleanup = () => (act(() => view.unmount()), container.remove());
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" data-testid="opener" onClick={() => setOpen(true)}>open</button>
        <Modal open={open} onClose={() => setOpen(false)} testId="dialog" title="Sign in">
          <input data-testid="field" />
        </Modal>
      </>
    );
  }
  const tree = (
    <ChakraProvider value={createSystem(chakraBaseConfig)}>
      <IntlProvider locale="en-US" messages={{ 'common.close': 'Close' }}>
        <Page />
      </IntlProvider>
    </ChakraProvider>
  );
  act(() => view.render(strict ? <StrictMode>{tree}</StrictMode> : tree));
  return container;
}

const dialogOpen = () => document.querySelector('[data-testid="dialog"]')?.getAttribute('data-state') === 'open';
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));

describe('Modal', () => {
  for (const strict of [false, true]) {
    it(`stays open after the click that opened it${strict ? ' under StrictMode (the dev server)' : ''}`, async () => {
      const container = render(strict);
      const opener = container.querySelector<HTMLButtonElement>('[data-testid="opener"]')!;
      opener.focus();
      act(() => opener.click());
      await settle();
      await settle();
      expect(dialogOpen()).toBe(true);
    });
  }

  it('still closes on Escape', async () => {
    const container = render(true);
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="opener"]')!.click());
    await settle();
    const content = document.querySelector<HTMLElement>('[data-testid="dialog"]')!;
    act(() => void content.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    await settle();
    expect(dialogOpen()).toBe(false);
  });
});
