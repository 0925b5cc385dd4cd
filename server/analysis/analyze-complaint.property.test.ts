import fs from 'node:fs';
import path from 'node:path';
import { type ComplaintFacts, complaintAnalysisSchema, complaintFactsSchema } from '@common/analysis';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeComplaint } from './analyze-complaint';
import { extractComplaintFacts } from './extract-complaint-facts';

// The extractors run many regular expressions over the whole text: runs and text sizes are kept small
// enough for the file to finish in seconds on a busy 2-core machine.
const RUNS = 150;
const NOW = new Date('2025-03-01T12:00:00Z');

const FIXTURES = path.resolve(import.meta.dirname, 'fixtures/complaints');
/** Lines of the synthetic complaints: captions, counsel blocks, counts, prayers. */
const PLEADING_LINES = fs
  .readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.txt'))
  .flatMap((name) => fs.readFileSync(path.join(FIXTURES, name), 'utf8').split('\n'))
  .filter((line) => line.trim() !== '');

/** What pleadings and bad extractions contain besides: odd e-mails, sums, statutes, noise. */
const HOSTILE_LINES = [
  'Attorney for Plaintiff',
  'Attorneys for Defendants ACME, INC. and JOHN DOE',
  'Jane Q. Counsel (Bar No. 12345)',
  'jane.counsel @ firm . com',
  'JANE@FIRM.COM',
  'mailto:x@y.z',
  '@@@.@.',
  'a@b',
  'user@-.com',
  'Tel: (801) 555-0100 Fax: 801.555.0101',
  'Plaintiff demands judgment in the amount of $1,234,567.89, plus punitive damages of $10 billion.',
  'damages in excess of $75,000, exclusive of interest and costs',
  'fifty thousand (50,000) dollars',
  '$999,999,999,999,999,999,999',
  '42 U.S.C. § 1983; Utah Code Ann. § 78B-6-801',
  'COUNT I — NEGLIGENCE',
  'WHEREFORE, Plaintiff prays for relief as follows:',
  'IN THE THIRD JUDICIAL DISTRICT COURT OF SALT LAKE COUNTY, STATE OF UTAH',
  'Case No. 250900123',
  'v.',
  'vs.',
  '\f',
  '\u0000',
  '\uFEFF',
  '😀 emoji in a caption',
  'Castañeda v. Müller',
  '_'.repeat(200),
  'A'.repeat(2_000),
];

const line = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PLEADING_LINES) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_LINES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
);
const pleading = fc
  .tuple(fc.array(line, { maxLength: 120 }), fc.constantFrom('\n', '\r\n', '\n\n'))
  .map(([lines, eol]) => lines.join(eol));
const anyText = fc.oneof(
  { weight: 1, arbitrary: fc.string({ maxLength: 2_000 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 2_000 }) },
  { weight: 3, arbitrary: pleading },
);

function allAttorneys(facts: ComplaintFacts) {
  const { plaintiffAttorneys, defendantAttorneys, otherAttorneys } = facts.attorneyInformation;
  return [...plaintiffAttorneys, ...defendantAttorneys, ...otherAttorneys];
}

/** The text as e-mails are compared: lower case, no whitespace (pleadings wrap 'name@firm. com'). */
const squeezed = (text: string) => text.toLowerCase().replace(/\s+/g, '');

describe('the complaint extractors on arbitrary text', () => {
  it('never throw, and return facts that match the schema', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const facts = extractComplaintFacts(text);
        expect(complaintFactsSchema.safeParse(facts).success).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('report only e-mails, parties and case numbers that the text contains', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const facts = extractComplaintFacts(text);
        const haystack = squeezed(text);
        for (const attorney of allAttorneys(facts)) {
          if (attorney.email !== null) expect(haystack).toContain(squeezed(attorney.email));
          expect(attorney.name.trim()).not.toBe('');
        }
        for (const party of facts.parties) expect(party.name.trim()).not.toBe('');
        if (facts.caseNumber !== null) expect(haystack).toContain(squeezed(facts.caseNumber));
        for (const claim of facts.damageClaims) {
          expect(claim.amount === null || (Number.isFinite(claim.amount) && claim.amount >= 0)).toBe(true);
        }
        expect(facts.jurisdictionalAmounts.every((a) => Number.isFinite(a))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('analyzeComplaint on arbitrary text', () => {
  it('never throws, and returns an analysis that matches the schema with finite scores', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyText,
        fc.constantFrom(null, 'MM', 'PI', 'DC', 'XX'),
        fc.option(fc.double({ min: 0, max: 1e12, noNaN: true })),
        fc.constantFrom<'standard' | 'comprehensive'>('standard', 'comprehensive'),
        async (text, caseTypeCode, monetaryAmount, analysisType) => {
          const { analysis, assessment } = await analyzeComplaint({
            text,
            documentSize: Buffer.byteLength(text),
            context: { caseTypeCode, monetaryAmount },
            analysisType,
            now: NOW,
          });
          const parsed = complaintAnalysisSchema.safeParse(analysis);
          expect(parsed.success ? null : parsed.error.issues).toBeNull();
          expect(Number.isFinite(assessment.priority)).toBe(true);
          expect(Number.isFinite(assessment.expertWitnessMatch)).toBe(true);
          expect(analysis.complaintText).toBe(text);
          // The analysis is stored as JSON: it must survive the round trip unchanged.
          expect(JSON.parse(JSON.stringify(analysis))).toEqual(analysis);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
