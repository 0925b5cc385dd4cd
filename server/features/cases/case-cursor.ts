import type { CaseListQuery } from '@common/cases';
import { z } from 'zod';
import type { CaseRow } from '../../db/schema';
import { AppError } from '../../errors';

type CaseSort = CaseListQuery['sort'];

// The columns' own ranges (migration 0002): priority 0-5 and match 0-100 are smallint, ids bigint.
const score = z.number().int().min(0).max(100);
const caseId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** numeric(16, 2), or -1 for a case without an amount (the sort's coalesce). */
const amount = z.string().regex(/^-?\d{1,14}(\.\d{1,2})?$/);
/** A calendar date, or 0001-01-01 for a case without one (the sort's coalesce). */
const calendarDate = z.iso.date();

/**
 * Where a page of a list ends, per sort: the sort's two keys and the case id (see SORT_KEYS). A cursor is
 * opaque to clients but not trusted: one of the wrong shape is a 400, never a query that fails in the database.
 */
const caseCursorSchemas = {
  priority: z.tuple([score, score, caseId]),
  match: z.tuple([score, score, caseId]),
  amount: z.tuple([amount, score, caseId]),
  filingDate: z.tuple([calendarDate, score, caseId]),
} as const satisfies Record<CaseSort, z.ZodType>;

export type CaseCursor = z.infer<(typeof caseCursorSchemas)[CaseSort]>;

/** The cursor that continues a list after `row`, written through the schema that reads it back. */
export function encodeCaseCursor(row: CaseRow, sort: CaseSort): string {
  const keys =
    sort === 'priority'
      ? [row.priority, row.expert_witness_match, row.id]
      : sort === 'match'
        ? [row.expert_witness_match, row.priority, row.id]
        : sort === 'amount'
          ? [row.monetary_amount ?? '-1', row.priority, row.id]
          : [row.filing_date ?? '0001-01-01', row.priority, row.id];
  const cursor = caseCursorSchemas[sort].parse(keys);
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Reads a cursor for `sort`; anything else (another sort's, edited, not base64url JSON) is a 400. */
export function decodeCaseCursor(cursor: string, sort: CaseSort): CaseCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = caseCursorSchemas[sort].safeParse(value);
  if (!parsed.success) {
    throw new AppError('BAD_REQUEST', 'Invalid cursor: ask for the first page again.');
  }
  return parsed.data;
}
