import { Button } from '@web/components/ui/button';
import { BrandMark } from '@web/features/auth/components/brand-mark';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { RotateCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';

interface RouteErrorBoundaryProps {
  /** The page's path: moving to another page clears the error, as a link or Back should. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failedPathname: string | null;
}

/**
 * Catches what a page throws while rendering, a page whose code could not be loaded included, and shows
 * the error screen in its place instead of an empty window (React unmounts the whole app on an error that
 * nothing catches). A chunk missing after an upgrade reloads the app first (`reloadForNewVersion`).
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failedPathname: null };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    // The path is filled in by getDerivedStateFromProps, which runs before every render.
    return { failedPathname: '' };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    if (state.failedPathname === '') return { failedPathname: props.pathname };
    if (state.failedPathname !== null && state.failedPathname !== props.pathname)
      return { failedPathname: null };
    return null;
  }

  override render() {
    return this.state.failedPathname === null ? this.props.children : <RouteErrorScreen />;
  }
}

function RouteErrorScreen() {
  useDocumentTitle('Something Went Wrong');
  return (
    <main className="flex min-h-svh flex-col items-center justify-center px-4 text-center">
      <BrandMark />
      <h1 className="mt-6 text-3xl font-semibold tracking-tight">Something Went Wrong</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        This page could not be shown. Check your connection and load it again.
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" />
        Reload Page
      </Button>
    </main>
  );
}
