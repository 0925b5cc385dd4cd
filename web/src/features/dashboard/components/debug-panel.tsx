import { ChevronRight } from 'lucide-react';

/** A collapsed list of what the dashboard is doing, for support calls ('what week am I on?'). */
export function DebugPanel({ entries }: { entries: Record<string, unknown> }) {
  return (
    <details className="group rounded-xl border bg-card text-sm shadow-xs">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 font-medium text-muted-foreground hover:text-foreground [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
        Debug Information
      </summary>
      <dl className="grid gap-x-4 gap-y-1.5 border-t px-4 py-3 text-xs sm:grid-cols-[12rem_minmax(0,1fr)]">
        {Object.entries(entries).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-muted-foreground">{key}</dt>
            <dd className="break-all font-mono">
              {value === null || value === undefined
                ? '—'
                : typeof value === 'object'
                  ? JSON.stringify(value)
                  : String(value)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
