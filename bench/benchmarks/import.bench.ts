import path from 'node:path';
import { mbPerSecond, perSecond, toMb } from '../harness/measure';
import { type BenchContext, defineBenchmark, type Measured, type Metric } from '../harness/types';
import type { DatabaseFloor } from '../lib/database-floor';
import { type CreatedDatabase, type ImportTimings, importDbDir } from '../lib/import-csv-file';
import type { ParseCsvFileResult } from '../lib/parse-csv-file';
import { postgresInstalled, startPostgresServer } from '../lib/postgres-server';

const PARSER = path.join(import.meta.dirname, '../lib/parse-csv-file.ts');
const IMPORTER = path.join(import.meta.dirname, '../lib/import-csv-file.ts');
const FLOOR = path.join(import.meta.dirname, '../lib/database-floor.ts');
const TIME_LIMIT_MS = 20 * 60 * 1000;
/** The targets of issue 21 (issue 4 asked for 60 s and 512 MB), for the 200 MB file on either database. */
const TARGET_WALL_S = 20;
const TARGET_RSS_MB = 400;
/** Issue 21: the import's rows/s at least half the raw csv-parse rate of the same file. */
const TARGET_PARSE_RATIO = 0.5;
/** Sizes whose database is kept for the queries benchmark (200 MB; 10 MB for quick runs). */
const KEPT_SIZES_MB = [10, 200];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const floorMs = (f: DatabaseFloor) => f.copyMs + f.groupMs + f.indexMs;
const describeFloor = (f: DatabaseFloor) =>
  `COPY ${seconds(f.copyMs)}, GROUP BY ${seconds(f.groupMs)}, trigram index ${seconds(f.indexMs)} ` +
  `(${count(f.rows)} rows into ${count(f.cases)} court and number pairs)`;
const megabytes = (bytes: number) => `${toMb(bytes).toFixed(0)} MB`;
const count = (n: number) => n.toLocaleString('en-US');

