import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '../StoreContext';

/** The notices themselves: a guest's or a player's without notices first visit does not download them. */
const ReferralNoticeList = lazy(() => import('./ReferralNoticeList').then((m) => ({ default: m.ReferralNoticeList })));

/**
 * The signed-in player's unread referral programme notifications, under the header: the outcome of
 * their request (accepted, or declined with the platform's reason) and a dismiss button that marks it
 * read on the server. Loaded on sign-in; nothing of a previous player stays after sign-out.
 */
export const ReferralNotices = observer(function ReferralNotices() {
  const root = useStore();
  const isAuth = root.auth.isAuth;
  const on = root.config.brand.features.referral !== false;
  useEffect(() => {
    // the notices' store is loaded with the first signed-in player: a guest's visit does not download it
    if (isAuth && on) void root.loadPageStore('referralNotices').then((store) => store.load(), (err) => console.warn('[croupier] referral notices did not load', err));
    else root.referralNotices?.clear();
  }, [isAuth, on, root]);
  const unread = isAuth && on ? (root.referralNotices?.unread ?? []) : [];
  if (unread.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ReferralNoticeList notices={unread} />
    </Suspense>
  );
});
