import type { DashboardStats } from '@common/cases';
import { CounterTile, type CounterTileProps } from '@web/components/ui/counter-tile';
import { CalendarRange, Filter, Gavel, Layers, Target } from 'lucide-react';

type Counter = Omit<CounterTileProps, 'testId'>;

export interface StatsCountersProps {
  stats: DashboardStats | undefined;
  /** The week being viewed: the first counter shows its number instead of the weeks processed. */
  weekNumber: number | null;
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
          value: stats?.weeksProcessed,
          icon: CalendarRange,
          tone: 'text-slate-700 bg-slate-100',
        },
    {
      label: 'High-Value Cases',
      value: stats?.totalHighValue,
      icon: Target,
      tone: 'text-blue-700 bg-blue-50',
    },
    {
      label: 'Expert Witness',
      value: stats?.needExpertWitness,
      icon: Gavel,
      tone: 'text-red-700 bg-red-50',
    },
    {
      label: 'Filtered Out',
      value: stats?.totalOmitted,
      icon: Filter,
      tone: 'text-amber-700 bg-amber-50',
    },
    {
      label: 'Total Processed',
      value: stats?.totalProcessed,
      icon: Layers,
      tone: 'text-green-700 bg-green-50',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {counters.map((counter, index) => (
        <CounterTile
          key={counter.label}
          {...counter}
          testId={`counter-${counter.label}`}
          // Five tiles in two columns: the last one spans the row instead of sitting alone.
          className={index === counters.length - 1 ? 'col-span-2 sm:col-span-1' : undefined}
        />
      ))}
    </dl>
  );
}
