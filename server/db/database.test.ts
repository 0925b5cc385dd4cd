import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
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
