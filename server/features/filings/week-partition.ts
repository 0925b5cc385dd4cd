import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * Each week's cases live in a table of their own, `cases_f<filingId>`: loaded bare by the import, indexed in
 * bulk, then attached as a partition of `cases`. Until the attach, no reader can see a row of it.
 */
export function weekTableName(filingId: number): string {
  if (!Number.isSafeInteger(filingId) || filingId <= 0) throw new Error(`Bad filing id ${filingId}`);
  return `cases_f${filingId}`;
}

const WEEK_TABLE_PATTERN = /^cases_f(\d+)$/;

export interface WeekTableDefaults {
  filingId: number;
  workspaceId: string;
  state: string;
  weekKey: string;
}

/**
 * Creates the bare table a week loads into: the columns and checks of `cases`, no index, and the columns
 * every row of the week shares as defaults, so COPY need not send them a million times.
 */
export async function createWeekTable(db: Kysely<Database>, week: WeekTableDefaults): Promise<void> {
  const table = sql.table(weekTableName(week.filingId));
  await sql`CREATE TABLE ${table} (LIKE cases INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED)`.execute(
    db,
  );
  await sql`
    ALTER TABLE ${table}
      ALTER COLUMN workspace_id SET DEFAULT ${sql.lit(week.workspaceId)}::uuid,
      ALTER COLUMN filing_id SET DEFAULT ${sql.lit(week.filingId)},
      ALTER COLUMN state SET DEFAULT ${sql.lit(week.state)},
      ALTER COLUMN week_key SET DEFAULT ${sql.lit(week.weekKey)},
      -- The partition's own constraint, proven here so that ATTACH need not scan the rows again.
      ADD CONSTRAINT ${sql.id(`${weekTableName(week.filingId)}_week`)} CHECK (filing_id = ${sql.lit(week.filingId)})`.execute(
    db,
  );
}

/**
 * How an import works through a week's table, by database.
 * - PostgreSQL: readers run on other connections beside the import, so each step is one bulk statement (an
 *   index built in one pass over a loaded table is the fastest way to have it).
 * - PGlite runs one statement at a time, on the server's own thread: each statement of the import holds up
 *   every reader for as long as it runs. There the indexes are made on the empty table, and COPY keeps them up to date batch by batch;
 *   the steps that read the whole week go through it a slice of ids at a time. Each statement then takes a
 *   fraction of a second, and before each the import lets the users' queries waiting go first
 *   (`yieldToReaders`): on a busy server the import slows down instead of the users (the measurements:
 *   decision 008, docs/RELIABILITY.md).
 */
export interface WeekPacing {
  /**
   * Cases per statement for the steps that read the week; `null`: the whole week in one. Slices are read
   * through the primary key, so with slices the indexes are made first, on the empty table.
   */
  sliceCases: number | null;
  /**
   * Awaited before each statement: on PGlite, lets the users' queries waiting go first, for as long as the
   * import's last turn took at most, then gives the import its next turn (`ConnectionTurns`).
   */
  yieldToReaders?: () => Promise<void>;
  /**
   * Whether users are reading now (PGlite). While they are, a COPY batch loads `copyCasesWhileReading` cases
   * per statement instead of all at once: a reader that arrives during a statement waits for its end (decision
   * 008). Alone, the import keeps its big batches, which load faster.
   */
  readersActive?: () => boolean;
  copyCasesWhileReading?: number;
  /** `sliceCases`, while users are reading: shorter statements, more of them. */
  sliceCasesWhileReading?: number;
  /**
   * Parse at a low CPU priority: on PGlite the server's thread, which answers users and runs every query,
   * then gets the CPU first. Not on PostgreSQL, where the parse would yield to the server's COPY backend
   * instead (decision 008).
   */
  parseAtLowPriority?: boolean;
}

export function weekPacing(
  database: Pick<DatabaseHandle, 'kind' | 'yieldToReaders' | 'readersActive'>,
): WeekPacing {
  if (database.kind === 'postgres') return { sliceCases: null };
  return {
    sliceCases: 10_000,
    yieldToReaders: database.yieldToReaders,
    readersActive: database.readersActive,
    copyCasesWhileReading: 1_000,
    sliceCasesWhileReading: 2_500,
    parseAtLowPriority: true,
  };
}

/** Consecutive case ids, both ends included; `share`: the part of the week's ids read once it is done. */
export interface IdRange {
  from: number;
  to: number;
  share: number;
}

/**
 * The ids of a week's table (`cases_f<id>`) cut into consecutive ranges (the ids of a week come from one
 * sequence in file order, so a range of n ids holds about n cases): one range for the whole table when
 * `sliceCases` is null, none when the table is empty. Each range is cut when it is asked for: of
 * `sliceCasesWhileReading` ids while users are reading (`readersActive`), of `sliceCases` otherwise. With the
 * primary key built, a range is read through it, a slice of the table's pages.
 */
