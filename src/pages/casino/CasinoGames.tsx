import { useEffect, useMemo, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { GameFilters } from '../../catalogue/assemble';
import { pseudoProviders } from '../../catalogue/pseudo';
import { GameGrid } from '../../ui/casino/GameGrid';
import { providerStatus, useCasinoBase, useCasinoTiles } from './useCasino';

export interface CasinoGamesProps {
  filters: GameFilters;
  /** Route providers whose lists this view needs (loaded on mount; their state drives skeletons/retry). */
  providerIds: readonly string[];
  empty?: ReactNode;
  /** Fixed tile count (lobby rows) instead of the growing grid. */
  limit?: number;
  /** Show failed providers' notices here; false where a page shows them once for all its grids (the lobby). */
  showFailures?: boolean;
}

/** A game grid bound to the stores: loads its providers, shows skeletons, failures and the assembled list. */
export const CasinoGames = observer(function CasinoGames({ filters, providerIds, empty, limit, showFailures = true }: CasinoGamesProps) {
  const { root, casino, config } = useCasinoBase();
  const { tiles, growth } = useCasinoTiles();
  const idsKey = providerIds.join(',');
  const pseudo = pseudoProviders(config.catalogue);
  const wantsFavourites = !!filters.selectedFavorites || !!filters.selectedProviders?.includes(pseudo.favorite);
  const wantsRecent = !!filters.selectedRecentlyPlayed || !!filters.selectedProviders?.includes(pseudo.recentlyPlayed);
  const isAuth = root.auth.isAuth;
  useEffect(() => {
    for (const id of providerIds) void casino?.loadProvider(id);
  }, [casino, idsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!isAuth) return;
    if (wantsFavourites) casino?.loadFavorites();
    if (wantsRecent) casino?.loadRecentlyPlayed();
  }, [casino, isAuth, wantsFavourites, wantsRecent]);

  // assembly reruns only when the catalogue index, today's bans/brand facts or the filters change (not on every render)
  const filtersKey = JSON.stringify(filters);
  const index = casino?.index;
  const assembly = casino?.assemblyContext;
  const list = useMemo(() => casino?.queryGames(filters, limit) ?? [], [casino, index, assembly, filtersKey, limit]); // eslint-disable-line react-hooks/exhaustive-deps
  const { loadingCount, failures } = providerStatus(root, providerIds);
  const retry = (id: string) => casino?.retryProvider(id);
  return (
    <GameGrid games={list} tiles={tiles} growth={growth} resetKey={filtersKey} limit={limit}
      loadingCount={loadingCount} failures={showFailures ? failures : []} onRetry={retry}
      retrying={(id) => casino?.isProviderLoading(id) ?? false} empty={empty} />
  );
});
