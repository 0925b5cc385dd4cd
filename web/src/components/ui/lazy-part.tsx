import { Component, type ReactNode, Suspense } from 'react';

interface LazyPartProps {
  /** Shown while the part's code is on its way. */
  pending: ReactNode;
  /** Shown in its place when its code could not be loaded (offline, or the server went away). */
  failed: ReactNode;
  children: ReactNode;
}

/**
 * Holds a part of a page whose code is loaded when first needed (`React.lazy`): the menu, a dialog, the toasts.
 * Without a boundary of its own, a chunk that fails to load would take the whole page down with it.
 */
export function LazyPart({ pending, failed, children }: LazyPartProps) {
  return (
    <LoadErrorBoundary failed={failed}>
      <Suspense fallback={pending}>{children}</Suspense>
    </LoadErrorBoundary>
  );
}

class LoadErrorBoundary extends Component<
  { failed: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    return this.state.hasFailed ? this.props.failed : this.props.children;
  }
}
