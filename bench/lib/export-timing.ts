import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { withBenchApp } from './bench-app';

export interface ExportRun {
  format: 'csv' | 'xlsx';
  ms: number;
  bytes: number;
  /** Rows of the CSV (its lines less the header); null for XLSX. */
  rows: number | null;
  /** The process's peak RSS while this export ran (sampled every 50 ms): server and reading client. */
  peakRssBytes: number;
  rssBeforeBytes: number;
}

export interface ExportTimingResult {
  casesStored: number;
  runs: ExportRun[];
}

/**
 * Isolated task: opens the stored database, builds the real app, listens on a free port, and downloads the
 * export of every case over HTTP for each format, counting the bytes as they arrive (nothing kept).
 */
export async function measureExports(
  dbDir: string,
  options: { dataDir: string; formats: ('csv' | 'xlsx')[] },
): Promise<ExportTimingResult> {
  return withBenchApp(dbDir, options.dataDir, async ({ app, database, headers }) => {
    const { count } = await database.db
      .selectFrom('cases')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const runs: ExportRun[] = [];
    for (const format of options.formats) {
      globalThis.gc?.();
      const rssBeforeBytes = process.memoryUsage.rss();
      let peakRssBytes = rssBeforeBytes;
      const sampler = setInterval(() => {
        peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
      }, 50);
      const started = performance.now();
      try {
        const { bytes, newlines } = await download(
          `http://127.0.0.1:${port}/api/legal-cases/export?state=utah&format=${format}`,
          headers,
        );
        runs.push({
          format,
          ms: performance.now() - started,
          bytes,
          rows: format === 'csv' ? newlines - 1 : null,
          peakRssBytes: Math.max(peakRssBytes, process.memoryUsage.rss()),
          rssBeforeBytes,
        });
      } finally {
        clearInterval(sampler);
      }
    }
    return { casesStored: Number(count), runs };
  });
}

function download(
  url: string,
  headers: Record<string, string>,
): Promise<{ bytes: number; newlines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET ${url}: ${response.statusCode}`));
          response.resume();
          return;
        }
        let bytes = 0;
        let newlines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines++;
        });
        response.on('end', () => resolve({ bytes, newlines }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
