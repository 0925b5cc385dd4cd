import { Progress } from '@web/components/ui/progress';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ANALYSIS_STAGES, type AnalysisStage, stageAt } from '../complaint-format';

/** The staged progress of spec §4 while `isRunning`; back to the first stage when it stops. */
export function useStagedProgress(isRunning: boolean): AnalysisStage {
  const [stage, setStage] = useState<AnalysisStage>(ANALYSIS_STAGES[0] as AnalysisStage);
  useEffect(() => {
    if (!isRunning) {
      setStage(ANALYSIS_STAGES[0] as AnalysisStage);
      return;
    }
    const startedAt = Date.now();
    const timers = ANALYSIS_STAGES.map((step) =>
      setTimeout(() => setStage(stageAt(Date.now() - startedAt)), step.afterMs),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [isRunning]);
  return stage;
}

/** The panel shown while a complaint is analysed: the stage, its percent and the expected time. */
export function AnalysisProgress({ stage, label }: { stage: AnalysisStage; label: string }) {
  return (
    <div
      className="space-y-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-3"
      aria-live="polite"
      data-testid="analysis-progress"
    >
      <div className="flex items-center justify-between gap-3 text-sm font-medium text-blue-900">
        <span className="flex min-w-0 items-center gap-2">
          <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" />
          <span className="truncate">{stage.label}…</span>
        </span>
        <span className="tabular-nums">{stage.percent}%</span>
      </div>
      <Progress
        value={stage.percent}
        aria-label={label}
        className="bg-blue-100"
        indicatorClassName="bg-blue-600"
      />
      <p className="text-xs text-blue-800">
        A typed document takes a few seconds; a scanned one is read by OCR, about 3 seconds a page.
      </p>
    </div>
  );
}
