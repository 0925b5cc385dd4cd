import fs from 'node:fs';
import path from 'node:path';
import { analyzeComplaint } from '../../server/analysis/analyze-complaint';
import { extractDocumentText } from '../../server/analysis/extract/extract-text';
import { buildComplaintPdf } from '../../server/analysis/extract/fixtures/build-fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PETITION = path.join(ROOT, 'server/analysis/fixtures/complaints/mo-pi-petition.txt');

const EVENTS = [
  'inspected the loading dock and recorded no defect in the trailer coupling',
  'received a maintenance report describing worn brake linings on the tractor',
  'dispatched the driver on a route that required more than eleven hours of driving',
  'failed to review the electronic logging records for the preceding week',
  'paid an invoice for tire replacement in the amount of $1,284.50',
  'scheduled a safety meeting that no driver attended',
  'received a complaint from a shipper about late deliveries on the same route',
  'renewed its motor carrier insurance with a premium of $48,900.00',
];

/**
 * A long complaint laid out as a filed pleading (numbered lines, ECF stamp and footer on every page): the
 * Missouri petition fixture's caption, counts, prayer and counsel, with numbered allegations in the middle
 * (dates, sums and events that vary) until it fills `pages` pages, and an exhibit of decoy figures after.
 */
export async function buildLongComplaintPdf(pages: number): Promise<Buffer> {
  const lines = fs.readFileSync(PETITION, 'utf8').trim().split('\n');
  const prayerAt = lines.findIndex((line) => line.startsWith('WHEREFORE'));
  const allegations: string[] = [];
  // About 14 paragraphs (two lines each, double spaced) fill a page of pleading paper.
  for (let i = 0; allegations.length < pages * 14; i++) {
    const day = new Date(Date.UTC(2023, 0, 1 + i * 3)).toISOString().slice(0, 10);
    allegations.push(
      `${20 + i}. On ${day}, Defendant Prairie Haul Freight, LLC ${EVENTS[i % EVENTS.length]}, as its records produced in discovery will show.`,
    );
  }
  const exhibit = ['EXHIBIT A', 'DRIVER SETTLEMENT STATEMENT', 'Gross pay $3,412.18', 'Fuel advance $900.00'];
  const paragraphs = [...lines.slice(0, prayerAt), ...allegations, ...lines.slice(prayerAt), ...exhibit];
  return buildComplaintPdf({ paragraphs, lineNumbers: true, ecfHeader: true, footer: true });
}

export interface AnalyzeTimings {
  pages: number | null;
  bytes: number;
  characters: number;
  /** Each run: extraction (worker thread, as the server does) and the built-in engine, in ms. */
  runs: { extractMs: number; analyzeMs: number; totalMs: number }[];
  claims: number;
  attorneys: number;
}

/** Isolated task: extracts and analyses a document `repeats` times in one process, as the server would. */
export async function analyzeComplaintRuns(
  source: { kind: 'generated'; pages: number } | { kind: 'file'; path: string },
  repeats: number,
): Promise<AnalyzeTimings> {
  const bytes =
    source.kind === 'file' ? fs.readFileSync(source.path) : await buildLongComplaintPdf(source.pages);
  const runs: AnalyzeTimings['runs'] = [];
  let last: Awaited<ReturnType<typeof analyzeComplaint>> | undefined;
  let pages: number | null = null;
  let characters = 0;
  for (let i = 0; i < repeats; i++) {
    const started = performance.now();
    const extracted = await extractDocumentText(bytes);
    const extractedAt = performance.now();
    last = await analyzeComplaint({
      text: extracted.text,
      runningHeaders: extracted.runningHeaders,
      documentSize: bytes.length,
      context: { caseTypeCode: 'TA', monetaryAmount: null },
      analysisType: 'standard',
      ai: null,
    });
    const ended = performance.now();
    pages = extracted.pageCount;
    characters = extracted.text.length;
    runs.push({ extractMs: extractedAt - started, analyzeMs: ended - extractedAt, totalMs: ended - started });
  }
  const info = last?.analysis.attorneyInformation;
  return {
    pages,
    bytes: bytes.length,
    characters,
    runs,
    claims: last?.analysis.damageClaims.length ?? 0,
    attorneys: info
      ? info.plaintiffAttorneys.length + info.defendantAttorneys.length + info.otherAttorneys.length
      : 0,
  };
}
