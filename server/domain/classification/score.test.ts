import { describe, expect, it } from 'vitest';
import { Score } from './score';

describe('Score', () => {
  it('adds points with a signed reason line for each, and skips a line that moves nothing', () => {
    const score = new Score();
    score.add(2, 40, 'Medical Malpractice usually needs expert witnesses.');
    score.add(0, 0, 'nothing');
    score.add(-1, -10, 'The plaintiff files in volume.');
    expect([score.priority, score.match]).toEqual([1, 30]);
    expect(score.reasons).toEqual([
      '+2 priority, +40 match: Medical Malpractice usually needs expert witnesses.',
      '-1 priority, -10 match: The plaintiff files in volume.',
    ]);
  });
});
