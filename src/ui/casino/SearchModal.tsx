import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Box, Button, CloseButton, Dialog, HStack, Input, Portal, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Game } from '../../catalogue/types';
import { EmptyState } from './EmptyState';
import type { GrowthSettings } from './growth';
import { SearchHistory } from './SearchHistory';
import { SearchGameList, SearchGamesInfinite, SearchProviderList, SearchProvidersInfinite, SearchSection, type ProviderItem } from './SearchResults';
import { radius, tok } from './tokens';
import { useDebounced } from './useDebounced';

export interface SearchModalProps {
  open: boolean;
  onClose(): void;
  debounceMs: number;
  /** How many games and providers the results page previews (desktop or mobile sizes). */
  preview: { games: number; providers: number };
  growth: GrowthSettings;
  history: readonly string[];
  onSaveHistory(term: string): void;
  onRemoveHistory(term: string): void;
  recommended: readonly Game[];
  recentlyPlayed: readonly Game[];
  searchGames(term: string): readonly Game[];
  searchProviders(term: string): readonly ProviderItem[];
  onPickGame(game: Game): void;
  /** The studio's display name for an aggregator's game, shown under its name. */
  studioName(game: Game): string | undefined;
  onPickProvider(id: string): void;
}

type Page = 'default' | 'results' | 'providers' | 'games';
type Tab = 'recommended' | 'recent';

/**
 * Game search: recommended / recently played tabs, debounced text search with history, results with previews.
 * The dialog's frame is rendered once; what a keystroke changes lives below it (SearchPanel), and the
 * results below that (SearchBody), so typing renders the input and a settled term renders the results.
 */
export const SearchModal = observer(function SearchModal(props: SearchModalProps) {
  const intl = useIntl();
  // a closed search opens empty the next time: a new panel after each close
  const [session, setSession] = useState(0);
  const { onClose } = props;
  const close = useCallback(() => {
    setSession((n) => n + 1);
    onClose();
  }, [onClose]);
  return (
    <Dialog.Root open={props.open} onOpenChange={(e) => !e.open && close()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside" placement="top">
      <Portal>
        <Dialog.Backdrop bg={tok.overlay} />
        <Dialog.Positioner>
          <Dialog.Content data-testid="search-modal" bg={tok.surface} color={tok.text} borderRadius={{ base: '[0]', md: radius.modal }}>
            <SearchPanel key={session} {...props} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'casino.close' })} data-testid="search-close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

/** The input with its history, and the results of the settled term. */
const SearchPanel = observer(function SearchPanel(props: SearchModalProps) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [historyOpen, setHistoryOpen] = useState(false);
  const term = useDebounced(text.trim(), props.debounceMs);
  // the results get functions that stay the same while the panel lives; they call the latest props
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const pickGame = useCallback((g: Game) => {
    setText('');
    setHistoryOpen(false);
    latest.current.onPickGame(g);
  }, []);
  const pickProvider = useCallback((id: string) => {
    setText('');
    setHistoryOpen(false);
    latest.current.onPickProvider(id);
  }, []);
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
        <Dialog.Title>{t('casino.search.title')}</Dialog.Title>
        <Box position="relative">
          <Input
            data-testid="search-input"
            type="search"
            value={text}
            autoComplete="off"
            placeholder={t('casino.search.placeholder')}
            aria-label={t('casino.search.placeholder')}
            borderRadius={radius.input}
            bg={tok.surfaceAlt}
            borderColor={tok.border}
            onChange={(e) => setText(e.target.value)}
            onFocus={() => setHistoryOpen(true)}
            onBlur={() => setHistoryOpen(false)}
            onKeyDown={(e) => e.key === 'Escape' && historyOpen && (e.stopPropagation(), setHistoryOpen(false))}
          />
          {historyOpen && !text && <SearchHistory terms={props.history} onRemove={props.onRemoveHistory} onPick={(h) => (setText(h), setHistoryOpen(false))} />}
        </Box>
      </Dialog.Header>
      <Dialog.Body pb="6">
        <SearchBody
          term={term}
          preview={props.preview}
          growth={props.growth}
          recommended={props.recommended}
          recentlyPlayed={props.recentlyPlayed}
          searchGames={props.searchGames}
          searchProviders={props.searchProviders}
          onSaveHistory={props.onSaveHistory}
          onPickGame={pickGame}
          onPickProvider={pickProvider}
          studioName={props.studioName}
        />
      </Dialog.Body>
    </>
  );
});

