import { Box, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { GameFilters } from '../../catalogue/assemble';
import type { BrandConfig, CasinoTypeEntry } from '../../config/types';
import { EmptyState } from '../../ui/casino/EmptyState';
import { CasinoGames } from './CasinoGames';
import { LobbyDailyWinnings, LobbyJackpots, LobbySlider } from './Extras';
import { PageTitle } from './PageTitle';
import { categoryPath } from './paths';
import { pseudoKind, useCasinoBase } from './useCasino';
import { pseudoProviders } from '../../catalogue/pseudo';

/** One row of the home page: a casino type and/or a category, limited to a few tiles, with a see-all link. */
interface Row {
  key: string;
  /** games: a row of tiles; slider: the promotion slides. */
  kind: 'games' | 'slider';
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

/** Casino home and lobby: jackpots, today's wins, then the lobby rows (banned casino types left out). */
export const HomeView = observer(function HomeView() {
  const { root, config } = useCasinoBase();
  const rows = lobbyRows(config, root.casino.visibleCasinoTypes, root.auth.isPlayer);
  return (
    <Stack gap={{ base: '5', md: '8' }} p={{ base: '3', md: '6' }} data-testid="casino-lobby">
      <LobbyJackpots />
      <LobbyDailyWinnings />
      {rows.map((r) => (r.kind === 'slider' ? <LobbySlider key={r.key} labelId={r.labelId} /> : <LobbyRow key={r.key} row={r} />))}
    </Stack>
  );
});

const LobbyRow = observer(function LobbyRow({ row }: { row: Row }) {
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
        <CasinoGames filters={filters} providerIds={providerIds} limit={row.limit}
          empty={kind ? <EmptyState message={label(kind === 'recent' ? 'casino.recentlyPlayed.empty' : 'casino.favourites.empty')} /> : undefined} />
      </Stack>
    </Box>
  );
});
