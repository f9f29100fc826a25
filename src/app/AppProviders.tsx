import { ChakraProvider } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlMessages, type CompiledPack } from '../i18n/compile';
import { messagesFor } from '../i18n/messages';
import type { ThemeFile } from '../config/types';
import type { RootStore } from '../models/RootStore';
import { StoreContext } from '../ui/StoreContext';
import { brandAsset } from '../ui/common/brand';
import { dropPrerenderedGlobals, overPrerendered, systemFor } from '../ui/theme/system';

/** Points the page icon at the brand's favicon (theme.json logos.favicon), when it has one. */
function setFavicon(href: string | undefined) {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Keeps <html> in step with the stores: theme class (Chakra's `.dark`), direction, title, icon; and
 * `lang` with the text pack on screen (`shown`), which follows a language choice once its pack has
 * loaded — a screen reader, the browser's translate offer and hyphenation read the texts' language.
 */
function useDocumentSync(root: RootStore, shown: string) {
  useEffect(() => {
    document.documentElement.lang = shown;
  }, [shown]);
  useEffect(
    () =>
      reaction(
        // The config too: a live config (src/app/liveConfig.ts) may rename the brand or change its icon.
        () => [root.userSettings.themeMode, root.config] as const,
        ([mode]) => {
          const html = document.documentElement;
          html.classList.toggle('dark', mode === 'dark');
          html.classList.toggle('light', mode === 'light');
          html.style.colorScheme = mode;
          html.dir = root.config.brand.direction ?? 'ltr';
          document.title = root.config.brand.name;
          setFavicon(brandAsset(root.config, root.config.theme.logos.favicon));
        },
        { fireImmediately: true },
      ),
    [root],
  );
}

/**
 * Store, Chakra system and text pack around the app; texts reload when the language or the config
 * changes (a live config: the old pack shows until the new one is ready), the system when the theme does.
 */
export const AppProviders = observer(function AppProviders(props: {
  root: RootStore;
  initialMessages: CompiledPack;
  /** The theme the page was prerendered with, when it is hydrated over that markup (its global CSS is in the page). */
  prerenderedTheme?: ThemeFile;
  children: ReactNode;
}) {
  const { root } = props;
  const language = root.locale.language;
  const config = root.config;
  // The brand's own pack of this language: a live config that left it as it was keeps its identity (RootStore.applyConfig).
  const brandPack = config.locales[language];
  const [messages, setMessages] = useState({ language, brandPack, pack: props.initialMessages });
  const theme = config.theme;
  // The markup's own theme: its global CSS is in the page already. Another one brings its own and drops the markup's.
  const overMarkup = theme === props.prerenderedTheme;
  const system = overMarkup ? overPrerendered(systemFor(theme)) : systemFor(theme);
  const hadMarkup = props.prerenderedTheme !== undefined;
  useLayoutEffect(() => {
    if (hadMarkup && !overMarkup) dropPrerenderedGlobals(document);
  }, [hadMarkup, overMarkup]);
  const ctx = useMemo(() => ({ root }), [root]);
  useDocumentSync(root, messages.language);
  useEffect(() => {
    if (messages.language === language && messages.brandPack === brandPack) return;
    let live = true;
    void messagesFor(root.config, language).then((pack) => live && setMessages({ language, brandPack, pack }));
    return () => {
      live = false;
    };
  }, [root, brandPack, language, messages.language, messages.brandPack]);
  return (
    <StoreContext.Provider value={ctx}>
      <ChakraProvider value={system}>
        <IntlProvider locale={messages.language} messages={intlMessages(messages.pack)} defaultLocale="en-US" onError={onIntlError}>
          {props.children}
        </IntlProvider>
      </ChakraProvider>
    </StoreContext.Provider>
  );
});

function onIntlError(err: { code?: string; message: string }) {
  // A missing text is a config gap the validator reports; log it once per id, never crash.
  if (err.code === 'MISSING_TRANSLATION') {
    if (!seen.has(err.message)) console.warn(`[croupier] ${err.message}`);
    seen.add(err.message);
    return;
  }
  console.error(err);
}
const seen = new Set<string>();
