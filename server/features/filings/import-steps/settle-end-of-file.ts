import { sql } from 'kysely';
import { toCopyText } from '../../../db/copy-text';
import {
  CASE_COPY_COLUMNS,
  CLASSIFICATION_COLUMNS,
  caseCopyRow,
  caseKey,
  classificationValues,
  rowsOfStoredCase,
  type StoredCase,
} from '../import/case-assembler';
import { mergeCaseRows } from '../import/group-case';
import { type IdRange, weekIdRanges, weekTableName } from '../week-partition';
import type { ImportContext, LoadedCases } from './import-context';

const STORED_CASE_COLUMNS = sql.raw(
  'id, court, case_number, case_type_code, case_type_raw, filing_date::text AS filing_date, monetary_amount, ' +
    'plaintiffs, defendants, other_parties, judge, plaintiff_attorneys, defendant_attorneys, source_line, ' +
    'disposition, disposition_kind, disposition_date::text AS disposition_date, ' +
    'is_high_value, is_omitted, needs_expert_witness',
);

/**
 * What only the end of the file can settle, fixed in the loaded table (not yet indexed on PostgreSQL):
 * - a case split across the file (its rows not adjacent) is merged into one;
 * - a case classified before its plaintiff turned out to be a repeat filer is classified again.
 * Reading the cases concerned is the first half of the step's bar, writing them back the second.
 */
export function settleEndOfFile(context: ImportContext, loaded: LoadedCases): Promise<void> {
  const { database, filingId, pacing } = context;
  const { assembler } = loaded;
  return context.progress.run('settle-end-of-file', async (step) => {
    const table = sql.table(weekTableName(filingId));
    const groups = new Map<string, StoredCase[]>();
    const addStored = (rows: StoredCase[]) => {
      for (const row of rows) {
        const key = caseKey(row.court, row.case_number);
        const group = groups.get(key) ?? [];
        if (!group.some((g) => g.id === row.id)) group.push(row);
        groups.set(key, group);
      }
    };

    const splits = assembler.splitCaseKeys();
    const lines = assembler.linesToRevisit();
    // Neither has an index: a pass over the week, a slice at a time on the embedded database.
    const wanted = [
      ...(splits.length > 0
        ? [
            sql`(upper(coalesce(court, '')), upper(case_number)) IN (
              SELECT upper(coalesce(c, '')), upper(n)
              FROM unnest(${splits.map((s) => s.court)}::text[], ${splits.map((s) => s.caseNumber)}::text[]) AS k (c, n))`,
          ]
        : []),
      ...(lines.length > 0 ? [sql`source_line = ANY(${lines}::int[])`] : []),
    ];
    const ranges: IdRange[] = [];
    for await (const range of wanted.length > 0 ? weekIdRanges(database.db, filingId, pacing) : []) {
      ranges.push(range);
      await pacing.yieldToReaders?.();
      const { rows } = await sql<StoredCase>`
        SELECT ${STORED_CASE_COLUMNS} FROM ${table}
        WHERE id BETWEEN ${range.from} AND ${range.to} AND (${sql.join(wanted, sql` OR `)})`.execute(
        database.db,
      );
      addStored(rows);
      await step.report(range.share / 2);
    }

    // Merged parts first, so their plaintiffs count once before anything is classified again.
    for (const parts of groups.values()) {
      for (const part of parts.slice(1)) assembler.uncountPlaintiffs(part);
    }
    const reclassified: { id: number; values: unknown[] }[] = [];
    const mergedRows: unknown[][] = [];
    const mergedIds: number[] = [];
    for (const parts of groups.values()) {
      const draft = mergeCaseRows(parts.flatMap(rowsOfStoredCase));
      const result = assembler.classify(draft);
      for (const part of parts) {
        const was = {
          isHighValue: part.is_high_value,
          isOmitted: part.is_omitted,
          needsExpertWitness: part.needs_expert_witness,
        };
        assembler.count(was, -1);
      }
      assembler.count(result, 1);
      if (parts.length === 1) {
        reclassified.push({ id: parts[0]!.id, values: classificationValues(result) });
        continue;
      }
      const lines = parts.map((part) => part.source_line).sort((a, b) => (a ?? 0) - (b ?? 0));
      assembler.stats.totalCases -= parts.length - 1;
      assembler.warn(
        `Line ${draft.firstLine}: case ${draft.caseNumber} has rows apart from each other in the file ` +
          `(parts from lines ${lines.join(', ')}); they were merged into one case.`,
      );
      mergedIds.push(...parts.map((part) => part.id));
      mergedRows.push(caseCopyRow(draft, result));
    }

    // Set-based: on PostgreSQL the table has no index yet, so one statement per case would scan it once per
    // case. On the embedded database, one statement per slice of ids that has any, read through the key.
    const set = CLASSIFICATION_COLUMNS.map((name) => sql`${sql.ref(name)} = v.${sql.ref(name)}`);
    for (const range of ranges) {
      const inRange = reclassified.filter((r) => r.id >= range.from && r.id <= range.to);
      if (inRange.length === 0) continue;
      await pacing.yieldToReaders?.();
      const column = (i: number) => inRange.map((r) => r.values[i]);
      await sql`
        UPDATE ${table} AS c SET ${sql.join(set)}
        FROM unnest(
          ${inRange.map((r) => r.id)}::bigint[], ${column(0)}::text[], ${column(1)}::text[],
          ${column(2)}::boolean[], ${column(3)}::boolean[], ${column(4)}::text[], ${column(5)}::boolean[],
          ${column(6)}::smallint[], ${column(7)}::smallint[], ${column(8)}::smallint[], ${column(9)}::jsonb[]
        ) AS v (id, ${sql.join(CLASSIFICATION_COLUMNS.map((name) => sql.ref(name)))})
        WHERE c.id BETWEEN ${range.from} AND ${range.to} AND c.id = v.id`.execute(database.db);
      await step.report(0.5 + range.share / 2);
    }
    if (mergedIds.length > 0) {
      await sql`DELETE FROM ${table} WHERE id = ANY(${mergedIds}::bigint[])`.execute(database.db);
      await database.copyInto(weekTableName(filingId), CASE_COPY_COLUMNS, toCopyText(mergedRows));
    }
    await step.report(1, { casesLoaded: assembler.stats.totalCases });
  });
}
