import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStore } from '../StoreContext';

// The cash desk's code is only downloaded when a signed-in player first opens it.
const CashDesk = lazy(() => import('./CashDesk'));

/** The shell's cash desk slot: mounts the dialog while it is open for a signed-in player. */
export const CashDeskSlot = observer(function CashDeskSlot() {
  const { payment, auth } = useStore();
  if (!payment.modal.isOpen || !auth.isAuth) return null;
  return (
    <Suspense fallback={null}>
      <CashDesk />
    </Suspense>
  );
});
