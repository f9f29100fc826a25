import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../ui/shell/Layout';
import { RouteError } from '../pages/RouteError';
import { RoleGuard } from './RoleGuard';
import { pageRoutes } from './routes';

/** The casino area's game search, loaded the first time AppStore.searchOpened is set. */
const SearchModal = lazy(() => import('../pages/casino/SearchModal'));

/** The data router: the shell (with the role rule) around every page family. */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: (
        <RoleGuard>
          <Layout searchModal={SearchModal} />
        </RoleGuard>
      ),
      errorElement: <RouteError />,
      children: pageRoutes,
    },
  ]);
}
