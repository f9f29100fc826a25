import { Button, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { pseudoProviders } from '../../catalogue/pseudo';
import { EmptyState } from '../../ui/casino/EmptyState';
import { radius, tok } from '../../ui/casino/tokens';
import { CasinoGames } from './CasinoGames';
import { PageTitle } from './PageTitle';
import { useCasinoBase } from './useCasino';
import { useFilterParams } from './useFilterParams';

function CheckList({
  legend,
  options,
  selected,
  onToggle,
  testId,
}: {
  legend: string;
  options: { id: string; label: string }[];
  selected: string[];
  onToggle(id: string): void;
  testId: 'category-tab' | 'provider-filter';
}) {
  const attr = testId === 'category-tab' ? 'data-category' : 'data-provider';
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="semibold" color={tok.text} mb="2">
        {legend}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4, lg: 6 }} gap="2">
        {options.map((o) => (
          <Checkbox.Root key={o.id} checked={selected.includes(o.id)} onCheckedChange={() => onToggle(o.id)} data-testid={testId} {...{ [attr]: o.id }}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label color={tok.text}>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /casino/filters: pick several categories and providers; the grid shows games matching both. */
export const FiltersView = observer(function FiltersView() {
  const { root, config, label } = useCasinoBase();
  const f = useFilterParams();
  const pseudo = pseudoProviders(config.catalogue);
  const providers = root.casino.visibleProviders;
  const categories = config.catalogue.categories
    .filter((c) => c.id !== pseudo.all && c.id !== pseudo.favorite && c.id !== pseudo.recentlyPlayed)
    .map((c) => ({ id: c.id, label: label(c.labelId) }));
  const chosen = f.providers.filter((id) => providers.some((p) => p.id === id));
  return (
    <Stack gap="5" p={{ base: '3', md: '6' }} data-testid="filters-page">
      <HStack justify="space-between">
        <PageTitle>{label('casino.filters')}</PageTitle>
        {(f.categories.length > 0 || f.providers.length > 0) && (
          <Button size="sm" variant="outline" borderRadius={radius.button} onClick={f.clear} data-testid="filters-clear">
            {label('casino.filters.clear')}
          </Button>
        )}
      </HStack>
      <CheckList
        legend={label('casino.filters.categories')}
        options={categories}
        selected={f.categories}
        onToggle={(id) => f.toggleCategory(id, false)}
        testId="category-tab"
      />
      <CheckList
        legend={label('casino.filters.providers')}
        options={providers.map((p) => ({ id: p.id, label: p.name }))}
        selected={chosen}
        onToggle={f.toggleProvider}
        testId="provider-filter"
      />
      <CasinoGames
        providerIds={chosen.length ? chosen : providers.map((p) => p.id)}
        filters={{ selectedCategories: f.categories, selectedRouteProviders: chosen }}
        empty={<EmptyState message={label('casino.filters.empty')} />}
      />
    </Stack>
  );
});
