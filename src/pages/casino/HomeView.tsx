import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { GameFilters } from '../../catalogue/assemble';
import type { BrandConfig, CasinoTypeEntry } from '../../config/types';
import { DeferredMount } from '../../ui/casino/DeferredMount';
import { EmptyState } from '../../ui/casino/EmptyState';
import { GridSpace } from '../../ui/casino/GameGrid';
import { ProviderErrorNotice } from '../../ui/casino/ProviderErrorNotice';
import { CasinoGames } from './CasinoGames';
import { LobbyDailyWinnings, LobbyJackpots, LobbySlider } from './Extras';
import { PageTitle } from './PageTitle';
import { categoryPath } from './paths';
import { pseudoKind, useCasinoBase } from './useCasino';
import { pseudoProviders } from '../../catalogue/pseudo';

/** One row of the home page: a casino type and/or a category, limited to a few tiles, with a see-all link. */
interface Row {
  key: string;
  /** games: a row of tiles; slider: the promotion slides; jackpots, dailyWinnings: the compact strips. */
  kind: 'games' | 'slider' | 'jackpots' | 'dailyWinnings';
  labelId: string;
  casinoType?: string;
  category?: string;
  route: string;
  limit: number;
}

/** The home page rows: the brand's lobby rows, else one per casino type; the player's own lists last. */
export function lobbyRows(config: BrandConfig, types: readonly CasinoTypeEntry[], isPlayer: boolean): Row[] {
  const step = config.catalogue.grid.step;
  const typeById = new Map(types.map((t) => [t.id, t]));
  const rows: Row[] = config.catalogue.lobby?.length
    ? config.catalogue.lobby
      .filter((r) => !r.casinoType || typeById.has(r.casinoType))
      .map((r) => ({ key: r.id, kind: r.kind ?? 'games', labelId: r.labelId, casinoType: r.casinoType, category: r.category, limit: r.limit ?? step,
        route: r.route ?? (r.casinoType ? typeById.get(r.casinoType)!.path : r.category ? categoryPath(r.category) : '/casino') }))
    : types.filter((t) => pseudoKind(config, t) === undefined && t.path.startsWith('/casino/'))
      .map((t) => ({ key: t.id, kind: 'games' as const, labelId: t.labelId, casinoType: t.id, route: t.path, limit: step }));
  // the strips a lobby does not place go after its first games row: games first, on every brand
  const unplaced = (['jackpots', 'dailyWinnings'] as const).filter((kind) => !rows.some((r) => r.kind === kind))
    .map((kind): Row => ({ key: kind, kind, labelId: kind === 'jackpots' ? 'casino.jackpots' : 'casino.dailyWinnings', route: '/casino', limit: 0 }));
  const firstGames = rows.findIndex((r) => r.kind === 'games');
  rows.splice(firstGames + 1, 0, ...unplaced);
  if (isPlayer) {
    for (const t of types) {
      const kind = pseudoKind(config, t);
      if ((kind === 'favourites' || kind === 'recent') && !rows.some((r) => r.casinoType === t.id)) {
        rows.push({ key: t.id, kind: 'games', labelId: t.labelId, casinoType: t.id, route: t.path, limit: step });
      }
    }
  }
  return rows;
}

/** Casino home and lobby: the lobby rows in the brand's order (banned casino types left out), jackpots and today's wins among them. */
export const HomeView = observer(function HomeView() {
  const { root, config } = useCasinoBase();
  const rows = lobbyRows(config, root.casino.visibleCasinoTypes, root.auth.isPlayer);
  // the rows up to the first games row render at once; the rows after it when they come near the screen or
  // the page is idle
  const firstGames = Math.max(0, rows.findIndex((r) => r.kind === 'games'));
  return (
    <Stack gap={{ base: '4', md: '6' }} p={{ base: '3', md: '6' }} pt={{ base: '1', md: '2' }} data-testid="casino-lobby">
      <LobbyProviderStatus />
      {rows.map((r, i) => <LobbyEntry key={r.key} row={r} eager={i <= firstGames} />)}
    </Stack>
  );
});

/**
 * The lobby's one status line for all its rows: providers still loading (a hung list is visible as
 * loading, not as a row that silently lacks games) and each failed provider once, with retry.
 */
