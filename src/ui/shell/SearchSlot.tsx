import { Suspense, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../StoreContext';

/** The search modal the app plugs into the shell (a page-level component, so the shell cannot import it). */
export type SearchModalComponent = ComponentType<{ onClose: () => void }>;

/** Renders the app's search modal while AppStore.searchOpened is set (a lazy modal loads on first open). */
export const SearchSlot = observer(function SearchSlot({ modal: SearchModal }: { modal: SearchModalComponent }) {
  const { app } = useStore();
  if (!app.searchOpened) return null;
  return (
    <Suspense fallback={null}>
      <SearchModal onClose={() => app.setProp('searchOpened', false)} />
    </Suspense>
  );
});
