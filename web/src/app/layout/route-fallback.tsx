import { Spinner } from '@web/components/ui/spinner';

/**
 * What the first screen shows while its page's code arrives: each page is a chunk of its own, fetched on
 * first visit, so the sign-in screen does not carry the dashboard's libraries. The same centred spinner
 * as the account check (`RequireAuth`), so the two waits read as one.
 */
export function RouteFallback() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner size="lg" label="Loading the page" />
    </div>
  );
}
