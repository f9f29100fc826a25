import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeReturnPath } from '../../app/safeRedirect';
import { useStore } from '../../ui/StoreContext';

/**
 * /auth: opens the sign-in modal; after sign-in returns to the page kept in router state
 * (same-origin relative paths only), or to casino home when the modal is closed.
 */
export default function AuthPage() {
  const { app, auth } = useStore();
  const { state } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const back = safeReturnPath(state, '/casino');
    if (auth.isAuth) {
      navigate(back, { replace: true });
      return;
    }
    app.openAuthModal('SignIn');
    const stopAuth = reaction(
      () => auth.isAuth,
      (isAuth) => isAuth && navigate(back, { replace: true }),
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
