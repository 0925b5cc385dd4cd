import { Progress } from '@web/components/ui/progress';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { RESEARCH_COMPLETED_TEXT } from '../research-format';
import type { RunProgress } from '../research-run';

export interface ResearchProgressProps {
  progress: RunProgress;
  isComplete: boolean;
  /** A line under the bar: which cases the run covers when not every listed case is loaded. */
  note?: ReactNode;
}

/** Spec §2, §4: the panel shown while the listed cases are researched. */
export function ResearchProgress({ progress, isComplete, note }: ResearchProgressProps) {
  const Icon = isComplete ? CircleCheck : LoaderCircle;
  return (
    <div
      className="space-y-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3"
      aria-live="polite"
      data-testid="enrichment-progress"
    >
      <div className="flex items-center justify-between gap-3 text-sm font-medium text-blue-900">
        <span className="flex min-w-0 items-center gap-2">
          <Icon
            className={isComplete ? 'size-4 shrink-0' : 'size-4 shrink-0 animate-spin'}
            aria-hidden="true"
          />
          <span>{progress.message}</span>
        </span>
        <span className="shrink-0 tabular-nums">{progress.percent}%</span>
      </div>
      <Progress
        value={progress.percent}
        aria-label="AI background search progress"
        className="bg-blue-100"
        indicatorClassName="bg-blue-600"
      />
      <p className="text-xs text-blue-800 tabular-nums" data-testid="enrichment-count">
        {progress.done.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')} cases researched
      </p>
      {note && <p className="text-xs text-blue-800">{note}</p>}
    </div>
  );
}

/** Spec §2: the line that replaces the button once the listed cases have been researched. */
export function ResearchComplete() {
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-2.5 text-sm font-medium text-emerald-800"
      data-testid="enrichment-complete"
    >
      <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {RESEARCH_COMPLETED_TEXT}
    </p>
  );
}
