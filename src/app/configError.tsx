import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { LoadResult } from '../config/load';
import { intlMessages } from '../i18n/compile';
import { browserLanguages, pickEngineLanguage } from '../i18n/engineLanguage';
import { enginePack } from '../i18n/messages';
import { ConfigErrorPage } from '../ui/ConfigErrorPage';
import { chakraBaseConfig } from '../ui/theme/chakraBase';

/**
 * The page of a site that cannot start (no valid brand config, fresh or last good), in the visitor's own
 * language among the engine's packs: there is no brand language without a config. A chunk of its own, with the
 * language pick: a site that starts never downloads it (app/start.tsx).
 */
export async function showConfigError(root: Root, styleCache: EmotionCache, failure: Extract<LoadResult, { ok: false }>): Promise<void> {
  const lang = pickEngineLanguage(browserLanguages());
  const messages = await enginePack(lang);
  root.render(
    <CacheProvider value={styleCache}>
      <ChakraProvider value={createSystem(chakraBaseConfig)}>
        <IntlProvider locale={lang} messages={intlMessages(messages)}>
          <ConfigErrorPage brand={failure.brand} url={failure.url} problems={failure.problems} />
        </IntlProvider>
      </ChakraProvider>
    </CacheProvider>,
  );
}
