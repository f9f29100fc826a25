import { act, type ReactNode } from 'react';
import { afterEach } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { chakraBaseConfig } from '../../src/ui/theme/chakraBase';
import { IntlProvider } from 'react-intl';
// The casino UI's texts live in the casino page area's pack, so this harness sits outside src/ui; the engine's
// pack is there too, for the shell's and cash desk's components.
import casinoMessages from '../../src/pages/casino/messages.en-US.json';
import engineMessages from '../../src/i18n/locales/en-US.json';
import type { Game } from '../../src/catalogue/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const system = createSystem(chakraBaseConfig);
const messages: Record<string, string> = { ...engineMessages, ...casinoMessages };

/** Renders UI into jsdom with Chakra and the engine's and casino's text packs (test helper). */
export function render(node: ReactNode): { container: HTMLElement; root: Root; rerender(n: ReactNode): void; unmount(): void } {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const wrap = (n: ReactNode) => (
    <ChakraProvider value={system}>
      <IntlProvider locale="en-US" messages={messages}>
        {n}
      </IntlProvider>
    </ChakraProvider>
  );
  act(() => root.render(wrap(node)));
  return {
    container,
    root,
    rerender: (n) => act(() => root.render(wrap(n))),
    unmount: () => (act(() => root.unmount()), container.remove()),
  };
}

/** `render` whose views are unmounted after each test of the file (call it once, at the top of a test file). */
export function renderPerTest(): typeof render {
  const views: ReturnType<typeof render>[] = [];
  afterEach(() => {
    for (const v of views.splice(0)) v.unmount();
  });
  return (node) => {
    const v = render(node);
    views.push(v);
    return v;
  };
}

/** The elements under `root` with this test id. */
export const byTestId = (id: string, root: ParentNode = document.body) => [...root.querySelectorAll(`[data-testid="${id}"]`)];

export function game(n: number, extra: Partial<Game> = {}): Game {
  return {
    id: `g${n}~~~~${n}~~~~Studio~~~~Game ${n}`,
    gameId: String(n),
    gameName: `Game ${n}`,
    provider: 'Studio',
    routeProvider: 'prov',
    imageUrl: `/img/${n}.jpg`,
    tab: [],
    casinoType: 'slots',
    ...extra,
  };
}

export const click = (el: Element | null) => act(() => (el as HTMLElement).click());
