import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from '../extract/extract-text';
import { extractComplaintFacts } from '../extract-complaint-facts';
import { loadTruthDocuments, type ScoreBoard, scoreDocument } from './eval-scoring';

/**
 * The fixture sets the engine has been tuned on hold issue 19's targets (docs/analysis-quality.md): a change
 * that makes one of them miss a target fails here. The held-back batch of the day is left out until scored.
 */
const TUNED_SETS = ['complaints', 'blind-1', 'blind-2', 'blind-10'];
const FIXTURES = path.resolve('server/analysis/fixtures');

async function scoreSet(set: string): Promise<ScoreBoard> {
  const dir = path.join(FIXTURES, set);
  const board: ScoreBoard = new Map();
  for (const { name, truth } of loadTruthDocuments(dir)) {
    const document = await extractDocumentText(fs.readFileSync(path.join(dir, `${name}.txt`)), {
      isolate: false,
    });
    scoreDocument(board, extractComplaintFacts(document.text, document.runningHeaders), truth);
  }
  return board;
}

function share(board: ScoreBoard, field: string, of: 'reported' | 'expected'): number {
  const s = board.get(field);
  if (s?.kind !== 'pr') throw new Error(`no score for ${field}`);
  const base = of === 'reported' ? s.reported : s.expected;
  return base === 0 ? 1 : s.right / base;
}

function count(board: ScoreBoard, field: string): { right: number; expected: number } {
  const s = board.get(field);
  if (s?.kind !== 'count') throw new Error(`no count for ${field}`);
  return s;
}

describe.each(TUNED_SETS)('fixture set %s', (set) => {
  it('holds the targets: counsel, parties, court, sum demanded, count titles, and no decoy', async () => {
    const board = await scoreSet(set);
    expect(share(board, 'attorney name', 'reported')).toBeGreaterThanOrEqual(0.95);
    for (const field of [
      'attorney name',
      'bar number',
      'firm',
      'phone',
      'email',
      'party (name and role)',
      'court',
    ])
      expect(share(board, field, 'expected'), field).toBeGreaterThanOrEqual(0.95);
    const sum = count(board, 'documents with the sum demanded right');
    expect(sum.right / sum.expected).toBeGreaterThanOrEqual(0.9);
    if (board.has('cause of action title'))
      expect(share(board, 'cause of action title', 'expected')).toBeGreaterThanOrEqual(0.9);
    expect(count(board, 'decoys reported as counsel').right).toBe(0);
    expect(count(board, 'decoy amounts reported as claims').right).toBe(0);
  });
});

/**
 * The blind batches tuned after their first score (docs/analysis-quality.md): issue 19's targets (counsel, court,
 * sum demanded, count titles, no decoy) hold on each, so that a change for one batch that undoes another fails
 * here. Parties are not among those targets and are left out.
 */
const TUNED_BLIND_BATCHES = Array.from({ length: 35 }, (_, k) => `blind-${14 + k}`);

describe.each(TUNED_BLIND_BATCHES)('tuned blind batch %s', (set) => {
  it("holds issue 19's targets: counsel and its contacts, court, sum demanded, count titles, and no decoy", async () => {
    const board = await scoreSet(set);
    expect(share(board, 'attorney name', 'reported')).toBeGreaterThanOrEqual(0.95);
    for (const field of ['attorney name', 'bar number', 'firm', 'phone', 'email', 'court'])
      expect(share(board, field, 'expected'), field).toBeGreaterThanOrEqual(0.95);
    const sum = count(board, 'documents with the sum demanded right');
    expect(sum.right / sum.expected).toBeGreaterThanOrEqual(0.9);
    expect(share(board, 'cause of action title', 'expected')).toBeGreaterThanOrEqual(0.9);
    expect(count(board, 'decoys reported as counsel').right).toBe(0);
    expect(count(board, 'decoy amounts reported as claims').right).toBe(0);
  });
});
