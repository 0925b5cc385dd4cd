import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../generate-utah-export';
import {
  longestStallMs,
  pickReadKind,
  type ReadKind,
  type ReadSample,
  startUserLoad,
  summarizeReads,
} from './read-load';

const kind = (name: string, weight: number): ReadKind => ({ name, weight, path: () => `/${name}` });
const sample = (sentMs: number, latencyMs: number, status = 200): ReadSample => ({
  kind: 'k',
  sentMs,
  latencyMs,
  status,
});

describe('pickReadKind', () => {
  it('draws kinds in proportion to their weights', () => {
    const kinds = [kind('often', 9), kind('rarely', 1)];
    const random = createRandom(7);
    let often = 0;
    for (let i = 0; i < 10_000; i++) if (pickReadKind(kinds, random).name === 'often') often++;
    expect(often / 10_000).toBeGreaterThan(0.87);
    expect(often / 10_000).toBeLessThan(0.93);
  });
});

describe('summarizeReads', () => {
  it('counts answers that are not 2xx, and reads that got no answer, as failed', () => {
    const summary = summarizeReads([sample(0, 10), sample(0, 20, 503), sample(0, 30, 0)], 1_000);
    expect(summary).toMatchObject({ reads: 3, failed: 2, perSecond: 3, maxMs: 30 });
  });

  it('reports zeros for a phase with no reads instead of throwing', () => {
    expect(summarizeReads([], 1_000)).toMatchObject({ reads: 0, p95Ms: 0, maxMs: 0 });
  });
});

describe('longestStallMs', () => {
  it('is the longest stretch of the phase in which no read finished, its edges included', () => {
    // Reads finish at 100, 150 and 900 ms of a 1,000 ms phase: the gap from 150 to 900 is the longest.
    const samples = [sample(50, 50), sample(100, 50), sample(800, 100)];
    expect(longestStallMs(samples, 0, 1_000)).toBe(750);
    expect(longestStallMs([], 0, 1_000)).toBe(1_000);
  });
});

describe('startUserLoad', () => {
  it('has each user send its own token on one kept-alive connection, and waits for reads in flight on stop', async () => {
    const seen: { token: string | undefined; port: number }[] = [];
    const server = http.createServer((request, response) => {
      seen.push({ token: request.headers.authorization, port: request.socket.remotePort ?? 0 });
      setTimeout(() => response.end('{}'), 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const load = startUserLoad({
        baseUrl: `http://127.0.0.1:${port}`,
        tokens: ['a', 'b'],
        kinds: [kind('list', 1)],
        thinkMs: 10,
        seed: 1,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const samples = await load.stop();
      expect(samples.length).toBe(seen.length);
      expect(samples.every((s) => s.status === 200 && s.kind === 'list')).toBe(true);
      for (const token of ['Bearer a', 'Bearer b']) {
        const ports = new Set(seen.filter((s) => s.token === token).map((s) => s.port));
        expect(ports.size).toBe(1);
      }
    } finally {
      server.close();
    }
  });
});
