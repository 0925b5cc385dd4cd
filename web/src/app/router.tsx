import { RequireAdmin } from '@web/features/auth/components/require-admin';
import { RedirectIfSignedIn, RequireAuth } from '@web/features/auth/components/require-auth';
import { createBrowserRouter } from 'react-router';
import { RouteFallback } from './layout/route-fallback';

/**
 * The routes of spec §2. Every page, and the signed-in frame, is loaded on demand (`lazy`): the router
 * fetches the chunks of all the routes a URL matches at once, and keeps the current page on screen while
 * it does. Only the first screen waits on `RouteFallback`.
 */
export const router = createBrowserRouter([
  {
    HydrateFallback: RouteFallback,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: '/',
            lazy: { Component: async () => (await import('./pages/login-page')).LoginPage },
          },
          {
            path: '/login',
            lazy: { Component: async () => (await import('./pages/login-page')).LoginPage },
          },
          {
            path: '/register',
            lazy: { Component: async () => (await import('./pages/register-page')).RegisterPage },
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: { Component: async () => (await import('./layout/app-layout')).AppLayout },
            children: [
              {
                path: '/dashboard',
                lazy: { Component: async () => (await import('./pages/dashboard-page')).DashboardPage },
              },
              {
                path: '/profile',
                lazy: { Component: async () => (await import('./pages/profile-page')).ProfilePage },
              },
              {
                path: '/case/:id',
                lazy: { Component: async () => (await import('./pages/case-page')).CasePage },
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: '/admin',
                    lazy: { Component: async () => (await import('./pages/admin-page')).AdminPage },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: { Component: async () => (await import('./pages/not-found-page')).NotFoundPage },
      },
    ],
  },
]);
