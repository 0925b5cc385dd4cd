import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { DEFAULT_TURN_RULES } from './connection-turns';
import { toCopyText } from './copy-text';
import { type DatabaseHandle, openDatabase } from './database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await sql`CREATE TABLE copy_probe (t text, a text[], j jsonb, n numeric, d date)`.execute(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('copyInto', () => {
  it('round-trips text with tabs, newlines, backslashes, quotes, braces and NUL through COPY', async () => {
    const awkward = 'Tab\there\nnew line \\ back "quoted" {brace}, comma; NA\r\n\0end';
    const party = 'ACME, INC. "the \\ company" {x}';
    await database.copyInto(
      'copy_probe',
      ['t', 'a', 'j', 'n', 'd'],
      toCopyText([
        [awkward, [party, null, "O'Brien"], { reasons: ['a\tb', 'line\nbreak'] }, 1234.56, '2025-02-14'],
        [null, [], null, null, null],
      ]),
    );
    const rows = await sql<{ t: string | null; a: string[]; j: unknown; n: string | null; d: string | null }>`
      SELECT t, a, j, n, d FROM copy_probe ORDER BY t NULLS LAST`.execute(database.db);
    expect(rows.rows).toEqual([
      {
        t: awkward.replace('\0', ''),
        a: [party, null, "O'Brien"],
        j: { reasons: ['a\tb', 'line\nbreak'] },
        n: '1234.56',
        d: '2025-02-14',
      },
      { t: null, a: [], j: null, n: null, d: null },
    ]);
  });
});

describe('copyFileInto', () => {
  it('loads a file of COPY text from anywhere on disk', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'copy-file-')), 'rows.copy');
    fs.writeFileSync(file, toCopyText([['from a file', ['x'], null, 7, null]]));
    await database.copyFileInto('copy_probe', ['t', 'a', 'j', 'n', 'd'], file);
    const row = await sql<{ n: string }>`SELECT n FROM copy_probe WHERE t = 'from a file'`.execute(
      database.db,
    );
    expect(row.rows).toEqual([{ n: '7' }]);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('has the embedded database read files in its bulk-load folder itself, and empties that folder on open', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-bulk-'));
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(first.bulkLoadDir).toBeDefined();
      const bulkDir = first.bulkLoadDir!;
      await sql`CREATE TABLE bulk_probe (t text, n int)`.execute(first.db);
      fs.mkdirSync(path.join(bulkDir, "import-1-o'x"), { recursive: true });
      const file = path.join(bulkDir, "import-1-o'x", 'batch-000001.copy');
      fs.writeFileSync(
        file,
        toCopyText([
          ['tab\there', 1],
          [null, 2],
        ]),
      );
      await first.copyFileInto('bulk_probe', ['t', 'n'], file);
      const rows = await sql<{ t: string | null; n: number }>`SELECT t, n FROM bulk_probe ORDER BY n`.execute(
        first.db,
      );
      expect(rows.rows).toEqual([
        { t: 'tab\there', n: 1 },
        { t: null, n: 2 },
      ]);
      fs.writeFileSync(path.join(bulkDir, 'left-by-a-killed-import.copy'), 'x');
    } finally {
      await first.close();
    }
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(fs.existsSync(second.bulkLoadDir!)).toBe(false);
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the embedded database lock', () => {
  it('keeps a second opener out of a data folder in use, and lets it in once closed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/in use by process/);
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docket-radar-lock-'));
    fs.writeFileSync(path.join(dir, 'docket-radar.lock'), '999999999');
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await handle.close();
    expect(fs.existsSync(path.join(dir, 'docket-radar.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the embedded database under a steady stream of queries', () => {
  it('gives the event loop a turn between queries, so a request that arrives meanwhile is not starved', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      let queriesDone = 0;
      // Four request handlers, each running its queries back to back: the embedded database runs every
      // statement on this thread and hands over between them in microtasks.
      const handlers = Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 50; i++) {
          await sql`SELECT 1`.execute(handle.db);
          queriesDone++;
        }
      });
      // A timer stands for an I/O event (a new connection's request): it must run long before the stream ends.
      const doneWhenTimerRan = await new Promise<number>((resolve) =>
        setTimeout(() => resolve(queriesDone), 0),
      );
      await Promise.all(handlers);
      expect(queriesDone).toBe(200);
      expect(doneWhenTimerRan).toBeLessThan(20);
    } finally {
      await handle.close();
    }
  });
});

