import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useMatches } from 'react-router-dom';
import type { CasinoView } from '../../config/routes';
import { useStore } from '../../ui/StoreContext';
import NotFoundPage from '../NotFoundPage';
import { CasinoTypeView } from './CasinoTypeView';
import { HomeView } from './HomeView';
import { AllGamesView, CategoryView, PlayerListView, RouteCategoryView } from './ListViews';
import { ProviderGamesView, ProvidersView } from './ProviderViews';
import { casinoTypeAt, CasinoTilesProvider } from './useCasino';

// The filters page (with Chakra's checkbox machinery) is the one casino view a first visit never shows:
// its code loads when it is opened.
const FiltersView = lazy(() => import('./FiltersView').then((m) => ({ default: m.FiltersView })));

/** Opens the search modal over the lobby (the /casino/search route). */
function SearchView() {
  const { app } = useStore();
  useEffect(() => app.setProp('searchOpened', true), [app]);
  return <HomeView />;
}

/**
 * Every casino list route renders this page; which view it shows comes from the route table's
 * `view` (src/config/routes.ts, carried as the route handle `casinoView`). Casino type pages are found by their configured path
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
  const view =
    [...matches]
      .reverse()
      .map((m) => (m.handle as { casinoView?: CasinoView } | undefined)?.casinoView)
      .find(Boolean) ?? 'home';
  switch (view) {
    case 'home':
      return <HomeView />;
    case 'topGames':
      return <RouteCategoryView titleId="casino.topGames" testId="top-games-page" />;
    case 'recommended':
      return <RouteCategoryView titleId="casino.recommended" testId="recommended-page" />;
    case 'favourites':
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
      return (
        <Suspense fallback={null}>
          <FiltersView />
        </Suspense>
      );
    case 'search':
      return <SearchView />;
    case 'casinoType': {
      const type = casinoTypeAt(config, pathname);
      return type ? <CasinoTypeView key={type.id} type={type} /> : <NotFoundPage />;
    }
    default:
      return unhandledView(view);
  }
});

/** Compile-time exhaustiveness: a view added to CASINO_VIEWS (src/config/routes.ts) without a case fails tsc here. */
function unhandledView(view: never): never {
  throw new Error(`the casino lobby has no view ${JSON.stringify(view)} (src/pages/casino/LobbyPage.tsx)`);
}
