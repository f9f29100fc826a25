import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStore } from '../StoreContext';

// The cash desk's code is only downloaded when a signed-in player first opens it.
const CashDesk = lazy(() => import('./CashDesk'));
const CashDeskClosed = lazy(() => import('./CashDeskClosed'));

/** The shell's cash desk slot: mounts the dialog while it is open for a signed-in player. */
export const CashDeskSlot = observer(function CashDeskSlot() {
  const { payment, auth, maintenance } = useStore();
  // the cash desk's store is loaded when it is first opened (RootStore.openCashDesk): closed until then
  if (!payment?.modal.isOpen || !auth.isAuth) return null;
  const closed = maintenance.noticeFor('cashdesk');
  return <Suspense fallback={null}>{closed ? <CashDeskClosed notice={closed} /> : <CashDesk />}</Suspense>;
});
