import { lazy, Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../StoreContext';

/**
 * The game search modal is the casino area's: when src/pages/casino/SearchModal.tsx exists
 * (default export, props { onClose }), it is loaded the first time AppStore.searchOpened is set.
 */
const modules = import.meta.glob<{ default: ComponentType<{ onClose: () => void }> }>('../../pages/casino/SearchModal.tsx');
const loader = modules['../../pages/casino/SearchModal.tsx'];
const SearchModal = loader ? lazy(loader) : null;

export const SearchSlot = observer(function SearchSlot() {
  const { app } = useStore();
  if (!app.searchOpened || !SearchModal) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal onClose={() => app.setSearchOpened(false)} />
    </Suspense>
  );
});