describe('background work on the embedded database', () => {
  it('lets the readers waiting go first, for their share of its last turn', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      // Its last turn: a statement of 600 ms, with no reader about.
      await handle.yieldToReaders?.();
      await sql`SELECT pg_sleep(0.6)`.execute(handle.db);
      let readsDone = 0;
      const reads = Array.from({ length: 5 }, async () => {
        await sql`SELECT pg_sleep(0.01)`.execute(handle.db);
        readsDone++;
      });
      await handle.yieldToReaders?.();
      // 50 ms of reads, well within the readers' share of 600 ms: all of them before the next turn.
      expect(readsDone).toBe(5);
      await Promise.all(reads);
    } finally {
      await handle.close();
    }
  });

  it('tells background work whether users’ queries met it on the connection in the last second', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      expect(handle.readersActive?.()).toBe(false);
      // One query alone on the connection meets no one.
      await sql`SELECT 1`.execute(handle.db);
      expect(handle.readersActive?.()).toBe(false);
      // Two at once: the second waits for the first.
      await Promise.all([sql`SELECT pg_sleep(0.01)`.execute(handle.db), sql`SELECT 1`.execute(handle.db)]);
      expect(handle.readersActive?.()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(handle.readersActive?.()).toBe(false);
    } finally {
      await handle.close();
    }
  });

  it('gives background work its share of a connection that readers never leave, and runs what it chains in one turn', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    const READ_MS = 5;
    const log: ('read' | 'work' | 'chained')[] = [];
    const turnsMs: number[] = [];
    let stop = false;
    // Twenty readers back to back: the connection is never free for a moment.
    const readers = Array.from({ length: 20 }, async () => {
      while (!stop) {
        await sql`SELECT pg_sleep(${READ_MS / 1000})`.execute(handle.db);
        log.push('read');
      }
    });
    const started = performance.now();
    let elapsedMs = 0;
    try {
      for (let i = 0; i < 12; i++) {
        await handle.yieldToReaders?.();
        const turnStarted = performance.now();
        await sql`SELECT pg_sleep(0.03)`.execute(handle.db);
        log.push('work');
        // Sent straight after, as an import's heartbeat follows its COPY: part of the same turn.
        await sql`SELECT 1`.execute(handle.db);
        log.push('chained');
        turnsMs.push(performance.now() - turnStarted);
      }
      elapsedMs = performance.now() - started;
    } finally {
      stop = true;
      await Promise.all(readers);
      await handle.close();
    }
    // What ran after each statement of the work, up to the next: each read held the connection READ_MS or more.
    const between = ` ${log.join(' ')}`.split(' work ').slice(1);
    for (const [i, stretch] of between.entries()) {
      // Nothing between a statement and the one chained to it.
      expect(stretch.startsWith('chained')).toBe(true);
      if (i === between.length - 1) break;
      const reads = stretch.split(' ').filter((entry) => entry === 'read').length;
      // Readers first: some of the queue goes before each next turn.
      expect(reads).toBeGreaterThanOrEqual(1);
    }
    // And the work gets its share of the whole: the turns' time against the time the twelve took. (Without
    // turns each statement queued behind the twenty readers and got a twenty-first.)
    const workMs = turnsMs.reduce((sum, ms) => sum + ms, 0);
    expect(workMs / elapsedMs).toBeGreaterThan(DEFAULT_TURN_RULES.backgroundShare * 0.6);
  }, 60_000);
});

describe('query planning', () => {
  it('plans for a disk whose pages are cached (random_page_cost 1.1) on either database', async () => {
    const { rows } = await sql<{ random_page_cost: string }>`SHOW random_page_cost`.execute(database.db);
    expect(rows[0]?.random_page_cost).toBe('1.1');
  });
});
