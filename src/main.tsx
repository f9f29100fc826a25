import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { boot } from './app/boot';
import { createStyleCache } from './app/emotionCache';
import { createRouter } from './app/router';
import { browserLanguages, pickEngineLanguage } from './i18n/engineLanguage';
import { enginePack } from './i18n/messages';
import { ConfigErrorPage } from './ui/ConfigErrorPage';
import { chakraBaseConfig } from './ui/theme/chakraBase';

const container = document.getElementById('root')!;
const reactRoot = createRoot(container);
const styleCache = createStyleCache();

async function start() {
  const result = await boot();
  if (!result.ok) {
    // No brand config, so no brand language: the visitor's own, among the engine's packs.
    const lang = pickEngineLanguage(browserLanguages());
    const messages = await enginePack(lang);
    reactRoot.render(
      <CacheProvider value={styleCache}>
        <ChakraProvider value={createSystem(chakraBaseConfig)}>
          <IntlProvider locale={lang} messages={messages}>
            <ConfigErrorPage brand={result.failure.brand} url={result.failure.url} problems={result.failure.problems} />
          </IntlProvider>
        </ChakraProvider>
      </CacheProvider>,
    );
    return;
  }
  const router = createRouter(result.root.config.brand.features);
  // Stores move the player (e.g. home after sign-up) through the env; the router exists only now.
  result.env.navigate = (to, options) => void router.navigate(to, options);
  reactRoot.render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppProviders root={result.root} initialMessages={result.messages}>
          <RouterProvider router={router} future={{ v7_startTransition: true }} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
}

start().catch((err: unknown) => {
  console.error('[croupier] start-up failed', err);
  container.textContent = `The site could not start: ${(err as Error)?.message ?? String(err)}`;
});
