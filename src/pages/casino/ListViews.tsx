import { Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { GameFilters } from '../../catalogue/assemble';
import { pseudoProviders } from '../../catalogue/pseudo';
import { EmptyState } from '../../ui/casino/EmptyState';
import { radius } from '../../ui/casino/tokens';
import { authRedirectState } from '../../ui/safeRedirect';
import { CasinoGames } from './CasinoGames';
import { PageTitle } from './PageTitle';
import { useCasinoBase } from './useCasino';

interface ListViewProps {
  titleId?: string;
  title?: string;
  filters: GameFilters;
  emptyId: string;
  /** Load every visible provider's list (false for the player's own lists). */
  loadAll?: boolean;
  testId: string;
}

/** A titled, growing game list for one fixed filter. */
export const ListView = observer(function ListView({ titleId, title, filters, emptyId, loadAll = true, testId }: ListViewProps) {
  const { root, label } = useCasinoBase();
  const ids = loadAll ? root.casino.visibleProviders.map((p) => p.id) : [];
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} data-testid={testId}>
      <PageTitle>{title ?? label(titleId ?? '')}</PageTitle>
      <CasinoGames filters={filters} providerIds={ids} empty={<EmptyState message={label(emptyId)} />} />
    </Stack>
  );
});

/** The category a list route shows: the brand's lobby row for the route, else a category named like the route's last segment. */
function useRouteCategory(): string | undefined {
  const { root, config } = useCasinoBase();
  const { pathname } = useLocation();
  const byRow = root.casino.categoryForRoute(pathname);
  if (byRow) return byRow;
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return config.catalogue.categories.some((c) => c.id === last) ? last : undefined;
}

/** Top games, recommended and other category routes (category from config; all games when none is configured). */
export const RouteCategoryView = observer(function RouteCategoryView({ titleId, testId }: { titleId: string; testId: string }) {
  const category = useRouteCategory();
  return <ListView titleId={titleId} testId={testId} emptyId="casino.list.empty" filters={{ selectedCategories: category ? [category] : [] }} />;
});

/** /casino/category/:category */
export const CategoryView = observer(function CategoryView() {
  const { config, label } = useCasinoBase();
  const { category = '' } = useParams();
  const entry = config.catalogue.categories.find((c) => c.id === category);
  if (!entry) return <EmptyState message={label('casino.list.empty')} />;
  return <ListView title={label(entry.labelId)} testId="category-page" emptyId="casino.list.empty" filters={{ selectedCategories: [entry.id] }} />;
});

export const AllGamesView = () => <ListView titleId="casino.allGames" testId="all-games-page" emptyId="casino.list.empty" filters={{}} />;

/** Favourites or recently played: the player's own lists, with guest and empty states. */
export const PlayerListView = observer(function PlayerListView({ which }: { which: 'favourites' | 'recent' }) {
  const { root, config, label } = useCasinoBase();
  const location = useLocation();
  const pseudo = pseudoProviders(config.catalogue);
  const fav = which === 'favourites';
  const testId = fav ? 'favourites-page' : 'recently-played-page';
  if (!root.auth.isAuth) {
    return (
      <Stack gap="4" p={{ base: '3', md: '6' }} data-testid={testId}>
        <PageTitle>{label(fav ? 'casino.favourites' : 'casino.recentlyPlayed')}</PageTitle>
        <EmptyState message={label(fav ? 'casino.favourites.guest' : 'casino.recentlyPlayed.guest')}>
          <Button asChild borderRadius={radius.button}>
            <Link to="/auth" state={authRedirectState(location)}>
              {label('casino.signIn')}
            </Link>
          </Button>
        </EmptyState>
      </Stack>
    );
  }
  return (
    <ListView
      titleId={fav ? 'casino.favourites' : 'casino.recentlyPlayed'}
      testId={testId}
      loadAll={false}
      emptyId={fav ? 'casino.favourites.empty' : 'casino.recentlyPlayed.empty'}
      filters={fav ? { selectedProviders: [pseudo.favorite] } : { selectedRecentlyPlayed: true }}
    />
  );
});