const LobbyProviderStatus = observer(function LobbyProviderStatus() {
  const { root, casino } = useCasinoBase();
  const intl = useIntl();
  const ids = root.casino.visibleProviders.map((p) => p.id);
  const { failures } = root.casino.providerStatus(ids);
  const loading = ids.filter((id) => casino?.isProviderLoading(id) && !casino.gamesByProviders[id]);
  // named only once others have answered: then it is one slow or hung list, not the lobby starting up
  const lagging = loading.length > 0 && loading.length < ids.length && ids.some((id) => casino?.gamesByProviders[id]) ? loading : [];
  const text = lagging.length > 0 ? intl.formatMessage({ id: 'casino.provider.loading' }, { providers: lagging.map((id) => root.casino.providerName(id)).join(', ') }) : '';
  return (
    <>
      {/* the line keeps its one-line height, so rows below do not jump when it appears, changes or clears (a
          long list of names is cut on screen; the status text is whole for a screen reader and on hover) */}
      <HStack role="status" data-testid="providers-status" gap="2" h="6" overflow="hidden">
        {lagging.length > 0 && (
          <>
            <Spinner size="sm" color="brand.primary" flexShrink={0} />
            <Text fontSize="sm" data-testid="providers-loading" truncate minW="0" title={text}>{text}</Text>
          </>
        )}
      </HStack>
      {failures.map((f) => (
        <ProviderErrorNotice key={f.provider} failure={f} retrying={casino?.isProviderLoading(f.provider)} onRetry={(p) => casino?.retryProvider(p)} />
      ))}
    </>
  );
});

function LobbyEntry({ row, eager }: { row: Row; eager: boolean }) {
  // the strips and the slider below the first games row load and render when they come near, like its rows
  // (they are off the first screen of a phone, so the space they hold matters to no one looking)
  const strip = (node: ReactNode) => <DeferredMount eager={eager} placeholder={<Box minH="24" />}>{node}</DeferredMount>;
  switch (row.kind) {
    case 'slider':
      return strip(<LobbySlider labelId={row.labelId} />);
    case 'jackpots':
      return strip(<LobbyJackpots labelId={row.labelId} />);
    case 'dailyWinnings':
      return strip(<LobbyDailyWinnings labelId={row.labelId} />);
    default:
      return <LobbyRow row={row} eager={eager} />;
  }
}

const LobbyRow = observer(function LobbyRow({ row, eager }: { row: Row; eager: boolean }) {
  const { root, config, label } = useCasinoBase();
  const type = row.casinoType ? config.catalogue.casinoTypes.find((t) => t.id === row.casinoType) : undefined;
  const kind = type ? pseudoKind(config, type) : undefined;
  const pseudo = pseudoProviders(config.catalogue);
  let filters: GameFilters;
  let providerIds: string[];
  if (kind === 'favourites' || kind === 'recent') {
    if (!root.auth.isPlayer) return null;
    filters = kind === 'favourites' ? { selectedProviders: [pseudo.favorite] } : { selectedRecentlyPlayed: true };
    providerIds = [];
  } else {
    const categories = row.category ? [row.category] : [];
    filters = type ? root.casino.typeFilters(type, pseudoKind(config, type) === 'all', categories, []) : { selectedCategories: categories };
    providerIds = (type && kind !== 'all' ? root.casino.providersForType(type.id) : root.casino.visibleProviders).map((p) => p.id);
    if (providerIds.length === 0) return null;
  }
  const title = label(row.labelId);
  return (
    <Box as="section" data-testid="lobby-section" data-casino-type={row.casinoType} data-category={row.category} aria-label={title}>
      <Stack gap="3">
        <PageTitle as="h2" link={{ to: row.route, label: label('casino.seeAll'), testId: 'lobby-see-all' }}>{title}</PageTitle>
        {/* a row below the first screen loads its lists and renders its tiles when it comes near (or at idle) */}
        <DeferredMount eager={eager} placeholder={<GridSpace count={row.limit} />}>
          <CasinoGames filters={filters} providerIds={providerIds} limit={row.limit} showFailures={false}
            empty={kind ? <EmptyState message={label(kind === 'recent' ? 'casino.recentlyPlayed.empty' : 'casino.favourites.empty')} /> : undefined} />
        </DeferredMount>
      </Stack>
    </Box>
  );
});