export default defineBenchmark({
  name: 'import',
  description:
    'The server import (`importFiling`, one streaming pass) of each generated Utah export into an on-disk ' +
    'PGlite created beforehand, in a process of its own that opens the existing database as the server ' +
    'does, against the raw csv-parse rate of the same file; the 200 MB file is also imported into a local ' +
    'PostgreSQL 15 server when its binaries are installed and time allows.',
  timeLimitMs: TIME_LIMIT_MS,
  async run(ctx) {
    const startedAt = Date.now();
    const metrics: Metric[] = [];
    const notes: string[] = [];
    const creations: Measured<CreatedDatabase>[] = [];

    let last200: { file: string; importMs: number } | undefined;
    for (const mb of ctx.sizesMb) {
      const file = await ctx.ensureUtahExport(mb);
      const label = `${mb} MB`;
      const dbDir = importDbDir(ctx.dataDir, mb);
      const parse = await ctx.runIsolated<ParseCsvFileResult>({
        module: PARSER,
        export: 'parseCsvFile',
        args: [file.path],
      });
      // The one-time install step, in a process of its own: creating a PGlite data folder peaks far
      // higher than opening one, and a server creates its database once, not once per import.
      const created = await ctx.runIsolated<CreatedDatabase>({
        module: IMPORTER,
        export: 'createBenchDatabase',
        args: [dbDir],
        compiled: true,
      });
      creations.push(created);
      ctx.log(
        `${label}: raw parse ${seconds(parse.wallMs)}; database created in ${seconds(created.wallMs)} ` +
          `(peak ${megabytes(created.peakRssBytes)}); importing into it…`,
      );
      const run = await ctx.runIsolated<ImportTimings>({
        module: IMPORTER,
        export: 'importIntoPglite',
        args: [file.path, dbDir, { keep: KEPT_SIZES_MB.includes(mb) }],
        compiled: true,
      });
      const t = run.value;
      ctx.log(
        `${label}: load ${seconds(t.loadMs)}, index + publish ${seconds(t.indexAndPublishMs)}, ` +
          `peak ${megabytes(run.peakRssBytes)}`,
      );
      const floor = await ctx.runIsolated<DatabaseFloor>({
        module: FLOOR,
        export: 'measurePgliteFloor',
        args: [file.path, path.join(ctx.dataDir, 'floor-pglite')],
      });
      ctx.log(`${label}: the database's own work ${describeFloor(floor.value)}`);
      const isTarget = mb === 200;
      const peakMb = toMb(run.peakRssBytes);
      const parseRowsPerSecond = perSecond(file.rows, parse.wallMs);
      metrics.push(
        {
          name: `import wall time (${label})`,
          value: t.importMs / 1000,
          unit: 's',
          ...(isTarget ? { target: `< ${TARGET_WALL_S} s`, pass: t.importMs < TARGET_WALL_S * 1000 } : {}),
        },
        { name: `load: parse, classify, COPY (${label})`, value: t.loadMs / 1000, unit: 's' },
        { name: `index + publish (${label})`, value: t.indexAndPublishMs / 1000, unit: 's' },
        { name: `rows/s (${label})`, value: perSecond(t.rowsRead, t.importMs), unit: 'rows/s' },
        { name: `cases/s (${label})`, value: perSecond(t.totalCases, t.importMs), unit: 'cases/s' },
        {
          name: `cases/s in the load phase (${label})`,
          value: perSecond(t.totalCases, t.loadMs),
          unit: 'cases/s',
        },
        { name: `import rate (${label})`, value: mbPerSecond(file.bytes, t.importMs), unit: 'MB/s' },
        { name: `raw parse rows/s, same file (${label})`, value: parseRowsPerSecond, unit: 'rows/s' },
        {
          name: `import rows/s ÷ raw parse rows/s (${label})`,
          value: perSecond(file.rows, t.importMs) / parseRowsPerSecond,
          unit: '×',
          target: `≥ ${TARGET_PARSE_RATIO}`,
          pass: perSecond(file.rows, t.importMs) / parseRowsPerSecond >= TARGET_PARSE_RATIO,
        },
        {
          name: `the database's own COPY + GROUP BY + index, same file (${label})`,
          value: floorMs(floor.value) / 1000,
          unit: 's',
        },
        {
          name: `import wall time ÷ the database's own time (${label})`,
          value: t.importMs / floorMs(floor.value),
          unit: '×',
        },
        {
          name: `peak RSS of the import process (${label})`,
          value: peakMb,
          unit: 'MB',
          ...(isTarget ? { target: `< ${TARGET_RSS_MB} MB`, pass: peakMb < TARGET_RSS_MB } : {}),
        },
        {
          name: `peak RSS after opening the database (${label})`,
          value: toMb(t.openPeakRssBytes),
          unit: 'MB',
        },
        { name: `peak RSS the import adds (${label})`, value: peakMb - toMb(t.openPeakRssBytes), unit: 'MB' },
        {
          name: `cases stored (${label})`,
          value: t.totalCases,
          unit: 'cases',
          target: `= ${count(file.cases)} generated`,
          pass: t.totalCases === file.cases && t.rowsRead === file.rows,
        },
      );
      notes.push(
        `${label}: ${count(file.rows)} rows, ${count(t.totalCases)} cases (${count(t.highValueCases)} high-value, ` +
          `${count(t.omittedCases)} omitted), ${t.rowsSkipped} rows skipped; opening the existing database and ` +
          `migrating (a no-op) took ${seconds(t.openMs)} (not counted), RSS then ${megabytes(t.idleRssBytes)}; ` +
          `peak sampled in the load ${megabytes(t.loadPeakRssBytes)}, in index + publish ` +
          `${megabytes(t.indexAndPublishPeakRssBytes)}; ${t.progressEvents} progress events; ` +
          `raw parse ${seconds(parse.wallMs)}; the database's own work ${describeFloor(floor.value)}.`,
      );
      if (isTarget)
        notes.push(`${label}, the longest steps after the load: ${describeLongestSteps(t.steps)}.`);
      if (isTarget) last200 = { file: file.path, importMs: t.importMs };
    }

    const first = creations[0];
    if (first) {
      metrics.push(
        { name: 'create database, one-time: time', value: first.wallMs / 1000, unit: 's' },
        { name: 'create database, one-time: peak RSS', value: toMb(first.peakRssBytes), unit: 'MB' },
      );
      notes.push(
        'Create database (one-time install, not part of an import): a fresh PGlite data folder is created ' +
          '(initdb), migrated and given the bench user in a process of its own, once per size; the rows show the ' +
          `first. All: ${creations.map((c) => `${seconds(c.wallMs)}, peak ${megabytes(c.peakRssBytes)}`).join('; ')}.`,
      );
    }

    // A second row: the same 200 MB import into a PostgreSQL server, if it fits in the time left.
    const left = TIME_LIMIT_MS - (Date.now() - startedAt);
    if (last200 && !postgresInstalled()) {
      notes.push('PostgreSQL row skipped: no PostgreSQL 15 in /usr/lib/postgresql/15/bin.');
    } else if (last200 && left > last200.importMs * 1.5 + 120_000) {
      const pgMetrics = await importIntoPostgresServer(ctx, last200.file, notes).catch((error: unknown) => {
        notes.push(`PostgreSQL row skipped: ${String((error as Error)?.message ?? error).split('\n')[0]}`);
        return [];
      });
      metrics.push(...pgMetrics);
    } else if (!ctx.quick) {
      notes.push('PostgreSQL row skipped: not enough of the time limit left after the PGlite runs.');
    }

    notes.push(
      'Import wall time is `importFiling` alone, from its call to its result, in a fresh process that has ' +
        'already opened the existing database; rows/s, cases/s and MB/s are per second of that time; the ratio ' +
        'divides by the raw csv-parse rows/s of the same file, parsed in its own process just before (one run ' +
        'each, so it moves with the machine load).',
      "Phases, from the import's steps (`onStep`): load (parse, classify, COPY into the bare week table) ends " +
        "with its 'load-cases' step; index + publish is the rest: the file check (state and week, hash), " +
        'end-of-file fix-ups, one index at a time, ANALYZE, the party summary and the attach as a partition.',
      'Peak RSS is the kernel high-water mark of the isolated import process (Node, PGlite opening the ' +
        'existing database, and the import); creating the database is measured in its own process. The ' +
        'import runs as the server runs in production: built JavaScript in plain Node (scripts/build.ts), ' +
        "with PGlite's WebAssembly compiled ahead of time (compileEmbeddedDatabaseAheadOfTime).",
      'The 200 MB database is kept in bench/data/db-utah-200mb/ (and the 10 MB one) for the queries benchmark.',
    );
    return { metrics, notes };
  },
});

