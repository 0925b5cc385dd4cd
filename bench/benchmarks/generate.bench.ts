import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { generateUtahExport, type UtahExportStats, writeUtahExportFile } from '../generate-utah-export';
import { MB, mbPerSecond, perSecond, toMb } from '../harness/measure';
import { defineBenchmark, type Metric } from '../harness/types';

export default defineBenchmark({
  name: 'generate',
  description:
    'Speed and memory of the Utah export generator itself, to a file and to a sink that drops the bytes ' +
    '(its CPU cost alone). It streams, so its memory must stay bounded whatever the size.',
  timeLimitMs: 10 * 60 * 1000,
  async run(ctx) {
    const mb = Math.max(...ctx.sizesMb);
    const scratch = path.join(ctx.dataDir, `generate-bench-${process.pid}.csv`);
    const metrics: Metric[] = [];
    let stats: UtahExportStats | undefined;
    try {
      for (const [sink, task, args] of [
        ['file', 'generateToFile', [scratch, mb * MB, ctx.seed]],
        ['no I/O', 'generateToNull', [mb * MB, ctx.seed]],
      ] as const) {
        const run = await ctx.runIsolated<UtahExportStats>({
          module: import.meta.url,
          export: task,
          args: [...args],
        });
        ctx.log(`${mb} MB to ${sink}: ${(run.wallMs / 1000).toFixed(1)} s`);
        stats = run.value;
        const label = `${mb} MB, ${sink}`;
        metrics.push(
          { name: `generate rate (${label})`, value: mbPerSecond(run.value.bytes, run.wallMs), unit: 'MB/s' },
          { name: `rows/s (${label})`, value: perSecond(run.value.rows, run.wallMs), unit: 'rows/s' },
          { name: `peak RSS (${label})`, value: toMb(run.peakRssBytes), unit: 'MB' },
        );
      }
    } finally {
      fs.rmSync(scratch, { force: true });
    }
    return {
      metrics,
      notes: [
        `The ${mb} MB export (seed ${ctx.seed}) holds ${stats?.rows.toLocaleString('en-US')} rows, ` +
          `${stats?.cases.toLocaleString('en-US')} cases; each run is a fresh process.`,
      ],
    };
  },
});

/** Isolated task: generate to a file on disk (what `ensureUtahExport` does). */
export function generateToFile(file: string, targetBytes: number, seed: number): Promise<UtahExportStats> {
  return writeUtahExportFile(file, { targetBytes, seed });
}

/** Isolated task: generate into a sink that drops every chunk (generator CPU cost only). */
export function generateToNull(targetBytes: number, seed: number): Promise<UtahExportStats> {
  const sink = new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
  return generateUtahExport({ targetBytes, seed }, sink);
}
