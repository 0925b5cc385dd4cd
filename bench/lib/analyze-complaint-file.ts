import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { analyzeComplaint } from '../../server/analysis/analyze-complaint';
import { extractDocumentText } from '../../server/analysis/extract/extract-text';

export interface AnalyzeTimings {
  pages: number | null;
  bytes: number;
  characters: number;
  /** Each run: extraction (worker thread, as the server does) and the built-in engine, in ms. */
  runs: { extractMs: number; analyzeMs: number; totalMs: number }[];
  claims: number;
  attorneys: number;
}

/** The pause between two runs, as between two uploads. */
export const PAUSE_MS = 1500;

/** Isolated task: extracts and analyses a document `repeats` times in one process, as the server would. */
export async function analyzeComplaintRuns(file: string, repeats: number): Promise<AnalyzeTimings> {
  const bytes = fs.readFileSync(file);
  const runs: AnalyzeTimings['runs'] = [];
  let last: Awaited<ReturnType<typeof analyzeComplaint>> | undefined;
  let pages: number | null = null;
  let characters = 0;
  for (let i = 0; i < repeats; i++) {
    // Uploads come seconds apart, not back to back: the spare worker started after a document is warm by the next.
    if (i > 0) await sleep(PAUSE_MS);
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
