import type { CaseListQuery } from '@common/cases';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { CaseRow, Database } from '../../db/schema';
import { type CaseCursor, encodeCaseCursor } from './case-cursor';

/** The sort keys, all descending, with id last so every position is unique (keyset paging). */
const SORT_KEYS = {
  priority: [sql`priority`, sql`expert_witness_match`],
  match: [sql`expert_witness_match`, sql`priority`],
  amount: [sql`coalesce(monetary_amount, -1)`, sql`priority`],
  filingDate: [sql`coalesce(filing_date, '0001-01-01'::date)`, sql`priority`],
} as const;

export interface CaseListFilter
  extends Omit<CaseListQuery, 'limit' | 'cursor' | 'sort' | 'weekId' | 'followUpDue'> {
  followUpDue?: boolean;
  workspaceId: string;
  /** The ready weeks to read (their partitions only; a week still importing is not attached anyway). */
  filingIds: number[];
  highValueOnly: boolean;
}

/** `%`, `_` and `\` typed by the user are literal characters, not LIKE wildcards. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(filter: CaseListFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [
    // The weeks' ids prune the partitions to read; workspace and state are checked again all the same.
    sql<SqlBool>`filing_id = ANY(${filter.filingIds}::bigint[])`,
    sql<SqlBool>`workspace_id = ${filter.workspaceId}`,
    sql<SqlBool>`state = ${filter.state}`,
  ];
  const indexedSearch = (filter.q?.trim().length ?? 0) >= 3;
  if (filter.highValueOnly && filter.q && indexedSearch) {
    // The high-value cases' own copy of the text, alone, with no `is_high_value` beside it (why: decision 013).
    conditions.push(sql<SqlBool>`hv_search_text LIKE ${likePattern(filter.q)}`);
  } else {
    if (filter.highValueOnly) conditions.push(sql<SqlBool>`is_high_value`);
    if (filter.q) conditions.push(sql<SqlBool>`search_text LIKE ${likePattern(filter.q)}`);
  }
  if (filter.caseType) conditions.push(sql<SqlBool>`case_type_code = ${filter.caseType}`);
  if (filter.hasComplaint) conditions.push(sql<SqlBool>`has_complaint`);
  conditions.push(...leadConditions(filter));
  return conditions;
}

/** Leads whose follow-up has come: a date today or before, on a lead not yet closed either way. */
const OPEN_FOLLOW_UP = sql<SqlBool>`follow_up_at <= current_date AND status NOT IN ('engaged', 'declined', 'not_a_fit')`;

/**
 * The lead filters, read from `case_leads` (a few rows per worked case): a case is kept when its id is among the
 * workspace's leads that match. 'new' is every case with no lead row, or one set back to new.
 */
function leadConditions(filter: CaseListFilter): Expression<SqlBool>[] {
  const leads = (condition: Expression<SqlBool>) =>
    sql<SqlBool>`id IN (SELECT case_id FROM case_leads WHERE workspace_id = ${filter.workspaceId} AND ${condition})`;
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status === 'new') {
    conditions.push(
      sql<SqlBool>`id NOT IN (SELECT case_id FROM case_leads WHERE workspace_id = ${filter.workspaceId} AND status <> 'new')`,
    );
  } else if (filter.status) {
    conditions.push(leads(sql<SqlBool>`status = ${filter.status}`));
  }
  if (filter.ownerId) conditions.push(leads(sql<SqlBool>`owner_id = ${filter.ownerId}`));
  if (filter.followUpDue) conditions.push(leads(OPEN_FOLLOW_UP));
  return conditions;
}

/**
 * The parts a list is read in, each as its conditions; together they hold each matching case once.
 *
 * The high-value list is one part. A list over all cases is three, read apart and merged in rank order:
 * the high-value cases (searched as the high-value list is), the other cases ranked above routine work
 * (`cases_lesser_rank_idx`), and the routine cases at priority 0. Why in parts: decision 013.
 */
