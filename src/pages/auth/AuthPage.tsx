import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeOfPath } from '../../config/routes';
import { afterAuthState, safeNextPath, safeReturnPath } from '../../ui/safeRedirect';
import { useStore } from '../../ui/StoreContext';

/**
 * /auth and the links of the modal's other forms (src/config/routes.ts `auth`): opens the route's form — sign-in,
 * sign-up or a reset step, with the `code` of the link's query (an e-mail's link to the code or new-password step).
 * After sign-in goes to `next` kept in router state (e.g. the game a guest clicked), else back to `from`
 * (same-origin relative paths only, both checked). Closing the modal goes back to `from` too (checked the same
 * way), else to casino home. The page reached after sign-in keeps `from` in its state (its way back).
 */
export default function AuthPage() {
  const root = useStore();
  const { app, auth } = root;
  const { pathname, search, state } = useLocation();
  const form = routeOfPath(pathname)?.auth ?? 'SignIn';
  const code = new URLSearchParams(search).get('code') ?? undefined;
  const navigate = useNavigate();
  useEffect(() => {
    const back = safeNextPath(state, '/casino');
    const backState = afterAuthState(state);
    const closed = safeReturnPath(state, '/casino');
    if (auth.isAuth) {
      navigate(back, { replace: true, state: backState });
      return;
    }
    root.openAuthForm(form, code);
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
  }, [root, app, auth, form, code, state, navigate]);
  return null;
}
