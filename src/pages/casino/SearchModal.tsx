import { useCallback, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { Game } from '../../catalogue/types';
import { SearchModal as SearchModalView } from '../../ui/casino/SearchModal';
import { CASINO_PATHS, providerPath } from '../../catalogue/paths';
import { useCasino } from './useCasino';

/** The header's game search, bound to the stores (opened by AppStore.searchOpened; the shell shows it in ui/shell/SearchSlot, given by app/router). */
const SearchModal = observer(function SearchModal({ onClose }: { onClose: () => void }) {
  const { root, casino, config, platform, growth, play, navigate, providerItems } = useCasino();
  const preview = config.catalogue.search.preview[platform];
  useEffect(() => {
    void casino?.loadAll();
  }, [casino]);

  const history = casino?.searchHistory;
  const onSaveHistory = useCallback((term: string) => history?.add(term), [history]);
  const recommendedCategory = root.casino.categoryForRoute(CASINO_PATHS.recommended);
  const recommended = recommendedCategory ? (casino?.queryGames({ selectedCategories: [recommendedCategory] }, preview.games) ?? []) : [];
  const recent = root.auth.isAuth ? (casino?.queryGames({ selectedRecentlyPlayed: true }, preview.games) ?? []) : [];
  const providers = root.casino.visibleProviders;
  // queryGames is memoised in the store and the modal observes it, so a reloaded list shows without a new callback
  const searchGames = useCallback((term: string) => casino?.queryGames({ searchString: term }) ?? [], [casino]);
  const searchProviders = useCallback(
    (term: string) => {
      const t = term.toLowerCase();
      return providerItems(providers.filter((p) => p.name.toLowerCase().includes(t) || p.id.toLowerCase().includes(t)));
    },
    [providers, providerItems],
  );

  return (
    <SearchModalView
      open
      onClose={onClose}
      debounceMs={config.catalogue.search.debounceMs}
      preview={preview}
      growth={growth}
      // a copy read here: this observer then follows every change of the terms (the store's array stays the same object)
      history={history ? history.history.slice() : []}
      onSaveHistory={onSaveHistory}
      onRemoveHistory={(t) => history?.remove(t)}
      recommended={recommended}
      recentlyPlayed={recent}
      searchGames={searchGames}
      searchProviders={searchProviders}
      onPickGame={(g: Game) => (onClose(), play(g))}
      studioName={(g: Game) => root.casino.studioName(g)}
      onPickProvider={(id) => (onClose(), navigate(providerPath(id)))}
    />
  );
});

export default SearchModal;
