import type { StateId } from '@common/states';
import { useIsMutating } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { hasAuthToken } from '@web/lib/auth-storage';
import { useEffect, useReducer } from 'react';
import { ENRICH_MUTATION_KEY, useEnrichCases } from './api/enrich-backgrounds';
import { checkEnrichmentStart, describeEnrichmentError, ENRICHMENT_FAILED_TITLE } from './enrichment-format';
import {
  describeProgress,
  ENRICH_RESET_MS,
  ENRICH_STEP_MS,
  type EnrichmentProgress,
  type EnrichmentRun,
  enrichmentRunReducer,
  IDLE_RUN,
  randomStep,
} from './enrichment-run';

export interface UseEnrichmentOptions {
  /**
   * Reloads what shows the cases (the lists, the counters). Awaited before the panel closes, so the cards
   * have switched to their scores by the time the completion line shows. Also runs after a failure when
   * some chunks were already stored.
   */
  onEnriched: () => Promise<void> | void;
}

export interface Enrichment {
  run: EnrichmentRun;
  progress: EnrichmentProgress;
  /** A run of this page is on screen (running, or holding at 100%). */
  isActive: boolean;
  /** Any enrichment is in flight, this page's or one started elsewhere (the case page, an earlier visit). */
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
export function useEnrichment({ onEnriched }: UseEnrichmentOptions): Enrichment {
  const enrich = useEnrichCases();
  const [run, dispatch] = useReducer(enrichmentRunReducer, IDLE_RUN);
  const inFlight = useIsMutating({ mutationKey: [ENRICH_MUTATION_KEY] });

  useEffect(() => {
    if (run.phase !== 'running') return;
    const timer = setInterval(() => dispatch({ type: 'tick', step: randomStep() }), ENRICH_STEP_MS);
    return () => clearInterval(timer);
  }, [run.phase]);

  async function start(state: StateId, caseIds: number[]) {
    const refusal = checkEnrichmentStart(caseIds.length, hasAuthToken());
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    if (run.phase !== 'idle' || inFlight > 0) return;

    dispatch({ type: 'start', total: caseIds.length });
    let researched = 0;
    try {
      await enrich.mutateAsync({
        state,
        caseIds,
        onProgress: (count) => {
          researched = count;
          dispatch({ type: 'chunk-done', enriched: count });
        },
      });
      dispatch({ type: 'complete' });
      await Promise.all([onEnriched(), wait(ENRICH_RESET_MS)]);
      dispatch({ type: 'reset' });
    } catch (error) {
      dispatch({ type: 'reset' });
      toast({
        title: ENRICHMENT_FAILED_TITLE,
        description: describeEnrichmentError(error),
        variant: 'destructive',
      });
      if (researched > 0) await onEnriched();
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
