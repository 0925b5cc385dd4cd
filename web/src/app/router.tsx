import { RequireAdmin } from '@web/features/auth/components/require-admin';
import { RedirectIfSignedIn, RequireAuth } from '@web/features/auth/components/require-auth';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { AdminPage } from './pages/admin-page';
import { CasePage } from './pages/case-page';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { ProfilePage } from './pages/profile-page';
import { RegisterPage } from './pages/register-page';

/** The routes of spec §2. */
export const router = createBrowserRouter([
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: '/', element: <LoginPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/profile', element: <ProfilePage /> },
          { path: '/case/:id', element: <CasePage /> },
          { element: <RequireAdmin />, children: [{ path: '/admin', element: <AdminPage /> }] },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
