import { describe, expect, it } from 'vitest';
import { isNotModified, ReadCache, toEtag, toReadKey } from './read-cache';

const page = (bytes: number) => ({ body: Buffer.alloc(bytes, 'x'), meta: null });

describe('ReadCache', () => {
  it('keeps pages up to its budget in bytes, dropping the least recently used first', async () => {
    const cache = new ReadCache(64 * 1024);
    for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.getOrProduce(key, async () => page(7_000));
    expect(cache.size).toBe(5);
    // 'a' read again is the most recent; the next pages push out 'b', 'c' and on, never 'a'.
    await cache.getOrProduce('a', async () => page(1));
    for (const key of ['f', 'g', 'h', 'i', 'j', 'k']) await cache.getOrProduce(key, async () => page(7_000));
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.stats.evictions).toBeGreaterThan(0);
    let produced = false;
    await cache.getOrProduce('a', async () => {
      produced = true;
      return page(1);
    });
    expect(produced).toBe(false);
    await cache.getOrProduce('b', async () => {
      produced = true;
      return page(7_000);
    });
    expect(produced).toBe(true);
  });

  it('serves a page too big for its share of the budget without keeping it', async () => {
    const cache = new ReadCache(64 * 1024);
    await cache.getOrProduce('big', async () => page(20_000));
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('makes a page once for readers who miss it together, and keeps no failure', async () => {
    const cache = new ReadCache(1024 * 1024);
    let made = 0;
    const produce = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return page(10);
    };
    await Promise.all(Array.from({ length: 20 }, () => cache.getOrProduce('k', produce)));
    expect(made).toBe(1);
    expect(cache.stats).toMatchObject({ misses: 1, shared: 19 });
    await expect(cache.getOrProduce('bad', async () => Promise.reject(new Error('no')))).rejects.toThrow(
      'no',
    );
    expect(await cache.getOrProduce('bad', async () => page(3))).toMatchObject({
      body: Buffer.alloc(3, 'x'),
    });
  });

  it('keeps nothing with a budget of 0', async () => {
    const cache = new ReadCache(0);
    await cache.getOrProduce('a', async () => page(1));
    await cache.getOrProduce('a', async () => page(1));
    expect(cache.stats).toMatchObject({ hits: 0, misses: 2 });
    expect(cache.size).toBe(0);
  });
});

describe('read keys and ETags', () => {
  const base = { route: 'cases/all', workspaceId: 'w1', version: 3 };

  it('are the same for the same query in any order, with undefined fields left out', () => {
    const a = toReadKey({ ...base, query: { state: 'utah', limit: 50, q: undefined } });
    const b = toReadKey({ ...base, query: { limit: 50, state: 'utah' } });
    expect(a).toBe(b);
    expect(toEtag(a)).toBe(toEtag(b));
  });

  it('differ by route, workspace, version and query', () => {
    const key = toReadKey({ ...base, query: { state: 'utah' } });
    for (const other of [
      { ...base, route: 'cases/high-value' },
      { ...base, workspaceId: 'w2' },
      { ...base, version: 4 },
    ]) {
      expect(toReadKey({ ...other, query: { state: 'utah' } })).not.toBe(key);
    }
    expect(toReadKey({ ...base, query: { state: 'texas' } })).not.toBe(key);
  });

  it('match If-None-Match weakly, in a list, and never for *', () => {
    const etag = toEtag('k');
    expect(isNotModified(etag, etag)).toBe(true);
    expect(isNotModified(etag.slice(2), etag)).toBe(true);
    expect(isNotModified(`W/"other", ${etag}`, etag)).toBe(true);
    expect(isNotModified('W/"other"', etag)).toBe(false);
    expect(isNotModified('*', etag)).toBe(false);
    expect(isNotModified(undefined, etag)).toBe(false);
  });
});
