// @vitest-environment jsdom
import { Button, ChakraProvider, createSystem } from '@chakra-ui/react';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { chakraBaseConfig } from '../theme/chakraBase';
import { ActionButton, PrimaryButton } from './ActionButton';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

function render(node: ReactNode): HTMLButtonElement {
  const container = document.body.appendChild(document.createElement('div'));
  const view = createRoot(container);
  cleanup = () => (act(() => view.unmount()), container.remove());
  act(() => view.render(<ChakraProvider value={createSystem(chakraBaseConfig)}>{node}</ChakraProvider>));
  return container.querySelector('button')!;
}

/** The text of the button a reader gets: what is not inside an element styled `visibility: hidden`. */
function readableText(button: HTMLButtonElement): string {
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  const hidden = (el: Element) => [...el.classList].some((c) => new RegExp(`\\.${c}\\{[^}]*visibility:hidden`).test(css));
  const walk = (el: Element): string =>
    hidden(el) ? '' : [...el.childNodes].map((n) => (n.nodeType === 3 ? n.textContent : n instanceof Element ? walk(n) : '')).join('');
  return walk(button).trim();
}

describe('ActionButton', () => {
  it("Chakra's own busy button hides its label (the defect this component exists for)", () => {
    const button = render(<Button loading>Sign in</Button>);
    expect(button.textContent).toContain('Sign in');
    expect(readableText(button)).toBe('');
  });

  it('keeps its label readable while busy, and is disabled then', () => {
    const button = render(<ActionButton loading>Sign in</ActionButton>);
    expect(readableText(button)).toBe('Sign in');
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('data-loading')).not.toBeNull();
  });

  it('the primary action button too', () => {
    expect(readableText(render(<PrimaryButton loading>Deposit</PrimaryButton>))).toBe('Deposit');
    expect(readableText(render(<PrimaryButton>Deposit</PrimaryButton>))).toBe('Deposit');
  });
});
