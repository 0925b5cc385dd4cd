import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { getErrorMessage } from '@web/lib/api-client';
import type { ReactNode } from 'react';

/** What a tab shows instead of its data: loading, a failure with a retry, or nothing to list. */
export function PanelState({
  isPending,
  error,
  onRetry,
  what,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** 'users', 'sessions': used in the loading and failure texts. */
  what: string;
  /** The empty-state text, when the data is there but empty. */
  children?: ReactNode;
}) {
  if (isPending) {
    return (
      <div className="flex items-center justify-center gap-2 py-12 text-sm text-muted-foreground">
        <Spinner size="sm" label={`Loading ${what}`} />
        Loading {what}…
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-sm">
        <p className="text-destructive">
          Could not load {what}: {getErrorMessage(error, 'the server did not answer')}.
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  return <p className="py-12 text-center text-sm text-muted-foreground">{children}</p>;
}