export async function* weekIdRanges(
  db: Kysely<Database>,
  filingId: number,
  pacing: Pick<WeekPacing, 'sliceCases' | 'sliceCasesWhileReading' | 'readersActive'>,
): AsyncGenerator<IdRange> {
  const { rows } = await sql<{ low: number | null; high: number | null }>`
    SELECT min(id)::float8 AS low, max(id)::float8 AS high FROM ${sql.table(weekTableName(filingId))}`.execute(
    db,
  );
  const { low, high } = rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return;
  const span = high - low + 1;
  for (let from = low; from <= high; ) {
    const reading = pacing.sliceCasesWhileReading !== undefined && pacing.readersActive?.() === true;
    const step = (reading ? pacing.sliceCasesWhileReading : pacing.sliceCases) ?? span;
    const to = Math.min(high, from + step - 1);
    yield { from, to, share: (to - low + 1) / span };
    from = to + 1;
  }
}

interface ParentIndex {
  name: string;
  definition: string;
  constraint_definition: string | null;
}

/**
 * The statements that give a week table exactly the indexes of `cases` (read from the catalog, so an index a
 * later migration adds is built for every new week), each with the week's own name. ATTACH then adopts
 * them instead of building its own.
 */
export async function weekIndexStatements(db: Kysely<Database>, filingId: number): Promise<string[]> {
  const table = weekTableName(filingId);
  const { rows } = await sql<ParentIndex>`
    SELECT i.relname AS name,
           pg_get_indexdef(i.oid) AS definition,
           pg_get_constraintdef(c.oid) AS constraint_definition
    FROM pg_index x
    JOIN pg_class i ON i.oid = x.indexrelid
    LEFT JOIN pg_constraint c ON c.conindid = i.oid AND c.conrelid = x.indrelid
    WHERE x.indrelid = 'cases'::regclass
    ORDER BY i.relname`.execute(db);
  return rows.map((index) => {
    const name = `${table}_${index.name.replace(/^cases_/, '')}`;
    if (index.constraint_definition) {
      return `ALTER TABLE ${table} ADD CONSTRAINT ${name} ${index.constraint_definition}`;
    }
    const definition = index.definition.replace(
      /^CREATE (UNIQUE )?INDEX \S+ ON ONLY \S+ /,
      (_match, unique: string | undefined) => `CREATE ${unique ?? ''}INDEX ${name} ON ${table} `,
    );
    if (definition === index.definition) throw new Error(`Unexpected index definition: ${index.definition}`);
    return definition;
  });
}

/** Publishes a loaded, indexed week: from the commit on, readers of `cases` see it whole. */
export async function attachWeekTable(db: Kysely<Database>, filingId: number): Promise<void> {
  const table = sql.table(weekTableName(filingId));
  await sql`ALTER TABLE cases ATTACH PARTITION ${table} FOR VALUES IN (${sql.lit(filingId)})`.execute(db);
}

/** Drops a week's cases and its party summary, attached or not; a no-op when there are none. */
export async function dropWeekTable(db: Kysely<Database>, filingId: number): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.table(weekTableName(filingId))}`.execute(db);
  await dropPartyFilings(db, filingId);
}

/** Week tables whose filing row is gone (a crash between the two drops); returns the ids dropped. */
export async function dropOrphanWeekTables(db: Kysely<Database>): Promise<number[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.relname AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
    WHERE c.relkind = 'r' AND c.relname ~ '^cases_f[0-9]+$'
      AND NOT EXISTS (SELECT 1 FROM filings f WHERE 'cases_f' || f.id = c.relname)`.execute(db);
  const dropped: number[] = [];
  for (const { name } of rows) {
    const id = Number(WEEK_TABLE_PATTERN.exec(name)?.[1]);
    await dropWeekTable(db, id);
    dropped.push(id);
  }
  return dropped;
}

/**
 * Each week's summary of its parties lives in a table of its own, `party_filings_f<filingId>`, built by the
 * import from the week's cases before it is published and attached with them as a partition of
 * `party_filings` (decision 007). Deleting a week drops it with the week's cases.
 */
export function partyFilingsTableName(filingId: number): string {
  if (!Number.isSafeInteger(filingId) || filingId <= 0) throw new Error(`Bad filing id ${filingId}`);
  return `party_filings_f${filingId}`;
}

/** The staging table of a week's sliced party summary (see `buildPartyFilings`). */
export function partyFilingsStageTableName(filingId: number): string {
  return `party_filings_stage_f${filingId}`;
}

/** Drops a week's party summary, and the staging table of one cut off while it was being built. */
export async function dropPartyFilings(db: Kysely<Database>, filingId: number): Promise<void> {
  await sql`DROP TABLE IF EXISTS ${sql.table(partyFilingsTableName(filingId))}`.execute(db);
  await sql`DROP TABLE IF EXISTS ${sql.table(partyFilingsStageTableName(filingId))}`.execute(db);
}
