import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterAuthState, safeNextPath } from '../../app/safeRedirect';
import { useStore } from '../../ui/StoreContext';

/**
 * /auth: opens the sign-in modal; after sign-in goes to `next` kept in router state (e.g. the game a
 * guest clicked), else back to `from` (same-origin relative paths only, both checked), or to casino
 * home when the modal is closed. The page reached keeps `from` in its state (its way back).
 */
export default function AuthPage() {
  const { app, auth } = useStore();
  const { state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const back = safeNextPath(state, '/casino');
    const backState = afterAuthState(state);
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
      (open) => !open && !auth.isAuth && navigate('/casino', { replace: true }),
    );
    return () => {
      stopAuth();
      stopClose();
    };
  }, [app, auth, state, navigate]);
  return null;
}
