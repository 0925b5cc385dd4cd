import { createHash } from 'node:crypto';

/** A response as the cache keeps it: the JSON already serialised, and what its headers are made from. */
export interface CachedResponse<M = unknown> {
  body: Buffer;
  meta: M;
}

/** Map slot, key string and entry object, counted on top of the body so tiny pages are not free. */
const ENTRY_OVERHEAD_BYTES = 256;
/** A page bigger than this share of the budget is served but not kept: it would push out dozens of others. */
const LARGEST_SHARE = 1 / 8;

interface Entry {
  response: CachedResponse;
  bytes: number;
}

/**
 * An in-process LRU of serialised responses, bounded by bytes (bodies are Buffers: their size is exact, and
 * a hit sends them as they are). Keys carry the workspace's data version, so a write makes its workspace's
 * old pages unreachable at once and they age out here. Concurrent misses of one key share one production,
 * so a burst of readers after a write costs one query, not fifty.
 */
export class ReadCache {
  readonly maxBytes: number;
  /** hits: kept pages served; shared: misses that waited for another caller's production of the same key. */
  readonly stats = { hits: 0, shared: 0, misses: 0, evictions: 0 };
  #entries = new Map<string, Entry>();
  #inFlight = new Map<string, Promise<CachedResponse>>();
  #bytes = 0;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The response for `key`: kept, being made by another caller, or made now with `produce` (then kept). */
  async getOrProduce<M>(key: string, produce: () => Promise<CachedResponse<M>>): Promise<CachedResponse<M>> {
    const entry = this.#entries.get(key);
    if (entry) {
      this.stats.hits += 1;
      // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.response as CachedResponse<M>;
    }
    const pending = this.#inFlight.get(key);
    if (pending) {
      this.stats.shared += 1;
      return pending as Promise<CachedResponse<M>>;
    }
    this.stats.misses += 1;
    if (this.maxBytes <= 0) return produce();
    const made = produce().then((response) => {
      this.#store(key, response);
      return response;
    });
    this.#inFlight.set(key, made);
    try {
      return await made;
    } finally {
      this.#inFlight.delete(key);
    }
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #store(key: string, response: CachedResponse): void {
    const bytes = response.body.byteLength + key.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes * LARGEST_SHARE) return;
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.bytes;
    }
    this.#entries.set(key, { response, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
      this.stats.evictions += 1;
    }
  }
}

/** What a cached read's answer depends on; anything else it depends on must be added to `query`. */
export interface ReadKey {
  /** The route's name, e.g. 'cases/high-value'. */
  route: string;
  workspaceId: string;
  /** The workspace's data version when the read began. */
  version: number;
  /** The parsed query (defaults applied), so that equivalent URLs share one entry. */
  query: Record<string, unknown>;
}

/** The cache key: the query's fields in name order, undefined ones left out (as JSON leaves them). */
export function toReadKey(key: ReadKey): string {
  const fields = Object.keys(key.query)
    .sort()
    .filter((name) => key.query[name] !== undefined)
    .map((name) => [name, key.query[name]]);
  return `${key.route}\u0000${key.workspaceId}\u0000${key.version}\u0000${JSON.stringify(fields)}`;
}

/**
 * A weak validator made from the key: the same workspace, version and query give the same page. Weak, because
 * two instances that read the same version need not produce the same bytes (a write landing mid-read).
 */
export function toEtag(readKey: string): string {
  return `W/"${createHash('sha1').update(readKey).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). `*` is not taken
 * for a match: it is answered before the page is made, when whether it exists (or is a 404) is not known.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}
