import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterAuthState, safeNextPath, safeReturnPath } from '../../ui/safeRedirect';
import { useStore } from '../../ui/StoreContext';

/**
 * /auth: opens the sign-in modal; after sign-in goes to `next` kept in router state (e.g. the game a
 * guest clicked), else back to `from` (same-origin relative paths only, both checked). Closing the
 * modal goes back to `from` too (checked the same way), else to casino home. The page reached after
 * sign-in keeps `from` in its state (its way back).
 */
export default function AuthPage() {
  const { app, auth } = useStore();
  const { state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const back = safeNextPath(state, '/casino');
    const backState = afterAuthState(state);
    const closed = safeReturnPath(state, '/casino');
    if (auth.isAuth) {
      navigate(back, { replace: true, state: backState });
      return;
    }
    app.openAuthModal('SignIn');
    const stopAuth = reaction(
      () => auth.isAuth,
      (isAuth) => isAuth && navigate(back, { replace: true, state: backState }),
    );
    const stopClose = reaction(
      () => app.authModal.isOpen,
      (open) => !open && !auth.isAuth && navigate(closed, { replace: true }),
    );
    return () => {
      stopAuth();
      stopClose();
    };
  }, [app, auth, state, navigate]);
  return null;
}
