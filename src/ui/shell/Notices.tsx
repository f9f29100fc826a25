import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from '../StoreContext';

// The column and the toasts' animation library are downloaded only when something is to be shown.
const NoticeColumn = lazy(() => import('./NoticeColumn'));

/**
 * The notices over the page: a signed-in player's referral outcomes (`referral`, when the brand runs the
 * programme) and the toasts. For a guest with no toast it renders nothing and loads nothing.
 */
export const Notices = observer(function Notices({ referral }: { referral: ReactNode }) {
  const root = useStore();
  const player = root.auth.isAuth && root.config.brand.features.referral !== false;
  if (!player && root.notify.notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeColumn referral={player ? referral : null} />
    </Suspense>
  );
});
