// `npm run eval [set…]`: precision and recall of the complaint analysis engine, per field, over the real
// complaints of ../shared/corpus (read at run time, skipped when absent) and each set of server/analysis/fixtures
// (the fixtures written with the extractors, the blind batches, the scanned renderings), and issue 19's
// targets on the last blind batch. Exits non-zero only when the engine or the text extraction crashes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComplaintFacts } from '@common/analysis';
import { assessExpertNeed, type CaseContext } from '../server/analysis/expert-assessment';
import { extractDocumentText } from '../server/analysis/extract/extract-text';
import { extractComplaintFacts } from '../server/analysis/extract-complaint-facts';
import {
  loadTruthDocuments,
  type ScoreBoard,
  scoreDocument,
  scoreExpertKinds,
  type TruthDocument,
} from '../server/analysis/extractors/eval-scoring';

const CORPUS_DIR = path.resolve('../shared/corpus/complaints');
/** Each folder here is one set: `complaints` (written with the extractors), `blind-N` (written blind), `scanned`. */
const FIXTURES_DIR = path.resolve('server/analysis/fixtures');
/** A document with no case behind it: the assessment reads the complaint alone. */
const NO_CASE: CaseContext = { caseTypeCode: null, monetaryAmount: null };

interface Source {
  set: string;
  name: string;
  file: string;
  truth: TruthDocument;
}

/** The sets to score: every set, or those named on the command line (`npm run eval -- blind-2`). */
function findSources(only: readonly string[]): Source[] {
  const dirs: [string, string][] = [['corpus', CORPUS_DIR]];
  if (existsSync(FIXTURES_DIR))
    for (const entry of readdirSync(FIXTURES_DIR, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    ))
      if (entry.isDirectory()) dirs.push([entry.name, path.join(FIXTURES_DIR, entry.name)]);
  const sources: Source[] = [];
  for (const [set, dir] of dirs) {
    if (only.length > 0 && !only.includes(set)) continue;
    if (!existsSync(dir)) {
      console.log(`(skipped: ${dir} is absent)`);
      continue;
    }
    const files = readdirSync(dir);
    for (const { name, truth } of loadTruthDocuments(dir)) {
      const file = files.find((f) => f.startsWith(`${name}.`) && !f.endsWith('.truth.json'));
      if (file) sources.push({ set, name, file: path.join(dir, file), truth });
    }
  }
  return sources;
}

