import type { DashboardStats } from '@common/cases';
import { cn } from '@web/lib/utils';
import { CalendarRange, Filter, Gavel, Layers, Target } from 'lucide-react';
import type { ComponentType } from 'react';

interface Counter {
  label: string;
  value: string;
  icon: ComponentType<{ className?: string }>;
  tone: string;
}

export interface StatsCountersProps {
  stats: DashboardStats | undefined;
  /** The week being viewed: the first counter shows its number instead of the weeks processed. */
  weekNumber: number | null;
}

function count(value: number | undefined): string {
  return value === undefined ? '—' : value.toLocaleString('en-US');
}

/** The header counters of spec §2. */
export function StatsCounters({ stats, weekNumber }: StatsCountersProps) {
  const counters: Counter[] = [
    weekNumber !== null
      ? {
          label: 'Current Week',
          value: `Week ${weekNumber}`,
          icon: CalendarRange,
          tone: 'text-slate-700 bg-slate-100',
        }
      : {
          label: 'Weeks Processed',
          value: count(stats?.weeksProcessed),
          icon: CalendarRange,
          tone: 'text-slate-700 bg-slate-100',
        },
    {
      label: 'High-Value Cases',
      value: count(stats?.totalHighValue),
      icon: Target,
      tone: 'text-blue-700 bg-blue-50',
    },
    {
      label: 'Expert Witness',
      value: count(stats?.needExpertWitness),
      icon: Gavel,
      tone: 'text-red-700 bg-red-50',
    },
    {
      label: 'Filtered Out',
      value: count(stats?.totalOmitted),
      icon: Filter,
      tone: 'text-amber-700 bg-amber-50',
    },
    {
      label: 'Total Processed',
      value: count(stats?.totalProcessed),
      icon: Layers,
      tone: 'text-green-700 bg-green-50',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {counters.map(({ label, value, icon: Icon, tone }, index) => (
        <div
          key={label}
          className={cn(
            // A <dl> holds only <dt>/<dd> groups: the icon sits in the <dt>, placed at the tile's left.
            'relative flex min-h-15 flex-col justify-center rounded-xl border bg-card py-3 pr-4 pl-16 shadow-xs',
            // Five tiles in two columns: the last one spans the row instead of sitting alone.
            index === counters.length - 1 && 'col-span-2 sm:col-span-1',
          )}
        >
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
          <dd className="text-xl font-semibold tabular-nums" data-testid={`counter-${label}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
