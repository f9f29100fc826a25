import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useStore } from '../StoreContext';

// framer-motion is only downloaded when the first notification shows.
const ToastList = lazy(() => import('./ToastList'));

/** Notification area; renders nothing (and loads nothing) while there are no notifications. */
export const Toasts = observer(function Toasts() {
  const { notify } = useStore();
  if (notify.notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
});
