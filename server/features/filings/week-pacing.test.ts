import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { importFiling } from './import-filing';
import type { WeekPacing } from './week-partition';

const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name,amount';

/**
 * A week with what only the end of the file settles, spread over many slices of two cases:
 * - a contract claim by a supplier, classified before its later suits show it to be a volume filer;
 * - a case whose defendant rows come last, apart from its plaintiff's;
 * - parties with cases in several slices (a hospital, a landlord), whose summary rows must add up.
 */
function weekCsv(): string {
  const rows = [HEADER];
  const date = (day: number) => `03/${String(day).padStart(2, '0')}/2025`;
  rows.push(`Contract,250300001,PROVO DISTRICT,${date(3)},P,"BRIGHTLINE ORCHARDS, INC.",,$450000`);
  rows.push(`Contract,250300002,WEST JORDAN DISTRICT,${date(3)},P,"GRANITE PEAK SUPPLY LLC",,$28000`);
  rows.push(`Contract,250300002,WEST JORDAN DISTRICT,${date(3)},D,MARSH,ROBIN,`);
  for (let i = 3; i <= 14; i++) {
    const n = `2503000${String(i).padStart(2, '0')}`;
    const day = 3 + (i % 5);
    if (i % 3 === 0) {
      rows.push(`Medical Malpractice,${n},SALT LAKE CITY DISTRICT,${date(day)},P,QUILL${i},ROWAN,`);
      rows.push(
        `Medical Malpractice,${n},SALT LAKE CITY DISTRICT,${date(day)},D,INTERMOUNTAIN HEALTHCARE INC,,`,
      );
    } else if (i % 3 === 1) {
      rows.push(`Eviction,${n},OGDEN DISTRICT,${date(day)},P,"HARBOR VIEW APARTMENTS LLC",,$${1000 + i}`);
      rows.push(`Eviction,${n},OGDEN DISTRICT,${date(day)},D,TENANT${i},SAM,`);
    } else {
      rows.push(
        `Debt Collection,${n},WEST JORDAN DISTRICT,${date(day)},P,"GRANITE PEAK SUPPLY LLC",,$${4000 + i}`,
      );
      rows.push(`Debt Collection,${n},WEST JORDAN DISTRICT,${date(day)},D,DEBTOR${i},PAT,`);
    }
  }
  rows.push(`Contract,250300001,PROVO DISTRICT,${date(3)},D,KESTREL AGRI EQUIPMENT CORP,,`);
  return `${rows.join('\n')}\n`;
}

/** The import's progress percents and the steps it ended, in the order they came. */
type ProgressEvent = { percent: number } | { stepEnded: string };

async function importWeek(pacing: WeekPacing, events: ProgressEvent[] = []) {
  const database = await openTestDatabase();
  try {
    const workspace = await database.db
      .selectFrom('workspaces')
      .select('id')
      .where('slug', '=', 'default')
      .executeTakeFirstOrThrow();
    const { filingId, stats } = await importFiling(database, {
      workspaceId: workspace.id,
      userId: null,
      fields: { state: 'utah', weekNumber: 10, year: 2025 },
      file: { fileName: 'week-10.csv', stream: Readable.from([Buffer.from(weekCsv())]) },
      pacing,
      onProgress: (p) => events.push({ percent: p.percent }),
      onStep: (step) => events.push({ stepEnded: step }),
    });
    return { stats, ...(await readWeek(database, filingId)) };
  } finally {
    await database.close();
  }
}

async function readWeek(database: DatabaseHandle, filingId: number) {
  const { rows: cases } = await sql<Record<string, unknown>>`
    SELECT court, case_number, classification, category, is_high_value, is_omitted, omit_reason,
           needs_expert_witness, priority, expert_witness_match, reasons, plaintiffs, defendants
    FROM cases WHERE filing_id = ${filingId} ORDER BY case_number`.execute(database.db);
  const { rows: parties } = await sql<Record<string, unknown>>`
    SELECT party_key, role, case_type_code, case_count, first_filed::text, last_filed::text, spelling
    FROM party_filings WHERE filing_id = ${filingId} ORDER BY party_key, role, case_type_code`.execute(
    database.db,
  );
  const { rows: leftovers } = await sql<{ name: string }>`
    SELECT relname AS name FROM pg_class WHERE relname LIKE 'party_filings_stage%'`.execute(database.db);
  return { cases, parties, leftovers: leftovers.map((r) => r.name) };
}

describe('an import cut into short statements (the embedded database’s pacing)', () => {
  it('stores the same week as one built in bulk: merged split case, reclassified early claim, one party row each', async () => {
    const bulk = await importWeek({ sliceCases: null });
    const events: ProgressEvent[] = [];
    const sliced = await importWeek({ sliceCases: 2 }, events);

    expect(sliced.cases).toEqual(bulk.cases);
    expect(sliced.parties).toEqual(bulk.parties);
    expect(sliced.stats).toEqual(bulk.stats);
    expect(sliced.leftovers).toEqual([]);

    // What the equality above is worth: the end of the file did change the week.
    const split = sliced.cases.find((c) => c.case_number === '250300001');
    expect(split?.defendants).toEqual(['KESTREL AGRI EQUIPMENT CORP']);
    expect(sliced.stats.totalCases).toBe(14);
    const early = sliced.cases.find((c) => c.case_number === '250300002');
    expect(early?.is_omitted).toBe(true);
    expect(early?.omit_reason).toMatch(/^Repeat filer: GRANITE PEAK SUPPLY LLC/);
    const hospital = sliced.parties.filter((p) => p.spelling === 'INTERMOUNTAIN HEALTHCARE INC');
    expect(hospital).toHaveLength(1);
    expect(hospital[0]?.case_count).toBe(4);

    // The progress bar moves through the summary's slices instead of sitting still until the end.
    const percents = events.flatMap((e) => ('percent' in e ? [e.percent] : []));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    const summaryStart = events.findIndex((e) => 'stepEnded' in e && e.stepEnded === 'analyse-week');
    const summaryEnd = events.findIndex((e) => 'stepEnded' in e && e.stepEnded === 'summarise-parties');
    const inSummary = events
      .slice(summaryStart, summaryEnd)
      .flatMap((e) => ('percent' in e ? [e.percent] : []));
    expect(new Set(inSummary).size).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('cuts batches and slices shorter while users are reading, letting them go first before each, and stores the same week', async () => {
    const bulk = await importWeek({ sliceCases: null });
    let yields = 0;
    const piecewise = await importWeek({
      sliceCases: 1_000,
      sliceCasesWhileReading: 2,
      readersActive: () => true,
      copyCasesWhileReading: 3,
      yieldToReaders: async () => {
        yields++;
      },
    });

    expect(piecewise.cases).toEqual(bulk.cases);
    expect(piecewise.parties).toEqual(bulk.parties);
    expect(piecewise.stats).toEqual(bulk.stats);
    // Slices of 2 ids, not 1,000, as when every slice is of 2; and 14 cases in one batch: 5 pieces of 3, 4 of
    // them after a yield of their own.
    const sliced = { yields: 0 };
    await importWeek({
      sliceCases: 2,
      yieldToReaders: async () => {
        sliced.yields++;
      },
    });
    expect(yields - sliced.yields).toBe(4);
  }, 60_000);
});
