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
 * chunks, the progress of the panel and the error toast. The mutation reloads the lists.
 */
export function useResearch(): ResearchRunner {
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
    // 100% shows once the last chunk is back, while the mutation reloads the lists; the panel closes when
    // both the reload and RESEARCH_RESET_MS are over, so the cards show their scores by the completion line.
    let held = Promise.resolve();
    try {
      await research.mutateAsync({
        state,
        caseIds,
        onProgress: (count) => {
          dispatch({ type: 'chunk-done', researched: count });
          if (count < caseIds.length) return;
          dispatch({ type: 'complete' });
          held = wait(RESEARCH_RESET_MS);
        },
      });
      await held;
      dispatch({ type: 'reset' });
    } catch (error) {
      dispatch({ type: 'reset' });
      toast({
        title: RESEARCH_FAILED_TITLE,
        description: describeResearchError(error),
        variant: 'destructive',
      });
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
