import { Box, HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ComponentProps } from 'react';
import { Navigate } from 'react-router-dom';
import type { CasinoTypeEntry } from '../../config/types';
import { pseudoProviders } from '../../catalogue/pseudo';
import { EmptyState } from '../../ui/casino/EmptyState';
import { FilterChips } from '../../ui/casino/FilterChips';
import { ProvidersStatus } from '../../ui/casino/ProvidersStatus';
import { CasinoGames } from './CasinoGames';
import { typeLists } from '../../models/casino/firstScreen';
import { PageTitle } from './PageTitle';
import { CASINO_PATHS } from '../../catalogue/paths';
import { providerLogo, pseudoKind, useCasinoBase } from './useCasino';
import { useFilterParams } from './useFilterParams';

/**
 * A casino type's page (slots, live, crash, virtual… whatever catalogue.casinoTypes lists; LobbyPage
 * finds it by its configured path): category tabs and provider filters from config, and the growing
 * game grid. A type banned today leads back to the lobby.
 */
export const CasinoTypeView = observer(function CasinoTypeView({ type }: { type: CasinoTypeEntry }) {
  const { root, config, label } = useCasinoBase();
  const f = useFilterParams();
  if (root.app.bans.casinoType(type.id)) return <Navigate to={CASINO_PATHS.home} replace />;

  const pseudo = pseudoProviders(config.catalogue);
  const categoriesById = new Map(config.catalogue.categories.map((c) => [c.id, c]));
  const tabs = (config.catalogue.tabs[type.id] ?? [])
    .filter((id) => categoriesById.has(id))
    .map((id) => ({ id, label: label(categoriesById.get(id)!.labelId) }));
  const visible = new Map(root.casino.visibleProviders.map((p) => [p.id, p]));
  const filterOptions = (config.catalogue.providerFilters[type.id] ?? [])
    .filter((id) => visible.has(id))
    .map((id) => ({ id, label: visible.get(id)!.name, logo: providerLogo(root, visible.get(id)) }));
  // the "all" tab (the all pseudo id) means no category filter
  const categories = f.categories.filter((c) => c !== pseudo.all);
  const selectedTab = f.categories.length ? f.categories : tabs.some((t) => t.id === pseudo.all) ? [pseudo.all] : [];
  const chosenProviders = f.providers.filter((id) => visible.has(id));
  const loadIds = typeLists(root.casino, type, chosenProviders);
  const chipRows: ComponentProps<typeof FilterChips>[] = [
    { testId: 'category-tab', ariaLabel: label('casino.categories'), options: tabs, selected: selectedTab, onToggle: (id) => f.toggleCategory(id) },
    { testId: 'provider-filter', ariaLabel: label('casino.providerFilter'), options: filterOptions, selected: chosenProviders, onToggle: f.toggleProvider },
  ];

  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} data-testid="casino-type-page" data-casino-type={type.id}>
      {/* the status line sits beside the title, in the row's height: nothing below moves when it comes or goes */}
      <HStack justify="space-between" align="center" gap="3" minW="[0]">
        {/* the title keeps its width (the status line is cut instead), so it never wraps onto a second line */}
        <Box flexShrink={0}>
          <PageTitle>{label(type.labelId)}</PageTitle>
        </Box>
        <TypeProvidersLoading ids={loadIds} />
      </HStack>
      {/* the category tabs, then the provider filter; a row without options is left out */}
      {chipRows
        .filter((row) => row.options.length > 0)
        .map((row) => (
          <FilterChips key={row.testId} {...row} />
        ))}
      <CasinoGames
        providerIds={loadIds}
        slot={type.id}
        filters={root.casino.typeFilters(type, pseudoKind(config, type) === 'all', categories, chosenProviders)}
        empty={<EmptyState message={label(f.categories.length || f.providers.length ? 'casino.filters.empty' : 'casino.list.empty')} />}
      />
    </Stack>
  );
});

/**
 * The lobby's "still loading" line (HomeView LobbyProviderStatus) for this page's lists: once one list has
 * answered, a slow or hung one is named as loading instead of its games silently missing from the grid.
 */
const TypeProvidersLoading = observer(function TypeProvidersLoading({ ids }: { ids: readonly string[] }) {
  const { root } = useCasinoBase();
  const lagging = root.casino.laggingProviders(ids);
  return <ProvidersStatus names={lagging.map((id) => root.casino.providerName(id))} />;
});
