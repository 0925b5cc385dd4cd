import { RequireAdmin } from '@web/features/auth/components/require-admin';
import { RedirectIfSignedIn, RequireAuth } from '@web/features/auth/components/require-auth';
import { setUnauthorizedHandler } from '@web/lib/api-client';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { matchRoutes, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './layout/route-error-boundary';
import { RouteFallback } from './layout/route-fallback';

/** A component loaded on first use (`React.lazy`), whose download `preload` can start before React asks. */
type LazyPage = ComponentType & { preload: () => Promise<unknown> };

function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let module: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    module ??= load().then((Component) => ({ default: Component }));
    return module;
  };
  return Object.assign(lazy(preload), { preload });
}

const LoginPage = lazyPage(async () => (await import('./pages/login-page')).LoginPage);
const RegisterPage = lazyPage(async () => (await import('./pages/register-page')).RegisterPage);
const AppLayout = lazyPage(async () => (await import('./layout/app-layout')).AppLayout);
const DashboardPage = lazyPage(async () => (await import('./pages/dashboard-page')).DashboardPage);
const ProfilePage = lazyPage(async () => (await import('./pages/profile-page')).ProfilePage);
const CasePage = lazyPage(async () => (await import('./pages/case-page')).CasePage);
const AdminPage = lazyPage(async () => (await import('./pages/admin-page')).AdminPage);
const NotFoundPage = lazyPage(async () => (await import('./pages/not-found-page')).NotFoundPage);

/** What a route loads on demand, kept in its `handle` so that a URL's chunks can be fetched together. */
interface RouteHandle {
  page: LazyPage;
}

/**
 * The routes of spec §2. Every page, and the signed-in frame, is loaded on demand. The guards render first
 * (`RequireAuth` asks the server who is signed in), so the chunks of every route a URL matches are fetched
 * at once when it is rendered (`preloadRoutesOf`), not one after another as React meets them.
 */
export const routes: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: '/', element: <LoginPage />, handle: { page: LoginPage } satisfies RouteHandle },
      { path: '/login', element: <LoginPage />, handle: { page: LoginPage } satisfies RouteHandle },
      { path: '/register', element: <RegisterPage />, handle: { page: RegisterPage } satisfies RouteHandle },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        handle: { page: AppLayout } satisfies RouteHandle,
        children: [
          {
            path: '/dashboard',
            element: <DashboardPage />,
            handle: { page: DashboardPage } satisfies RouteHandle,
          },
          { path: '/profile', element: <ProfilePage />, handle: { page: ProfilePage } satisfies RouteHandle },
          { path: '/case/:id', element: <CasePage />, handle: { page: CasePage } satisfies RouteHandle },
          {
            element: <RequireAdmin />,
            children: [
              { path: '/admin', element: <AdminPage />, handle: { page: AdminPage } satisfies RouteHandle },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage />, handle: { page: NotFoundPage } satisfies RouteHandle },
];

/** Starts fetching the code of every route `pathname` matches; each module is fetched once. */
export function preloadRoutesOf(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as RouteHandle | undefined)?.page.preload().catch(() => {
      // Reported when React renders the page (the error screen, or a reload for a new version).
    });
  }
}

/**
 * The app's pages for the current URL. Navigations are transitions (`BrowserRouter`), so the current page
 * stays on screen while the next one's code arrives; only the first screen waits on `RouteFallback`.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // During render, as React.lazy itself starts a download: the navigation's render is the first moment
  // its URL is known, and it waits on these chunks before anything is committed.
  preloadRoutesOf(pathname);

  // A 401/403 from an authenticated call has already cleared the stored session (api-client): leave the
  // signed-in pages without a full reload (`RequireAuth` then drops what was cached for that user).
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/login', { replace: true }));
  }, [navigate]);

  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<RouteFallback />}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
