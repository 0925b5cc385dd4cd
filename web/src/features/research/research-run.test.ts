import { describe, expect, it } from 'vitest';
import {
  describeProgress,
  IDLE_RUN,
  RESEARCH_DONE_MESSAGE,
  RESEARCH_STATUS_MESSAGES,
  type ResearchRun,
  type ResearchRunAction,
  randomStep,
  researchRunReducer,
} from './research-run';

function play(...actions: ResearchRunAction[]): ResearchRun {
  return actions.reduce(researchRunReducer, IDLE_RUN);
}

const tick = (step: number): ResearchRunAction => ({ type: 'tick', step });

describe('research progress (spec §4)', () => {
  it('advances the simulated count by each step', () => {
    const run = play({ type: 'start', total: 16 }, tick(1), tick(3), tick(2));
    expect(describeProgress(run)).toMatchObject({ done: 6, total: 16, percent: 37 });
  });

  it('shows the cases actually researched when the server is ahead of the simulation', () => {
    const run = play(
      { type: 'start', total: 300 },
      tick(2),
      { type: 'chunk-done', researched: 200 },
      tick(1),
    );
    expect(describeProgress(run)).toMatchObject({ done: 200, percent: 66 });
  });

  it('never reaches the total before the last call is back', () => {
    const ticks = Array.from({ length: 20 }, () => tick(3));
    const run = play({ type: 'start', total: 16 }, ...ticks);
    expect(run.simulated).toBe(16);
    expect(describeProgress(run)).toMatchObject({ done: 15, percent: 93 });
  });

  it('is 100% once complete, with the final message', () => {
    const run = play({ type: 'start', total: 16 }, tick(2), { type: 'complete' });
    expect(describeProgress(run)).toEqual({
      done: 16,
      total: 16,
      percent: 100,
      message: RESEARCH_DONE_MESSAGE,
    });
    expect(play({ type: 'start', total: 16 }, { type: 'complete' }, { type: 'reset' })).toEqual(IDLE_RUN);
  });

  it('ignores ticks and chunks outside a run', () => {
    expect(play(tick(3), { type: 'chunk-done', researched: 5 })).toEqual(IDLE_RUN);
    const done = play({ type: 'start', total: 4 }, { type: 'complete' });
    expect(researchRunReducer(done, tick(1))).toBe(done);
  });

  it('rotates through the four status messages, each for three ticks', () => {
    const messages = Array.from({ length: 13 }, (_, ticks) => {
      const run = play({ type: 'start', total: 1_000 }, ...Array.from({ length: ticks }, () => tick(1)));
      return describeProgress(run).message;
    });
    expect(new Set(messages).size).toBe(4);
    expect(messages.slice(0, 3)).toEqual(Array(3).fill(RESEARCH_STATUS_MESSAGES[0]));
    expect(messages[3]).toBe(RESEARCH_STATUS_MESSAGES[1]);
    expect(messages[12]).toBe(RESEARCH_STATUS_MESSAGES[0]);
  });

  it('steps 1 to 3 cases', () => {
    expect(randomStep(() => 0)).toBe(1);
    expect(randomStep(() => 0.5)).toBe(2);
    expect(randomStep(() => 0.999_999)).toBe(3);
    expect(randomStep(() => 1)).toBe(3);
  });

  it('shows an empty run as 0%', () => {
    expect(describeProgress(play({ type: 'start', total: 0 }))).toMatchObject({ done: 0, percent: 0 });
  });
});
