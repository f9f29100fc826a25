import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { RootStore } from '../../src/models/RootStore';
import { StoreContext } from '../../src/ui/StoreContext';
import { chakraBaseConfig } from '../../src/ui/theme/chakraBase';

/** Renders a page (a router, a layout) over a store tree into jsdom, with Chakra and the given en-US texts (test helper). */
export function renderOverStore(store: RootStore, messages: Record<string, string>, node: ReactNode): { root: Root; container: HTMLElement } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() =>
    root.render(
      <StoreContext.Provider value={{ root: store }}>
        <ChakraProvider value={createSystem(chakraBaseConfig)}>
          <IntlProvider locale="en-US" messages={messages}>
            {node}
          </IntlProvider>
        </ChakraProvider>
      </StoreContext.Provider>,
    ),
  );
  return { root, container };
}