async function main(only: readonly string[]): Promise<number> {
  const sources = findSources(only);
  const sets = [...new Set(sources.map((s) => s.set))];
  const boards = new Map<string, ScoreBoard>([['all', new Map()]]);
  for (const set of sets) boards.set(set, new Map());
  const crashes: string[] = [];
  const notes: string[] = [];
  const started = performance.now();
  for (const source of sources) {
    let facts: ComplaintFacts;
    let kinds: string[];
    try {
      const document = await extractDocumentText(readFileSync(source.file), { isolate: false });
      facts = extractComplaintFacts(document.text, document.runningHeaders);
      kinds = assessExpertNeed(facts, NO_CASE).viability.experts.map((e) => e.kind);
    } catch (error) {
      crashes.push(
        `${source.set}/${source.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      continue;
    }
    const all = boards.get('all')!;
    scoreDocument(all, facts, source.truth);
    scoreExpertKinds(all, kinds, source.truth);
    const board = boards.get(source.set)!;
    const misses = [
      ...scoreDocument(board, facts, source.truth),
      ...scoreExpertKinds(board, kinds, source.truth),
    ];
    if (misses.length > 0) notes.push(`${source.set}/${source.name}\n  ${misses.join('\n  ')}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);

  console.log(`\nComplaint analysis evaluation: ${sources.length} documents in ${seconds} s\n`);
  console.log(formatTable(boards.get('all')!));
  for (const set of sets) {
    const n = sources.filter((s) => s.set === set).length;
    console.log(`\n${SET_TITLES[set] ?? `Set ${set}`}: ${n} documents\n`);
    console.log(formatTable(boards.get(set)!));
  }
  const lastBlind = sets
    .filter((s) => /^blind-\d+$/.test(s))
    .sort(byBatchNumber)
    .at(-1);
  if (lastBlind) console.log(`\n${formatTargets(lastBlind, boards.get(lastBlind)!)}`);
  if (notes.length > 0) console.log(`\nDifferences from the truth files:\n${notes.join('\n')}`);
  if (crashes.length > 0) {
    console.error(`\n${crashes.length} crash(es):\n${crashes.join('\n')}`);
    return 1;
  }
  return 0;
}

const SET_TITLES: Record<string, string> = {
  corpus: 'Real complaints (../shared/corpus)',
  complaints: 'Synthetic complaints written with the extractors (fixtures/complaints)',
  scanned: 'Image-only PDFs read by OCR (fixtures/scanned)',
};

function byBatchNumber(a: string, b: string): number {
  return Number(a.split('-')[1]) - Number(b.split('-')[1]);
}

/** Issue 19's targets, against the last blind batch. */
function formatTargets(set: string, board: ScoreBoard): string {
  const pr = (field: string) => {
    const s = board.get(field);
    return s?.kind === 'pr' ? s : null;
  };
  const counted = (field: string) => {
    const s = board.get(field);
    return s?.kind === 'count' ? s : null;
  };
  const rows: [string, number | null, number, boolean][] = [];
  const share = (a: number, b: number) => (b === 0 ? null : a / b);
  const name = pr('attorney name');
  if (name) {
    rows.push(['attorneys: precision', share(name.right, name.reported), 0.95, true]);
    rows.push(['attorneys: recall', share(name.right, name.expected), 0.95, true]);
  }
  for (const field of ['bar number', 'firm', 'phone', 'email']) {
    const s = pr(field);
    if (s) rows.push([`${field}: recall`, share(s.right, s.expected), 0.95, true]);
  }
  const sum = counted('documents with the sum demanded right');
  if (sum) rows.push(['sum demanded exactly right', share(sum.right, sum.expected), 0.9, true]);
  const causes = pr('cause of action title');
  if (causes) rows.push(['cause of action titles: recall', share(causes.right, causes.expected), 0.9, true]);
  const court = pr('court');
  if (court) rows.push(['court: recall', share(court.right, court.expected), 0.95, true]);
  const lines = [`Targets (issue 19) on the last blind batch, ${set}:`];
  for (const [label, value, target] of rows) {
    const met = value !== null && value >= target;
    lines.push(
      `  ${met ? 'met ' : 'MISS'}  ${label.padEnd(34)} ${value === null ? '-' : value.toFixed(2)}  (>= ${target})`,
    );
  }
  for (const field of ['decoys reported as counsel', 'decoy amounts reported as claims']) {
    const s = counted(field);
    if (s) lines.push(`  ${s.right === 0 ? 'met ' : 'MISS'}  ${field.padEnd(34)} ${s.right}  (= 0)`);
  }
  return lines.join('\n');
}

function formatTable(board: ScoreBoard): string {
  const rows = [['field', 'right', 'reported', 'expected', 'precision', 'recall']];
  for (const [field, s] of board) {
    if (s.kind === 'count') {
      rows.push([field, String(s.right), '', String(s.expected), '', '']);
      continue;
    }
    rows.push([
      field,
      String(s.right),
      String(s.reported),
      String(s.expected),
      ratio(s.right, s.reported),
      ratio(s.rightOfExpected ?? s.right, s.expected),
    ]);
  }
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r, i) => {
      const line = r
        .map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
        .join('  ');
      return i === 0 ? `${line}\n${'-'.repeat(line.length)}` : line;
    })
    .join('\n');
}

function ratio(a: number, b: number): string {
  return b === 0 ? '-' : (a / b).toFixed(2);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
