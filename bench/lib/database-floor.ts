import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { mapHeaders } from '../../server/features/filings/import/map-headers';

/**
 * What the database alone needs for an export (issue 21's limit): COPY the raw CSV into a staging table of text
 * columns, GROUP BY court and case number into one row per case with its plaintiffs' and defendants' names, and a
 * trigram index over those names. No normalising, no classification, no party summary: the import can be no
 * faster than this on the same database.
 */
export interface DatabaseFloor {
  copyMs: number;
  groupMs: number;
  indexMs: number;
  rows: number;
  cases: number;
}

/** The header line, read as the app reads it: the mapping names the columns the GROUP BY uses. */
function readHeader(csvPath: string): string[] {
  const fd = fs.openSync(csvPath, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const line = buffer
      .subarray(0, read)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]!;
    return line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
  } finally {
    fs.closeSync(fd);
  }
}

/** The statements of the floor, for the columns of this file (a party-per-row export: court, number, role, names). */
function floorStatements(headers: string[]) {
  const mapping = mapHeaders(headers);
  const column = (field: keyof typeof mapping.columns) => {
    const index = mapping.columns[field];
    if (index === undefined) throw new Error(`The export has no ${field} column.`);
    return `c${index}`;
  };
  const [court, number, role, last, first] = [
    column('court'),
    column('caseNumber'),
    column('partyRole'),
    column('lastName'),
    column('firstName'),
  ];
  const name = `${last} || coalesce(', ' || ${first}, '')`;
  return {
    createStage: `create unlogged table floor_stage (${headers.map((_, i) => `c${i} text`).join(', ')})`,
    group:
      `create unlogged table floor_cases as select ${court} as court, ${number} as case_number, ` +
      `string_agg(${name}, '; ') filter (where ${role} = 'P') as plaintiffs, ` +
      `string_agg(${name}, '; ') filter (where ${role} = 'D') as defendants, count(*) as parties ` +
      `from floor_stage group by ${court}, ${number}`,
    index:
      'create index floor_cases_names on floor_cases using gin ' +
      "((coalesce(plaintiffs, '') || ' ' || coalesce(defendants, '')) gin_trgm_ops)",
  };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * Isolated task: the floor on a fresh on-disk PGlite in `scratchDir` (emptied first; creating it is not
 * timed), which reads the CSV itself from a file inside its data folder, as the import's batches are read.
 */
export async function measurePgliteFloor(csvPath: string, scratchDir: string): Promise<DatabaseFloor> {
  fs.rmSync(scratchDir, { recursive: true, force: true });
  const sql = floorStatements(readHeader(csvPath));
  const pglite = await PGlite.create({ dataDir: scratchDir, extensions: { pg_trgm } });
  try {
    await pglite.exec('create extension if not exists pg_trgm');
    await pglite.exec(sql.createStage);
    fs.mkdirSync(path.join(scratchDir, 'floor'), { recursive: true });
    fs.copyFileSync(csvPath, path.join(scratchDir, 'floor', 'export.csv'));
    const copyMs = await timed(() =>
      pglite.exec("copy floor_stage from '/pglite/data/floor/export.csv' (format csv, header)"),
    );
    const groupMs = await timed(() => pglite.exec(sql.group));
    const indexMs = await timed(() => pglite.exec(sql.index));
    const counts = await pglite.query<{ rows: number; cases: number }>(
      'select (select count(*) from floor_stage)::int as rows, (select count(*) from floor_cases)::int as cases',
    );
    return { copyMs, groupMs, indexMs, ...counts.rows[0]! };
  } finally {
    await pglite.close();
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}

/** Isolated task: the floor on a PostgreSQL server, the CSV streamed to `COPY … FROM STDIN`, in a schema of its own. */
export async function measurePostgresFloor(csvPath: string, url: string): Promise<DatabaseFloor> {
  const sql = floorStatements(readHeader(csvPath));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('create extension if not exists pg_trgm');
    await client.query('drop schema if exists bench_floor cascade; create schema bench_floor');
    await client.query('set search_path = bench_floor, public');
    await client.query(sql.createStage);
    const copyMs = await timed(() =>
      pipeline(
        fs.createReadStream(csvPath, { highWaterMark: 1024 * 1024 }),
        client.query(copyFrom('copy floor_stage from stdin (format csv, header)')),
      ),
    );
    const groupMs = await timed(() => client.query(sql.group));
    const indexMs = await timed(() => client.query(sql.index));
    const counts = await client.query<{ rows: number; cases: number }>(
      'select (select count(*) from floor_stage)::int as rows, (select count(*) from floor_cases)::int as cases',
    );
    await client.query('drop schema bench_floor cascade');
    return { copyMs, groupMs, indexMs, ...counts.rows[0]! };
  } finally {
    await client.end();
  }
}