/** The five longest steps, longest first: on the embedded database every other query waits for each. */
function describeLongestSteps(steps: ImportTimings['steps']): string {
  return [...steps]
    .filter((s) => !s.step.startsWith('load'))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5)
    .map((s) => `${s.step} ${seconds(s.ms)}`)
    .join(', ');
}

async function importIntoPostgresServer(
  ctx: BenchContext,
  csvPath: string,
  notes: string[],
): Promise<Metric[]> {
  const server = await startPostgresServer(path.join(ctx.dataDir, 'pg-import'));
  try {
    ctx.log('200 MB: importing into PostgreSQL 15…');
    const run = await ctx.runIsolated<ImportTimings>({
      module: IMPORTER,
      export: 'importIntoPostgres',
      args: [csvPath, server.url],
      compiled: true,
    });
    const t = run.value;
    const serverRss = server.peakRssMb();
    ctx.log(`PostgreSQL: load ${seconds(t.loadMs)}, index + publish ${seconds(t.indexAndPublishMs)}`);
    const floor = await ctx.runIsolated<DatabaseFloor>({
      module: FLOOR,
      export: 'measurePostgresFloor',
      args: [csvPath, server.url],
    });
    ctx.log(`PostgreSQL: the database's own work ${describeFloor(floor.value)}`);
    notes.push(`PostgreSQL 15, 200 MB: the database's own work ${describeFloor(floor.value)}.`);
    return [
      {
        name: 'PostgreSQL 15: import wall time (200 MB)',
        value: t.importMs / 1000,
        unit: 's',
        target: `< ${TARGET_WALL_S} s`,
        pass: t.importMs < TARGET_WALL_S * 1000,
      },
      {
        name: "PostgreSQL 15: the database's own COPY + GROUP BY + index, same file (200 MB)",
        value: floorMs(floor.value) / 1000,
        unit: 's',
      },
      { name: 'PostgreSQL 15: load: parse, classify, COPY (200 MB)', value: t.loadMs / 1000, unit: 's' },
      { name: 'PostgreSQL 15: index + publish (200 MB)', value: t.indexAndPublishMs / 1000, unit: 's' },
      { name: 'PostgreSQL 15: rows/s (200 MB)', value: perSecond(t.rowsRead, t.importMs), unit: 'rows/s' },
      {
        name: 'PostgreSQL 15: cases/s (200 MB)',
        value: perSecond(t.totalCases, t.importMs),
        unit: 'cases/s',
      },
      {
        name: 'PostgreSQL 15: peak RSS of the Node import process (200 MB)',
        value: toMb(run.peakRssBytes),
        unit: 'MB',
        target: `< ${TARGET_RSS_MB} MB`,
        pass: toMb(run.peakRssBytes) < TARGET_RSS_MB,
      },
      ...(serverRss === undefined
        ? []
        : [
            {
              name: 'PostgreSQL 15: server processes, sampled RSS sum (200 MB)',
              value: serverRss,
              unit: 'MB',
            },
          ]),
    ];
  } finally {
    await server.stop();
  }
}
