import { cn } from '@web/lib/utils';
import type { ComponentType } from 'react';

export interface CounterTileProps {
  label: string;
  /** A number is written with thousands separators; undefined (not loaded) shows a dash. */
  value: number | string | undefined;
  icon: ComponentType<{ className?: string }>;
  /** The icon badge's colours: 'bg-blue-50 text-blue-700'. */
  tone: string;
  testId: string;
  className?: string;
}

/** One counter of a `<dl>` of counters (the dashboard's header, the admin's System tab). */
export function CounterTile({ label, value, icon: Icon, tone, testId, className }: CounterTileProps) {
  return (
    <div
      className={cn(
        'relative flex min-h-15 flex-col justify-center rounded-xl border bg-card py-3 pr-4 pl-16 shadow-xs',
        className,
      )}
    >
      {/* A <dl> holds only <dt>/<dd> groups: the icon sits in the <dt>, placed at the tile's left. */}
      <dt className="min-w-0 text-xs leading-tight text-muted-foreground">
        <span
          className={cn(
            'absolute top-1/2 left-4 flex size-9 -translate-y-1/2 items-center justify-center rounded-lg',
            tone,
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {value === undefined ? '—' : typeof value === 'number' ? value.toLocaleString('en-US') : value}
      </dd>
    </div>
  );
}
