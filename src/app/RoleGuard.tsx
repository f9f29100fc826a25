import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { roleMayVisit } from '../config/routes';
import { useStore } from '../ui/StoreContext';
import { Loading } from '../ui/common/Page';

/**
 * Waits for the start-up session check when a session cookie says a player may be signed in (a
 * page deciding "guest" before it answers would bounce /profile or send a game to /auth). Then: an
 * agent account may stay only on the areas rules.json `roles.agentAllowedPaths` lists; elsewhere it goes to casino home.
 */
export const RoleGuard = observer(function RoleGuard({ children }: { children: ReactNode }) {
  const { auth, config } = useStore();
  const { pathname } = useLocation();
  if (auth.sessionPending) return <Loading />;
  if (auth.isAuth && !roleMayVisit(config.rules.roles, auth.user.role, pathname)) return <Navigate to="/casino" replace />;
  return <>{children}</>;
});
