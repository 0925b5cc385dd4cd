import { Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { generateUtahExport, UTAH_EXPORT_HEADER, type UtahExportOptions } from './generate-utah-export';

async function generate(options: UtahExportOptions) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
  });
  const stats = await generateUtahExport(options, sink);
  return { stats, output: Buffer.concat(chunks) };
}

function parseRecords(output: Buffer): string[][] {
  return parse(output, { bom: true, relax_column_count: true }) as string[][];
}

describe('generateUtahExport', () => {
  it('writes the same bytes for the same seed and different bytes for another seed', async () => {
    const a = await generate({ targetBytes: 200_000, seed: 42 });
    const b = await generate({ targetBytes: 200_000, seed: 42 });
    const c = await generate({ targetBytes: 200_000, seed: 43 });
    expect(a.output.equals(b.output)).toBe(true);
    expect(a.stats).toEqual(b.stats);
    expect(a.output.equals(c.output)).toBe(false);
  });

  it.each([50_000, 1_000_000, 3_000_000])(
    'stays within a few percent under a target of %i bytes',
    async (targetBytes) => {
      const { stats, output } = await generate({ targetBytes });
      expect(stats.bytes).toBe(output.length);
      expect(stats.bytes).toBeLessThanOrEqual(targetBytes);
      expect(stats.bytes).toBeGreaterThan(targetBytes * 0.97);
    },
  );

  it('writes the exact header and parses into the stated rows of 7 columns and cases', async () => {
    const { stats, output } = await generate({ targetBytes: 1_000_000, seed: 7 });
    expect(output.toString('utf8').split('\n')[0]).toBe(UTAH_EXPORT_HEADER);

    const [header, ...rows] = parseRecords(output);
    expect(header?.join(',')).toBe(UTAH_EXPORT_HEADER);
    expect(rows).toHaveLength(stats.rows);
    expect(rows.every((row) => row.length === 7)).toBe(true);
    // A case is its court and its number; padding is noise the import trims.
    const cases = new Set(rows.map((row) => `${row[2]!.trim()}|${row[1]!.trim()}`));
    expect(cases.size).toBe(stats.cases);
  });

  it('holds the messy shapes of real exports even in a small file', async () => {
    const { output } = await generate({ targetBytes: 20_000 });
    const rows = parseRecords(output).slice(1);
    const lastNames = rows.map((row) => row[5]!);
    expect(lastNames.some((name) => name.includes('\n'))).toBe(true);
    expect(lastNames).toContain('ACME, INC.');
    expect(output.toString('utf8')).toContain('"ACME, INC."');
  });

  it('has the case-type mix, party codes, dates and repeat filers of a Utah week', async () => {
    const { output } = await generate({ targetBytes: 2_000_000, seed: 11 });
    const rows = parseRecords(output).slice(1);
    const types = new Map<string, number>();
    for (const row of rows)
      types.set(row[0]!.trim().toLowerCase(), (types.get(row[0]!.trim().toLowerCase()) ?? 0) + 1);
    const share = (type: string) => (types.get(type) ?? 0) / rows.length;
    expect(share('debt collection')).toBeGreaterThan(0.45);
    expect(share('eviction')).toBeGreaterThan(0.08);
    expect(types.has('ta') || types.has('automobile tort')).toBe(true);
    expect(types.has('mm') || types.has('medical malpractice')).toBe(true);

    const codes = new Set(rows.map((row) => row[4]));
    expect([...codes].sort()).toEqual(['ATY', 'D', 'GAR', 'P']);
    expect(rows.some((row) => row[6] === 'NA')).toBe(true);

    // Every date falls in the default week (10-16 Feb 2025), written MM/DD/YYYY, M/D/YYYY or ISO.
    const dates = rows.map((row) => row[3]!);
    expect(dates.every((d) => /^(0?2\/1[0-6]\/2025|2025-02-1[0-6])$/.test(d))).toBe(true);
    expect(dates.filter((d) => /^\d\d\/\d\d\/\d{4}$/.test(d)).length / dates.length).toBeGreaterThan(0.9);

    // A few plaintiffs file hundreds of cases.
    const filings = new Map<string, number>();
    for (const row of rows)
      if (row[4] === 'P' && row[6] === '') filings.set(row[5]!, (filings.get(row[5]!) ?? 0) + 1);
    const top = Math.max(...filings.values());
    expect(top).toBeGreaterThan(500);
  });

  it('writes CRLF line endings and a byte-order mark when asked', async () => {
    const { stats, output } = await generate({ targetBytes: 100_000, crlf: true, bom: true });
    const text = output.toString('utf8');
    expect(text.startsWith(`\uFEFF${UTAH_EXPORT_HEADER}\r\n`)).toBe(true);
    expect(text.replaceAll('\r\n', '').includes('\r')).toBe(false);
    expect(parseRecords(output)).toHaveLength(stats.rows + 1);
  });

  it('uses the given week for filing dates', async () => {
    const { output } = await generate({ targetBytes: 50_000, weekStart: new Date(Date.UTC(2024, 11, 30)) });
    const dates = parseRecords(output)
      .slice(1)
      .map((row) => row[3]!);
    expect(
      dates.every((d) => /^(12\/(30|31)\/2024|0?1\/0?[1-5]\/2025|2024-12-3[01]|2025-01-0[1-5])$/.test(d)),
    ).toBe(true);
  });
});
