import { Box, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { DeferredMount } from '../../ui/common/DeferredMount';
import { useHydrated } from '../../ui/common/useHydrated';
import { EmptyState } from '../../ui/casino/EmptyState';
import { GridSpace, JackpotsSpace, SliderSpace } from '../../ui/casino/GameGrid';
import { ProviderErrorNotice } from '../../ui/casino/ProviderErrorNotice';
import { ProvidersStatus } from '../../ui/casino/ProvidersStatus';
import { CasinoGames } from './CasinoGames';
import { PageTitle } from './PageTitle';
import { firstGamesRow, lobbyRows, rowLists, type Row } from '../../models/casino/firstScreen';
import { useCasinoBase } from './useCasino';

export { lobbyRows } from '../../models/casino/firstScreen';

// The strips (promotion slider, jackpots, today's wins) are a chunk of their own: most lobbies show them below
// the first games row, where they mount when they come near. Start-up asks for the chunk when a strip is on
// the first screen (app/loaders.ts startCasinoFirstScreen).
const LobbySlider = lazy(() => import('./Extras').then((m) => ({ default: m.LobbySlider })));
const LobbyJackpots = lazy(() => import('./Extras').then((m) => ({ default: m.LobbyJackpots })));
const LobbyDailyWinnings = lazy(() => import('./Extras').then((m) => ({ default: m.LobbyDailyWinnings })));

/** Casino home and lobby: the lobby rows in the brand's order (banned casino types left out), jackpots and today's wins among them. */
export const HomeView = observer(function HomeView() {
  const { root, config } = useCasinoBase();
  const rows = lobbyRows(config, root.casino.visibleCasinoTypes, root.auth.isPlayer);
  // the rows up to the first games row render at once; the rows after it when they come near the screen or
  // the page is idle
  const firstGames = firstGamesRow(rows);
  // The "still loading" line sits in the first games row's title line (no empty line above the first row); a lobby
  // without a games row shows it on top.
  const statusInRow = rows[firstGames]?.kind === 'games';
  return (
    <Stack gap={{ base: '4', md: '6' }} p={{ base: '3', md: '6' }} pt={{ base: '1', md: '2' }} data-testid="casino-lobby">
      {!statusInRow && <LobbyLoading />}
      <LobbyFailures />
      {rows.map((r, i) => (
        <LobbyEntry key={r.key} row={r} eager={i <= firstGames} status={statusInRow && i === firstGames} />
      ))}
    </Stack>
  );
});

/** The lobby's one "still loading" line for all its rows: a hung list is visible as loading, not as a row that silently lacks games. */
const LobbyLoading = observer(function LobbyLoading() {
  const { root } = useCasinoBase();
  const lagging = root.casino.laggingProviders(root.casino.visibleProviders.map((p) => p.id));
  return <ProvidersStatus names={lagging.map((id) => root.casino.providerName(id))} />;
});

/** Each failed provider of the lobby once, with retry (above the rows: they appear only when a list fails). */
const LobbyFailures = observer(function LobbyFailures() {
  const { root, casino } = useCasinoBase();
  const { failures } = root.casino.providerStatus(root.casino.visibleProviders.map((p) => p.id));
  return (
    <>
      {failures.map((f) => (
        <ProviderErrorNotice key={f.provider} failure={f} retrying={casino?.isProviderLoading(f.provider)} onRetry={(p) => casino?.retryProvider(p)} />
      ))}
    </>
  );
});

function LobbyEntry({ row, eager, status }: { row: Row; eager: boolean; status: boolean }) {
  // the strips and the slider below the first games row load and render when they come near, like its rows
  // (they are off the first screen of a phone, so the space they hold matters to no one looking)
  const strip = (node: ReactNode, space: ReactNode = <Box minH="24" />) => (
    <DeferredMount eager={eager} placeholder={space}>
      <Suspense fallback={space}>{node}</Suspense>
    </DeferredMount>
  );
  switch (row.kind) {
    case 'slider':
      // the slider's own room (its banner ratio): a desktop's first screen shows the row under it, which must not move
      return strip(<LobbySlider labelId={row.labelId} />, <SliderSpace />);
    case 'jackpots':
      return strip(<LobbyJackpots labelId={row.labelId} />, <JackpotsSpace />);
    case 'dailyWinnings':
      return strip(<LobbyDailyWinnings labelId={row.labelId} />);
    default:
      return <LobbyRow row={row} eager={eager} status={status} />;
  }
}

const LobbyRow = observer(function LobbyRow({ row, eager, status }: { row: Row; eager: boolean; status: boolean }) {
  const { root, label } = useCasinoBase();
  const lists = rowLists(root.casino, row);
  const title = label(row.labelId);
  // The row's body is made here once and handed to RowPresence, which alone watches the lists arrive: each answer
  // re-renders only that check (the same body element then skips its whole subtree), not the row's title and frame.
  return (
    <RowPresence lists={lists} limit={row.limit} status={status}>
      {lists && (
        <Box as="section" data-testid="lobby-section" data-casino-type={row.casinoType} data-category={row.category} aria-label={title}>
          <Stack gap="3">
            <PageTitle as="h2" link={{ to: row.route, label: label('casino.seeAll'), testId: 'lobby-see-all' }} status={status ? <LobbyLoading /> : undefined}>
              {title}
            </PageTitle>
            {/* a row below the first screen loads its lists and renders its tiles when it comes near (or at idle) */}
            <DeferredMount eager={eager} placeholder={<GridSpace count={row.limit} />}>
              <CasinoGames
                filters={lists.filters}
                providerIds={lists.providerIds}
                limit={row.limit}
                showFailures={false}
                firstScreen={eager}
                slot={eager ? row.key : undefined}
                empty={
                  lists.kind ? <EmptyState message={label(lists.kind === 'recent' ? 'casino.recentlyPlayed.empty' : 'casino.favourites.empty')} /> : undefined
                }
              />
            </DeferredMount>
          </Stack>
        </Box>
      )}
    </RowPresence>
  );
});

/**
 * A row with no lists, or whose lists have all answered with no game for it (the New games row of a first visit:
 * nothing is new yet), shows nothing, not its title over an empty space; it appears once a game is. The player's
 * own lists keep their row: it says they are empty and how to fill them.
 */
const RowPresence = observer(function RowPresence({
  lists,
  limit,
  status,
  children,
}: {
  lists: ReturnType<typeof rowLists>;
  limit: number;
  status: boolean;
  children: ReactNode;
}) {
  const { root } = useCasinoBase();
  const hydrated = useHydrated();
  const nothing = !lists || (!lists.kind && hydrated && root.casino.listsAnswered(lists.providerIds) && !root.casino.queryGames(lists.filters, limit).length);
  return nothing ? status && <LobbyLoading /> : children;
});
