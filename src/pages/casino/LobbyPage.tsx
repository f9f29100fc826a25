import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useMatches } from 'react-router-dom';
import { useStore } from '../../ui/StoreContext';
import NotFoundPage from '../NotFoundPage';
import { CasinoTypeView } from './CasinoTypeView';
import { FiltersView } from './FiltersView';
import { HomeView } from './HomeView';
import { AllGamesView, CategoryView, PlayerListView, RouteCategoryView } from './ListViews';
import { ProviderGamesView, ProvidersView } from './ProviderViews';
import { casinoTypeAt, CasinoTilesProvider } from './useCasino';

/** Opens the search modal over the lobby (the /casino/search route). */
function SearchView() {
  const { app } = useStore();
  useEffect(() => app.setSearchOpened(true), [app]);
  return <HomeView />;
}

/**
 * Every casino list route renders this page; which view it shows comes from the route handle
 * `casinoView` (src/app/routes.tsx). Casino type pages are found by their configured path
 * (catalogue.casinoTypes[].path); a path no type has is not found. The page computes the tile
 * bindings (platform, play, favourites) once for all its grids.
 */
export default function LobbyPage() {
  return (
    <CasinoTilesProvider>
      <LobbyView />
    </CasinoTilesProvider>
  );
}

const LobbyView = observer(function LobbyView() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { config } = useStore();
  const view = [...matches].reverse().map((m) => (m.handle as { casinoView?: string } | undefined)?.casinoView).find(Boolean);
  switch (view) {
    case 'home':
    case 'lobby':
      return <HomeView />;
    case 'top':
    case 'topGames':
      return <RouteCategoryView titleId="casino.topGames" testId="top-games-page" />;
    case 'recommended':
      return <RouteCategoryView titleId="casino.recommended" testId="recommended-page" />;
    case 'fav':
    case 'favorites':
      return <PlayerListView which="favourites" />;
    case 'recentlyPlayed':
      return <PlayerListView which="recent" />;
    case 'allGames':
      return <AllGamesView />;
    case 'providers':
      return <ProvidersView />;
    case 'providerGames':
      return <ProviderGamesView />;
    case 'category':
      return <CategoryView />;
    case 'filters':
      return <FiltersView />;
    case 'search':
      return <SearchView />;
    case 'casinoType': {
      const type = casinoTypeAt(config, pathname);
      return type ? <CasinoTypeView key={type.id} type={type} /> : <NotFoundPage />;
    }
    default:
      return <HomeView />;
  }
});
