// `npm run eval`: precision and recall of the complaint analysis engine, per field, over the real complaints
// of ../shared/corpus (read at run time, skipped when absent) and the synthetic complaints of
// server/analysis/fixtures/complaints. Exits non-zero only when the engine or the text extraction crashes.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ComplaintFacts } from '@common/analysis';
import { extractDocumentText } from '../server/analysis/extract/extract-text';
import { extractComplaintFacts } from '../server/analysis/extract-complaint-facts';
import {
  loadTruthDocuments,
  type ScoreBoard,
  scoreDocument,
  type TruthDocument,
} from '../server/analysis/extractors/eval-scoring';

const CORPUS_DIR = path.resolve('../shared/corpus/complaints');
const FIXTURE_DIR = path.resolve('server/analysis/fixtures/complaints');

interface Source {
  set: 'corpus' | 'fixtures';
  name: string;
  file: string;
  truth: TruthDocument;
}

async function main(): Promise<number> {
  const sources: Source[] = [];
  for (const [set, dir] of [
    ['corpus', CORPUS_DIR],
    ['fixtures', FIXTURE_DIR],
  ] as const) {
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

  // Real complaints and our own fixtures apart: the fixtures were written alongside the extractors.
  const boards = { all: new Map(), corpus: new Map(), fixtures: new Map() } satisfies Record<
    string,
    ScoreBoard
  >;
  const crashes: string[] = [];
  const notes: string[] = [];
  for (const source of sources) {
    let facts: ComplaintFacts;
    try {
      const document = await extractDocumentText(readFileSync(source.file), { isolate: false });
      facts = extractComplaintFacts(document.text, document.runningHeaders);
    } catch (error) {
      crashes.push(
        `${source.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      continue;
    }
    scoreDocument(boards[source.set], facts, source.truth);
    const misses = scoreDocument(boards.all, facts, source.truth);
    if (misses.length > 0) notes.push(`${source.name}\n  ${misses.join('\n  ')}`);
  }

  const counted = (set: Source['set']) => sources.filter((s) => s.set === set).length;
  console.log(`\nComplaint analysis evaluation: ${sources.length} documents\n`);
  console.log(formatTable(boards.all));
  for (const set of ['corpus', 'fixtures'] as const) {
    console.log(
      `\n${set === 'corpus' ? 'Real complaints (corpus)' : 'Synthetic complaints (fixtures)'}: ${counted(set)} documents\n`,
    );
    if (counted(set) > 0) console.log(formatTable(boards[set]));
  }
  if (notes.length > 0) console.log(`\nDifferences from the truth files:\n${notes.join('\n')}`);
  if (crashes.length > 0) {
    console.error(`\n${crashes.length} crash(es):\n${crashes.join('\n')}`);
    return 1;
  }
  return 0;
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

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
