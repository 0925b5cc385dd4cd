import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { extractDocumentText } from '../../server/analysis/extract/extract-text';
import { extractComplaintFacts } from '../../server/analysis/extract-complaint-facts';
import { PAUSE_MS } from './analyze-complaint-file';

export interface ScannedFile {
  name: string;
  /** The image-only PDF. */
  pdf: string;
  /** The text it was rendered from. */
  txt: string;
}

export interface ScannedFileRun {
  name: string;
  pages: number;
  /** extractDocumentText on its worker thread, as the server runs it: start-up, PDF parse and OCR. */
  wallMs: number;
  /** From the first progress report (OCR about to start) to the last page read. */
  ocrMs: number;
  /** CPU time of the whole process (all its threads) during the extraction. */
  cpuMs: number;
  confidence: number;
  /** Word-level edit distance to the text of the same fixture read as text, over its word count. */
  wordErrors: number;
  words: number;
  /** Whether case number, parties and claimed amounts read off the scan equal those read off the text. */
  sameFacts: boolean;
}

/** Isolated task: reads each scanned fixture by OCR, one after another, and compares it with its text. */
export async function ocrScannedFiles(files: ScannedFile[]): Promise<ScannedFileRun[]> {
  const runs: ScannedFileRun[] = [];
  for (const file of files) {
    const marks: number[] = [];
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const scan = await extractDocumentText(fs.readFileSync(file.pdf), {
      onProgress: () => marks.push(performance.now()),
    });
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const text = await extractDocumentText(fs.readFileSync(file.txt), { isolate: false });
    const expected = toWords(text.text);
    runs.push({
      name: file.name,
      pages: scan.pageCount ?? 0,
      wallMs,
      ocrMs: marks.length > 1 ? marks.at(-1)! - marks[0]! : 0,
      cpuMs: (cpu.user + cpu.system) / 1000,
      confidence: scan.ocr?.confidence ?? 0,
      wordErrors: wordDistance(expected, toWords(scan.text)),
      words: expected.length,
      sameFacts:
        describeFacts(text.text, text.runningHeaders) === describeFacts(scan.text, scan.runningHeaders),
    });
  }
  return runs;
}

/** Isolated task: two scanned files read at once (the server's EXTRACT_CONCURRENCY), for the memory peak. */
export async function ocrTwoAtOnce(first: string, second: string): Promise<{ pages: number }> {
  const documents = await Promise.all(
    [first, second].map((file) => extractDocumentText(fs.readFileSync(file))),
  );
  return { pages: documents.reduce((sum, document) => sum + (document.pageCount ?? 0), 0) };
}

export interface TextPdfRuns {
  pages: number;
  /** Each run: extraction on the worker thread, then the extractors, in ms. */
  runs: { extractMs: number; factsMs: number; totalMs: number }[];
}

/** Isolated task: a long PDF with a text layer through extraction and the fact extractors, `repeats` times. */
export async function analyzeTextPdf(file: string, repeats: number): Promise<TextPdfRuns> {
  const bytes = fs.readFileSync(file);
  const runs: TextPdfRuns['runs'] = [];
  let pages = 0;
  for (let i = 0; i < repeats; i++) {
    // As uploads come, seconds apart: the spare worker started after a document is warm by the next.
    if (i > 0) await sleep(PAUSE_MS);
    const started = performance.now();
    const document = await extractDocumentText(bytes);
    const extractedAt = performance.now();
    extractComplaintFacts(document.text, document.runningHeaders);
    const ended = performance.now();
    pages = document.pageCount ?? 0;
    runs.push({ extractMs: extractedAt - started, factsMs: ended - extractedAt, totalMs: ended - started });
  }
  return { pages, runs };
}

function toWords(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

function describeFacts(text: string, runningHeaders: string[]): string {
  const facts = extractComplaintFacts(text, runningHeaders);
  return JSON.stringify([
    facts.caseNumber,
    facts.parties.map((party) => [party.name, party.role]),
    facts.damageClaims.map((claim) => claim.amount),
  ]);
}

/** Levenshtein distance over words. */
function wordDistance(expected: string[], actual: string[]): number {
  let previous = Array.from({ length: actual.length + 1 }, (_, j) => j);
  for (let i = 1; i <= expected.length; i++) {
    const current = [i];
    for (let j = 1; j <= actual.length; j++) {
      const substitution = previous[j - 1]! + (expected[i - 1] === actual[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[actual.length]!;
}
