import { describe, expect, it } from 'vitest';
import { extractCaseHeader, parseDate } from './case-header';
import { matchKey } from './eval-scoring';
import { loadFixtureComplaints } from './fixture-complaints';

describe('extractCaseHeader on the synthetic complaints', () => {
  it.each(loadFixtureComplaints())('$name: court, case number and filing date', ({ text, truth }) => {
    const header = extractCaseHeader(text);
    expect(matchKey(header.court)).toBe(matchKey(truth.court));
    expect(header.caseNumber).toBe(truth.caseNumber);
    expect(header.filingDate).toBe(truth.filingDate);
  });
});

const FEDERAL = `UNITED STATES DISTRICT COURT
DISTRICT OF OREGON
PORTLAND DIVISION
KAI MORROW,
Plaintiff,
v.
TIMBERLINE FREIGHT CO.,
Defendant.
Case No. ____________
COMPLAINT
Plaintiff alleges as follows:
1. This action follows the dismissal of Morrow v. Timberline, Case No. 24CV19911 (Multnomah County), which was filed on 03/02/2024.`;

describe('extractCaseHeader on snippets', () => {
  it('takes the number and date of the ECF header when the caption box is blank', () => {
    const header = extractCaseHeader(FEDERAL, [
      'Case 3:25-cv-00418-SB Document 1 Filed 03/14/25 Page 1 of 9',
    ]);
    expect(header).toEqual({
      court: 'United States District Court, District of Oregon, Portland Division',
      caseNumber: '3:25-cv-00418-SB',
      filingDate: '2025-03-14',
    });
  });

  it('does not take an underlying case number from the body', () => {
    expect(extractCaseHeader(FEDERAL)).toMatchObject({ caseNumber: null, filingDate: null });
  });

  it('prefers the ECF header to a caption number with a mistyped judge suffix', () => {
    const text = FEDERAL.replace('Case No. ____________', 'Case No. 3:25-cv-00418-XX');
    expect(extractCaseHeader(text, ['Case 3:25-cv-00418-SB Document 12 Filed 04/01/25']).caseNumber).toBe(
      '3:25-cv-00418-SB',
    );
    expect(extractCaseHeader(text).caseNumber).toBe('3:25-cv-00418-XX');
  });

  it("reads a clerk's FILED stamp in the caption", () => {
    const text = `FILED\nJanuary 6, 2025\nCLERK OF THE COURT\n${FEDERAL}`;
    expect(extractCaseHeader(text).filingDate).toBe('2025-01-06');
  });

  it('does not take the date a complaint was signed as the filing date', () => {
    const text = `${FEDERAL}\nDATED: February 28, 2025\n/s/ Ann Lee`;
    expect(extractCaseHeader(text).filingDate).toBeNull();
  });
});

describe('parseDate', () => {
  it.each([
    ['04/07/25', '2025-04-07'],
    ['April 7, 2025', '2025-04-07'],
    ['2025-04-07', '2025-04-07'],
    ['02/30/2021', null],
  ])('%s → %s', (text, iso) => expect(parseDate(text)).toBe(iso));
});
