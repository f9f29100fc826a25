import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStore } from '../ui/StoreContext';

/** Areas a role-1 account may stay on; anywhere else it is sent to casino home (spec §2). */
const ROLE1_AREAS = ['/profile', '/bc', '/digsport', '/casino'];

export const RoleGuard = observer(function RoleGuard({ children }: { children: ReactNode }) {
  const { auth } = useStore();
  const { pathname } = useLocation();
  const allowed = ROLE1_AREAS.some((a) => pathname === a || pathname.startsWith(`${a}/`));
  if (auth.isAuth && auth.user.role === 1 && !allowed) return <Navigate to="/casino" replace />;
  return <>{children}</>;
});
