import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { GameFilters } from '../../catalogue/assemble';
import { pseudoProviders } from '../../catalogue/pseudo';
import { GameGrid } from '../../ui/casino/GameGrid';
import { useHydrated } from '../../ui/common/useHydrated';
import { useCasinoBase, useCasinoTiles } from './useCasino';

export interface CasinoGamesProps {
  filters: GameFilters;
  /** Route providers whose lists this view needs (loaded on mount; their state drives skeletons/retry). */
  providerIds: readonly string[];
  empty?: ReactNode;
  /** Fixed tile count (lobby rows) instead of the growing grid. */
  limit?: number;
  /** Show failed providers' notices here; false where a page shows them once for all its grids (the lobby). */
  showFailures?: boolean;
  /** The grid starts on the first screen (a page's own grid; the lobby's rows on it): its first row's pictures load first. */
  firstScreen?: boolean;
  /** The grid's name among the first screen's grids (GameGrid `slot`). */
  slot?: string;
}

const NO_GAMES: readonly never[] = Object.freeze([]);

/** A game grid bound to the stores: loads its providers, shows skeletons, failures and the assembled list. */
export const CasinoGames = observer(function CasinoGames({
  filters,
  providerIds,
  empty,
  limit,
  showFailures = true,
  firstScreen = true,
  slot,
}: CasinoGamesProps) {
  const { root, casino, config } = useCasinoBase();
  const { tiles, growth } = useCasinoTiles();
  const idsKey = providerIds.join(',');
  const pseudo = pseudoProviders(config.catalogue);
  const wantsFavorites = !!filters.selectedFavorites || !!filters.selectedProviders?.includes(pseudo.favorite);
  const wantsRecent = !!filters.selectedRecentlyPlayed || !!filters.selectedProviders?.includes(pseudo.recentlyPlayed);
  const isAuth = root.auth.isAuth;
  const hydrated = useHydrated();
  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey is providerIds by value, so a new array with the same ids does not reload them
  useEffect(() => {
    void casino?.startLoads(providerIds);
  }, [casino, idsKey]);
  useEffect(() => {
    if (!isAuth) return;
    if (wantsFavorites) casino?.loadFavorites();
    if (wantsRecent) casino?.loadRecentlyPlayed();
  }, [casino, isAuth, wantsFavorites, wantsRecent]);

  // queryGames is memoised in the store (per filters and limit), so a re-render does not reassemble
  const filtersKey = JSON.stringify(filters);
  // The prerendered page holds every list's skeletons; hydration renders them too, whatever has arrived since.
  const list = hydrated ? (casino?.queryGames(filters, limit) ?? []) : [];
  const { loadingCount: loading, failures } = hydrated ? root.casino.providerStatus(providerIds) : { loadingCount: providerIds.length, failures: [] };
  // A list whose load has not started yet (it starts in the effect above, after the first paint) counts as
  // loading: the grid holds its skeletons from the first frame instead of growing from nothing.
  const notStarted =
    casino && hydrated ? providerIds.filter((id) => !casino.providerStates.has(id) && !casino.isProviderLoading(id) && !casino.isProviderBanned(id)).length : 0;
  const loadingCount = loading + notStarted;
  // Several lists merged in one order: games show once all have answered (or the settle time after the first
  // answer has passed, so a hung list does not hold the others back) — tiles never move as later lists slot in.
  const settleMs = config.rules.timings.gridSettleMs ?? 0;
  const settleKey = `${idsKey}|${filtersKey}`;
  const partial = providerIds.length > 1 && loadingCount > 0 && list.length > 0;
  const [settled, setSettled] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!partial || settleMs <= 0) return;
    const timer = setTimeout(() => setSettled(settleKey), settleMs);
    return () => clearTimeout(timer);
  }, [partial, settleKey, settleMs]);
  const held = partial && settleMs > 0 && settled !== settleKey;
  const retry = (id: string) => casino?.retryProvider(id);
  return (
    <GameGrid
      games={held ? NO_GAMES : list}
      tiles={tiles}
      growth={growth}
      resetKey={filtersKey}
      limit={limit}
      loadingCount={loadingCount}
      failures={showFailures ? failures : []}
      onRetry={retry}
      retrying={(id) => casino?.isProviderLoading(id) ?? false}
      empty={empty}
      firstScreen={firstScreen}
      slot={slot}
    />
  );
});
