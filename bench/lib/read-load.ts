import http from 'node:http';
import { createRandom } from '../generate-utah-export';
import { percentile } from '../harness/measure';

/** One kind of read a signed-in user makes, with the share of clicks it gets. */
export interface ReadKind {
  name: string;
  weight: number;
  /** The path and query of one such request; `random` is the user's own generator. */
  path(random: () => number): string;
}

/** One kind, drawn by weight. */
export function pickReadKind(kinds: readonly ReadKind[], random: () => number): ReadKind {
  const total = kinds.reduce((sum, kind) => sum + kind.weight, 0);
  let draw = random() * total;
  for (const kind of kinds) {
    draw -= kind.weight;
    if (draw < 0) return kind;
  }
  return kinds.at(-1)!;
}

/** One finished read. */
export interface ReadSample {
  kind: string;
  /** When the request was sent, ms from the start of the run. */
  sentMs: number;
  latencyMs: number;
  /** HTTP status, or 0 when the request failed without an answer. */
  status: number;
  /** The socket error or time-out, when there was no answer. */
  error?: string;
}

export interface UserLoad {
  /** Stops the users; resolves with every read once the last one in flight has finished. */
  stop(): Promise<ReadSample[]>;
}

const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Simulated signed-in users, one per token, each on a keep-alive connection of its own as a browser tab is:
 * a user clicks (one read, of a kind drawn by weight), waits for the whole answer, thinks for a random
 * time (exponential, mean `thinkMs`) and clicks again. The users start spread over the first think time,
 * so they do not click in step. Unlike a fixed-rate generator this is how people load a server: a slow
 * answer delays that user's next click, and the latency recorded is the one the user waited.
 */
export function startUserLoad(options: {
  baseUrl: string;
  tokens: readonly string[];
  kinds: readonly ReadKind[];
  thinkMs: number;
  seed: number;
}): UserLoad {
  const url = new URL(options.baseUrl);
  const started = performance.now();
  const samples: ReadSample[] = [];
  let stopping = false;
  const wakeups = new Set<() => void>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakeups.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      wakeups.add(wake);
    });

  const read = (agent: http.Agent, token: string, kind: ReadKind, random: () => number) =>
    new Promise<void>((resolve) => {
      const sentMs = performance.now() - started;
      const finish = (status: number, error?: string) => {
        samples.push({
          kind: kind.name,
          sentMs,
          latencyMs: performance.now() - started - sentMs,
          status,
          ...(error ? { error } : {}),
        });
        resolve();
      };
      const request = http.get(
        {
          host: url.hostname,
          port: url.port,
          path: kind.path(random),
          agent,
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => finish(response.statusCode ?? 0));
          response.on('error', (error) => finish(0, error.message));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', (error) => finish(0, (error as NodeJS.ErrnoException).code ?? error.message));
    });

  const runUser = async (token: string, index: number) => {
    const random = createRandom(options.seed + index * 7919);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      await sleep(random() * options.thinkMs);
      while (!stopping) {
        const kind = pickReadKind(options.kinds, random);
        await read(agent, token, kind, random);
        if (stopping) break;
        await sleep(-Math.log(1 - random()) * options.thinkMs);
      }
    } finally {
      agent.destroy();
    }
  };

  const users = options.tokens.map((token, index) => runUser(token, index));
  return {
    stop: async () => {
      stopping = true;
      for (const wake of [...wakeups]) wake();
      await Promise.all(users);
      return samples;
    },
  };
}

/** p50/p95/p99/max of a set of reads, and how many failed (no answer, or a status that is not 2xx). */
export interface ReadSummary {
  reads: number;
  failed: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarizeReads(samples: readonly ReadSample[], durationMs: number): ReadSummary {
  const latencies = samples.map((s) => s.latencyMs);
  const empty = latencies.length === 0;
  return {
    reads: samples.length,
    failed: samples.filter((s) => s.status < 200 || s.status > 299).length,
    perSecond: samples.length / (durationMs / 1000),
    p50Ms: empty ? 0 : percentile(latencies, 50),
    p95Ms: empty ? 0 : percentile(latencies, 95),
    p99Ms: empty ? 0 : percentile(latencies, 99),
    maxMs: latencies.reduce((max, v) => (v > max ? v : max), 0),
  };
}

/**
 * The longest stretch, within [fromMs, toMs], in which some user was waiting and no read finished: how long
 * the server stood still for everyone.
 */
export function longestStallMs(samples: readonly ReadSample[], fromMs: number, toMs: number): number {
  const ends = samples
    .map((s) => s.sentMs + s.latencyMs)
    .filter((end) => end >= fromMs && end <= toMs)
    .sort((a, b) => a - b);
  let longest = 0;
  let previous = fromMs;
  for (const end of [...ends, toMs]) {
    longest = Math.max(longest, end - previous);
    previous = end;
  }
  return longest;
}
