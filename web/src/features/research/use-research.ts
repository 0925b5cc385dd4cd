import type { StateId } from '@common/states';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { hasAuthToken } from '@web/lib/auth-storage';
import { useEffect, useReducer } from 'react';
import { RESEARCH_MUTATION_KEY, useResearchCases } from './api/research-parties';
import { checkResearchStart, describeResearchError, RESEARCH_FAILED_TITLE } from './research-format';
import {
  describeProgress,
  IDLE_RUN,
  RESEARCH_RESET_MS,
  RESEARCH_STEP_MS,
  type ResearchRun,
  type RunProgress,
  randomStep,
  researchRunReducer,
} from './research-run';

export interface UseResearchOptions {
  /**
   * Reloads what shows the cases (the lists, the counters). Awaited before the panel closes, so the cards
   * have switched to their scores by the time the completion line shows. Also runs after a failure when
   * some chunks were already stored.
   */
  onResearched: () => Promise<void> | void;
}

export interface ResearchRunner {
  run: ResearchRun;
  progress: RunProgress;
  /** A run of this page is on screen (running, or holding at 100%). */
  isActive: boolean;
  /** Any research is in flight, this page's or one started elsewhere (the case page, an earlier visit). */
  isBusy: boolean;
  start: (state: StateId, caseIds: number[]) => Promise<void>;
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * AI background search of the listed cases (spec §2, §4, §5, §8): the checks and their toasts, the calls in
 * chunks, the progress of the panel, the error toast, and the reload of the lists at the end.
 */
export function useResearch({ onResearched }: UseResearchOptions): ResearchRunner {
  const research = useResearchCases();
  const [run, dispatch] = useReducer(researchRunReducer, IDLE_RUN);
  const inFlight = useIsMutating({ mutationKey: [RESEARCH_MUTATION_KEY] });

  useEffect(() => {
    if (run.phase !== 'running') return;
    const timer = setInterval(() => dispatch({ type: 'tick', step: randomStep() }), RESEARCH_STEP_MS);
    return () => clearInterval(timer);
  }, [run.phase]);

  async function start(state: StateId, caseIds: number[]) {
    const refusal = checkResearchStart(caseIds.length, hasAuthToken());
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    if (run.phase !== 'idle' || inFlight > 0) return;

    dispatch({ type: 'start', total: caseIds.length });
    let researched = 0;
    try {
      await research.mutateAsync({
        state,
        caseIds,
        onProgress: (count) => {
          researched = count;
          dispatch({ type: 'chunk-done', researched: count });
        },
      });
      dispatch({ type: 'complete' });
      await Promise.all([onResearched(), wait(RESEARCH_RESET_MS)]);
      dispatch({ type: 'reset' });
    } catch (error) {
      dispatch({ type: 'reset' });
      toast({
        title: RESEARCH_FAILED_TITLE,
        description: describeResearchError(error),
        variant: 'destructive',
      });
      if (researched > 0) await onResearched();
    }
  }

  return {
    run,
    progress: describeProgress(run),
    isActive: run.phase !== 'idle',
    isBusy: run.phase !== 'idle' || inFlight > 0,
    start,
  };
}
