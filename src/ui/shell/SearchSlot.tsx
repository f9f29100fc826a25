import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../StoreContext';

/** The casino area's game search modal, loaded the first time AppStore.searchOpened is set. */
const SearchModal = lazy(() => import('../../pages/casino/SearchModal'));

export const SearchSlot = observer(function SearchSlot() {
  const { app } = useStore();
  if (!app.searchOpened) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal onClose={() => app.setSearchOpened(false)} />
    </Suspense>
  );
});
