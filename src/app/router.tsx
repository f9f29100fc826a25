import { createBrowserRouter } from 'react-router-dom';
import { Layout } from '../ui/shell/Layout';
import { RouteError } from '../pages/RouteError';
import { RoleGuard } from './RoleGuard';
import { pageRoutes } from './routes';

/** The data router: the shell (with the role rule) around every page family. */
export function createRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: (
        <RoleGuard>
          <Layout />
        </RoleGuard>
      ),
      errorElement: <RouteError />,
      children: pageRoutes,
    },
  ]);
}
