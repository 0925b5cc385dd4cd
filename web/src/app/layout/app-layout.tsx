import { MAIN_CONTENT_ID, SkipLink } from '@web/components/ui/skip-link';
import { BrandMark } from '@web/features/auth/components/brand-mark';
import { UserMenu } from '@web/features/auth/components/user-menu';
import { StateSelector } from '@web/features/dashboard/components/state-selector';
import { SelectedStateProvider } from '@web/features/dashboard/selected-state';
import { Link, Outlet, useMatch } from 'react-router';

/** The signed-in frame: the header with the product, the state picker (on the dashboard) and the account menu. */
export function AppLayout() {
  const isDashboard = useMatch('/dashboard') !== null;
  return (
    <SelectedStateProvider>
      <div className="flex min-h-svh flex-col">
        <SkipLink />
        <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
            <Link
              to="/dashboard"
              className="flex min-w-0 items-center gap-2.5 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <BrandMark className="size-8" />
              <span className="truncate text-lg font-semibold tracking-tight">Docket Radar</span>
            </Link>
            <div className="ml-auto flex items-center gap-2 sm:gap-3">
              {isDashboard && <StateSelector />}
              <UserMenu />
            </div>
          </div>
        </header>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <Outlet />
        </main>
      </div>
    </SelectedStateProvider>
  );
}
