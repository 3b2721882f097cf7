import type { LoaderFunction, RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout';
import { DashboardPage } from '../pages/dashboard-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { StartingUp } from '../pages/starting-up';
import { withPrimeReact } from './with-prime-react';

const loginPage = () => withPrimeReact(() => import('../pages/login-page').then((m) => m.LoginPage))().then((Component) => ({ Component }));
const accessDeniedPage = () => import('../pages/access-denied-page').then((m) => ({ Component: m.AccessDeniedPage }));
const authErrorPage = () => import('../pages/auth-error-page').then((m) => ({ Component: m.AuthErrorPage }));
const noRolePage = () => import('../pages/no-role-page').then((m) => ({ Component: m.NoRolePage }));
const landingPage = () => import('../pages/landing-page').then((m) => ({ Component: m.LandingPage }));

/**
 * The shell's own route table. The remotes' addresses are added to the layout's children when the
 * shell config says where they are (router.tsx: one route per mount, each remote owning everything
 * below its mounts). The layout's loader (layout-loader.ts) is the navigation guard, run before
 * every navigation inside the layout, and fetches the routes of the page's remote.
 */
export function createAppRoutes(layoutLoader: LoaderFunction): RouteObject[] {
  return [
    {
      id: 'layout',
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      loader: layoutLoader,
      shouldRevalidate: () => true,
      HydrateFallback: StartingUp,
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'welcome', lazy: noRolePage },
      ],
    },
    // The first page may be one of these: show the start-up spinner while its code downloads.
    { id: 'login', path: 'login', lazy: loginPage, HydrateFallback: StartingUp },
    { path: 'auth/login', lazy: loginPage, HydrateFallback: StartingUp },
    { path: 'auth/access', lazy: accessDeniedPage, HydrateFallback: StartingUp },
    { path: 'auth/error', lazy: authErrorPage, HydrateFallback: StartingUp },
    { path: 'landing', lazy: landingPage, HydrateFallback: StartingUp },
    { path: 'pages/notfound', element: <NotFoundPage /> },
    { path: '*', element: <NotFoundPage /> },
  ];
}
