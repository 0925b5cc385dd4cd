import { describe, expect, it } from 'vitest';
import { FileEvidence, isoWeekRange, judgeFileEvidence } from './file-evidence';

type Case = { court: string | null; caseNumber: string; filingDate: string | null };

function evidenceOf(cases: Case[]) {
  const evidence = new FileEvidence();
  for (const draft of cases) evidence.observe(draft);
  return evidence.snapshot();
}

function times(count: number, make: (i: number) => Case): Case[] {
  return Array.from({ length: count }, (_, i) => make(i));
}

const UTAH_2025_W12 = { state: 'utah', year: 2025, weekNumber: 12 };
const UTAH_COURTS = [
  'SALT LAKE DISTRICT  ',
  'WEST JORDAN DISTRICT',
  'OREM JUSTICE',
  'Third District',
  'ST GEORGE DISTRICT',
];

describe('isoWeekRange', () => {
  it('puts ISO week 12 of 2025 on Monday 17 to Sunday 23 March', () => {
    const { start, end } = isoWeekRange(2025, 12);
    expect(start.toISOString().slice(0, 10)).toBe('2025-03-17');
    expect(end.toISOString().slice(0, 10)).toBe('2025-03-23');
  });

  it('starts week 1 in the year before when 1 January is late in its week', () => {
    expect(isoWeekRange(2021, 1).start.toISOString().slice(0, 10)).toBe('2021-01-04');
    expect(isoWeekRange(2025, 1).start.toISOString().slice(0, 10)).toBe('2024-12-30');
  });
});

describe('judgeFileEvidence', () => {
  it('finds nothing wrong with a Utah week filed in the week chosen', () => {
    const evidence = evidenceOf(
      times(200, (i) => ({
        court: UTAH_COURTS[i % UTAH_COURTS.length]!,
        caseNumber: String(250900100 + i),
        filingDate: `2025-03-${String(17 + (i % 5))}`,
      })),
    );
    expect(judgeFileEvidence(evidence, UTAH_2025_W12)).toBeNull();
  });

  it('tolerates late entries from the two weeks before the week chosen', () => {
    const evidence = evidenceOf(
      times(100, (i) => ({
        court: 'PROVO DISTRICT',
        caseNumber: String(250400100 + i),
        filingDate: '2025-03-05',
      })),
    );
    expect(judgeFileEvidence(evidence, UTAH_2025_W12)).toBeNull();
  });

  it('names Texas justice courts and the year 2020 for a Travis County eviction export uploaded as Utah 2025', () => {
    const evidence = evidenceOf(
      times(300, (i) => ({
        court: null,
        caseNumber: `J5-CV-20-${256849 + i}`,
        filingDate: `2020-02-${String(10 + (i % 15)).padStart(2, '0')}`,
      })),
    );
    const mismatch = judgeFileEvidence(evidence, UTAH_2025_W12);
    expect(mismatch?.findings).toEqual([
      "case numbers look like Texas justice courts ('J5-CV-20-256849': 300 of 300 cases)",
      'filings are from 2020 (Feb 10 – Feb 24, 2020); the week chosen is 2025 week 12 (Mar 17 – Mar 23, 2025), and 0 cases of 300 with a filing date fall near it',
    ]);
    expect(mismatch?.message).toMatch(
      /^This file does not look like Utah, week 12 of 2025\. Case numbers look like/,
    );
  });

  it("counts the courts that are the state's and names the other state the rest belong to", () => {
    const evidence = evidenceOf(
      times(30, (i) => ({
        court: i % 2 ? `Travis County Justice of the Peace Precinct ${i % 5}` : 'Harris County, Texas',
        caseNumber: `CV${i}`,
        filingDate: '2025-03-18',
      })),
    );
    const mismatch = judgeFileEvidence(evidence, UTAH_2025_W12);
    expect(mismatch?.findings).toHaveLength(1);
    expect(mismatch?.findings[0]).toMatch(
      /^0 of 6 courts are Utah courts; they name Texas \('Harris County, Texas'\), justice-of-the-peace courts \('Travis County Justice of the Peace Precinct 1'/,
    );
  });

  it('says nothing of a few courts it cannot place, nor of case numbers of no known shape', () => {
    const evidence = evidenceOf(
      times(20, (i) => ({ court: i % 2 ? 'Court A' : 'Court B', caseNumber: `CASE-${i}`, filingDate: null })),
    );
    expect(judgeFileEvidence(evidence, UTAH_2025_W12)).toBeNull();
  });

  it('finds a Utah file uploaded five weeks off by its filing dates alone', () => {
    const evidence = evidenceOf(
      times(50, (i) => ({
        court: 'LOGAN DISTRICT',
        caseNumber: String(250100100 + i),
        filingDate: '2025-02-11',
      })),
    );
    expect(judgeFileEvidence(evidence, UTAH_2025_W12)?.findings).toEqual([
      'filings are from 2025 (Feb 11, 2025); the week chosen is 2025 week 12 (Mar 17 – Mar 23, 2025), and 0 cases of 50 with a filing date fall near it',
    ]);
  });

  it('checks only the dates of a state it has no court profile for', () => {
    const evidence = evidenceOf(
      times(10, (i) => ({
        court: 'Harris County, Texas',
        caseNumber: `J1-CV-25-${i}`,
        filingDate: '2025-03-18',
      })),
    );
    expect(judgeFileEvidence(evidence, { state: 'texas', year: 2025, weekNumber: 12 })).toBeNull();
  });
});