type BodyProps = { term: string } & Pick<
  SearchModalProps,
  'preview' | 'growth' | 'recommended' | 'recentlyPlayed' | 'searchGames' | 'searchProviders' | 'onSaveHistory' | 'onPickGame' | 'onPickProvider' | 'studioName'
>;

/** What the search shows for a settled term: the default tabs, the results with previews, or a full list. */
const SearchBody = observer(function SearchBody(props: BodyProps) {
  const intl = useIntl();
  const { term, onSaveHistory, onPickGame: pickGame, onPickProvider: pickProvider } = props;
  const [page, setPage] = useState<Page>('default');
  const [tab, setTab] = useState<Tab>('recommended');

  useEffect(() => {
    if (!term) return setPage('default');
    setPage((p) => (p === 'default' ? 'results' : p));
    onSaveHistory(term);
  }, [term, onSaveHistory]);

  // An observer: the search callbacks read stores (memoised there), so new lists re-render the results.
  const games = term ? props.searchGames(term) : [];
  const providers = term ? props.searchProviders(term) : [];
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <>
      {page === 'default' && (
        <DefaultPage
          tab={tab}
          onTab={setTab}
          recommended={props.recommended}
          recentlyPlayed={props.recentlyPlayed}
          onPickGame={pickGame}
          studioName={props.studioName}
        />
      )}
      {page === 'results' &&
        (games.length === 0 && providers.length === 0 ? (
          <EmptyState testId="search-empty" message={t('casino.search.nothingFound', { term })} />
        ) : (
          <Stack gap="5">
            {providers.length > 0 && (
              <SearchSection
                title={t('casino.providers')}
                count={providers.length}
                onShowAll={providers.length > props.preview.providers ? () => setPage('providers') : undefined}
              >
                <SearchProviderList providers={providers.slice(0, props.preview.providers)} onPick={pickProvider} />
              </SearchSection>
            )}
            {games.length > 0 && (
              <SearchSection title={t('casino.games')} count={games.length} onShowAll={games.length > props.preview.games ? () => setPage('games') : undefined}>
                <SearchGameList games={games.slice(0, props.preview.games)} studioName={props.studioName} onPick={pickGame} />
              </SearchSection>
            )}
          </Stack>
        ))}
      {page === 'providers' && (
        <SubPage title={t('casino.providers')} onBack={() => setPage('results')}>
          <SearchProvidersInfinite providers={providers} growth={props.growth} resetKey={term} onPick={pickProvider} />
        </SubPage>
      )}
      {page === 'games' && (
        <SubPage title={t('casino.games')} onBack={() => setPage('results')}>
          <SearchGamesInfinite games={games} growth={props.growth} resetKey={term} studioName={props.studioName} onPick={pickGame} />
        </SubPage>
      )}
    </>
  );
});

function DefaultPage({
  tab,
  onTab,
  recommended,
  recentlyPlayed,
  onPickGame,
  studioName,
}: { tab: Tab; onTab(t: Tab): void } & Pick<SearchModalProps, 'recommended' | 'recentlyPlayed' | 'onPickGame' | 'studioName'>) {
  const intl = useIntl();
  const list = tab === 'recommended' ? recommended : recentlyPlayed;
  const tabs: [Tab, string][] = [
    ['recommended', 'casino.recommended'],
    ['recent', 'casino.recentlyPlayed'],
  ];
  return (
    <Stack gap="3">
      <HStack role="tablist" gap="2">
        {tabs.map(([id, label]) => (
          <Button
            key={id}
            role="tab"
            size="sm"
            aria-selected={tab === id}
            data-testid="search-tab"
            data-tab={id}
            borderRadius={radius.button}
            variant={tab === id ? 'solid' : 'outline'}
            bg={tab === id ? tok.primary : undefined}
            color={tab === id ? tok.primaryText : tok.text}
            onClick={() => onTab(id)}
          >
            {intl.formatMessage({ id: label })}
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel">
        {list.length > 0 ? (
          <SearchGameList games={list} studioName={studioName} onPick={onPickGame} />
        ) : (
          <EmptyState
            testId="search-empty"
            message={intl.formatMessage({ id: tab === 'recent' ? 'casino.recentlyPlayed.empty' : 'casino.search.noRecommended' })}
          />
        )}
      </Box>
    </Stack>
  );
}

function SubPage({ title, onBack, children }: { title: string; onBack(): void; children: React.ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <HStack>
        <Button size="sm" variant="ghost" onClick={onBack} data-testid="search-back">
          ← {intl.formatMessage({ id: 'casino.back' })}
        </Button>
        <Box fontWeight="semibold">{title}</Box>
      </HStack>
      {children}
    </Stack>
  );
}