function listParts(filter: CaseListFilter): Expression<SqlBool>[][] {
  if (filter.highValueOnly) return [filterConditions(filter)];
  const others = filterConditions(filter);
  return [
    filterConditions({ ...filter, highValueOnly: true }),
    [...others, sql<SqlBool>`NOT is_high_value`, sql<SqlBool>`priority > 0`],
    [...others, sql<SqlBool>`NOT is_high_value`, sql<SqlBool>`priority = 0`],
  ];
}

export async function findCasesPage(
  db: Kysely<Database>,
  filter: CaseListFilter,
  /** `after`: where the previous page ended (a decoded cursor); none for the first page. */
  page: { sort: CaseListQuery['sort']; limit: number; after?: CaseCursor | undefined },
): Promise<{ rows: CaseRow[]; nextCursor: string | null }> {
  const [first, second] = SORT_KEYS[page.sort];
  const { after } = page;
  const ranked = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) =>
    query
      .orderBy(sql`${first} DESC`)
      .orderBy(sql`${second} DESC`)
      .orderBy(sql`id DESC`)
      .limit(page.limit + 1);
  const parts = listParts(filter).map((conditions) => {
    const where = after
      ? [...conditions, sql<SqlBool>`(${first}, ${second}, id) < (${after[0]}, ${after[1]}, ${after[2]})`]
      : conditions;
    return ranked(
      db
        .selectFrom('cases')
        .selectAll()
        .where((eb) => eb.and(where)),
    );
  });
  // Each part brings its own first page, as a MATERIALIZED CTE planned for its own page (decision 013); the
  // merged list keeps the first page of all of them.
  const merge = async (queries: typeof parts): Promise<CaseRow[]> =>
    queries.length === 1
      ? queries[0]!.execute()
      : (
          await sql<CaseRow>`
            WITH ${sql.join(queries.map((part, i) => sql`${sql.ref(`part${i}`)} AS MATERIALIZED (${part})`))}
            SELECT * FROM (${sql.join(
              queries.map((_, i) => sql`SELECT * FROM ${sql.ref(`part${i}`)}`),
              sql` UNION ALL `,
            )}) AS merged
            ORDER BY ${first} DESC, ${second} DESC, id DESC
            LIMIT ${page.limit + 1}`.execute(db)
        ).rows;
  let rows: CaseRow[];
  if (parts.length === 3 && page.sort === 'priority') {
    // The routine part is all priority 0: read only when the others leave room on the page (decision 013).
    // Its first page then joins theirs (integers throughout, so merged here without asking again).
    rows = await merge(parts.slice(0, 2));
    const decided = rows.length > page.limit && rows[page.limit]!.priority > 0;
    if (!decided) {
      const routine = await parts[2]!.execute();
      rows = [...rows, ...routine]
        .sort(
          (a, b) => b.priority - a.priority || b.expert_witness_match - a.expert_witness_match || b.id - a.id,
        )
        .slice(0, page.limit + 1);
    }
  } else {
    rows = await merge(parts);
  }
  const hasMore = rows.length > page.limit;
  const pageRows = hasMore ? rows.slice(0, page.limit) : rows;
  const last = pageRows.at(-1);
  return { rows: pageRows, nextCursor: hasMore && last ? encodeCaseCursor(last, page.sort) : null };
}

/**
 * Counts matching cases up to `cap`: past it the exact figure costs a scan of every match (a million for a
 * one-letter search) and tells the user nothing a '1,000+' does not.
 */
export async function countCasesUpTo(
  db: Kysely<Database>,
  filter: CaseListFilter,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  let count = 0;
  for (const conditions of listParts(filter)) {
    const matches = db
      .selectFrom('cases')
      .select(sql`1`.as('one'))
      .where((eb) => eb.and(conditions))
      .limit(cap + 1 - count);
    const row = await db
      .selectFrom(matches.as('m'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    count += Number(row.count);
    if (count > cap) return { count: cap, capped: true };
  }
  return { count, capped: false };
}

export async function findCaseById(
  db: Kysely<Database>,
  workspaceId: string,
  id: number,
): Promise<CaseRow | undefined> {
  return (
    db
      .selectFrom('cases')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('id', '=', id)
      // Only attached weeks are visible through `cases`, and a week is attached when it is ready.
      .executeTakeFirst()
  );
}
