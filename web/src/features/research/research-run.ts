/**
 * The progress of one research run on the dashboard (spec §4, §9): a simulated count that advances 1 to 3
 * cases every 500 ms, raised to the cases the server has actually researched as each chunk comes back. The
 * count never reaches the total before the last chunk is back, so 100% always means done.
 */

/** Spec §9: the simulated count advances this often. */
export const RESEARCH_STEP_MS = 500;
/** Spec §9: a finished run stays at 100% this long, then the panel closes. */
export const RESEARCH_RESET_MS = 2_000;
/** Cases a call carries: well under the server's 500, so real progress shows on long lists. */
export const RESEARCH_CHUNK_SIZE = 100;
/** Ticks each status message stays on screen (1.5 s): long enough to read. */
const TICKS_PER_MESSAGE = 3;

/** Spec §4: the four status lines the panel rotates through while the research runs. */
export const RESEARCH_STATUS_MESSAGES = [
  'Searching court records for each party…',
  'Identifying business types and operating history…',
  'Recognizing repeat filers across stored weeks…',
  'Scoring expert witness match and priority…',
] as const;

export const RESEARCH_DONE_MESSAGE = 'Research complete. Re-ranking the cases…';

export type ResearchPhase = 'idle' | 'running' | 'complete';

export interface ResearchRun {
  phase: ResearchPhase;
  /** Cases sent for research. */
  total: number;
  /** The simulated count (spec §4), at most `total`. */
  simulated: number;
  /** Cases the server has reported researched so far (the chunks back). */
  researched: number;
  /** 500 ms ticks since the start, for the rotating status message. */
  tick: number;
}

export type ResearchRunAction =
  | { type: 'start'; total: number }
  | { type: 'tick'; step: number }
  | { type: 'chunk-done'; researched: number }
  | { type: 'complete' }
  | { type: 'reset' };

export const IDLE_RUN: ResearchRun = { phase: 'idle', total: 0, simulated: 0, researched: 0, tick: 0 };

export function researchRunReducer(run: ResearchRun, action: ResearchRunAction): ResearchRun {
  switch (action.type) {
    case 'start':
      return { phase: 'running', total: Math.max(0, action.total), simulated: 0, researched: 0, tick: 0 };
    case 'tick':
      if (run.phase !== 'running') return run;
      return {
        ...run,
        simulated: Math.min(run.total, run.simulated + Math.max(0, action.step)),
        tick: run.tick + 1,
      };
    case 'chunk-done':
      if (run.phase !== 'running') return run;
      return { ...run, researched: Math.min(run.total, Math.max(run.researched, action.researched)) };
    case 'complete':
      return run.phase === 'idle' ? run : { ...run, phase: 'complete', researched: run.total };
    case 'reset':
      return IDLE_RUN;
  }
}

/** Spec §4: a random 1, 2 or 3. */
export function randomStep(random: () => number = Math.random): number {
  return 1 + Math.min(2, Math.floor(random() * 3));
}

export interface RunProgress {
  /** Cases shown as researched. */
  done: number;
  total: number;
  percent: number;
  message: string;
}

/** What the panel shows: the larger of the simulated and the real count, held below the total until done. */
export function describeProgress(run: ResearchRun): RunProgress {
  if (run.phase === 'complete') {
    return { done: run.total, total: run.total, percent: 100, message: RESEARCH_DONE_MESSAGE };
  }
  const ceiling = Math.max(0, run.total - 1);
  const done = Math.min(ceiling, Math.max(run.simulated, run.researched));
  const message =
    RESEARCH_STATUS_MESSAGES[Math.floor(run.tick / TICKS_PER_MESSAGE) % RESEARCH_STATUS_MESSAGES.length] ??
    RESEARCH_STATUS_MESSAGES[0];
  return {
    done,
    total: run.total,
    percent: run.total > 0 ? Math.floor((done / run.total) * 100) : 0,
    message,
  };
}
