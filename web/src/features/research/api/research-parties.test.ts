import type { EnrichBackgroundsBody } from '@common/parties';
import { setUnauthorizedHandler } from '@web/lib/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { researchCases } from './research-parties';

/** Just enough of the browser for the client: storage, the current path, fetch. */
function stubBrowser() {
  const storage = new Map([['auth_token', 'tok_1']]);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('window', { location: { pathname: '/dashboard', assign: vi.fn() } });
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  const onUnauthorized = vi.fn();
  setUnauthorizedHandler(onUnauthorized);
  return { storage, fetchMock, onUnauthorized };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers each call as the server would: every case asked for, researched. */
function researchAll(init?: RequestInit): Response {
  const body = JSON.parse(String(init?.body)) as EnrichBackgroundsBody;
  const ids = body.caseIds.map(Number);
  return jsonResponse(200, { enrichedCount: ids.length, enrichedCases: ids.map((id) => ({ id })) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('researching the listed cases', () => {
  it('sends the ids in chunks, one call after another, and reports each chunk back', async () => {
    const { fetchMock } = stubBrowser();
    let inFlight = 0;
    fetchMock.mockImplementation(async (_url, init) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return researchAll(init);
    });
    const progress: number[] = [];
    const caseIds = Array.from({ length: 230 }, (_, i) => i + 1);
    const result = await researchCases({ state: 'utah', caseIds, onProgress: (n) => progress.push(n) });

    expect(fetchMock).toHaveBeenCalledTimes(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/legal-cases/enrich-backgrounds');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok_1');
    const bodies = fetchMock.mock.calls.map(([, i]) => JSON.parse(String(i?.body)) as EnrichBackgroundsBody);
    expect(bodies.map((b) => b.caseIds.length)).toEqual([100, 100, 30]);
    expect(bodies.every((b) => b.state === 'utah')).toBe(true);
    expect(progress).toEqual([100, 200, 230]);
    expect(result.enrichedCount).toBe(230);
    expect(result.enrichedCases.map((c) => c.id)).toEqual(caseIds);
  });

  it('stops at the first failed chunk', async () => {
    const { fetchMock } = stubBrowser();
    fetchMock
      .mockImplementationOnce(async (_url, init) => researchAll(init))
      .mockResolvedValueOnce(jsonResponse(500, { error: 'AI analysis failed', code: 'INTERNAL' }));
    const progress: number[] = [];
    const caseIds = Array.from({ length: 250 }, (_, i) => i + 1);
    await expect(
      researchCases({ state: 'utah', caseIds, onProgress: (n) => progress.push(n) }),
    ).rejects.toThrow('500: ');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(progress).toEqual([100]);
  });

  it('ends the session on a 401, but keeps it on a 403 (a refusal of this call)', async () => {
    const { fetchMock, storage, onUnauthorized } = stubBrowser();
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { error: 'No', code: 'FORBIDDEN' }));
    await expect(researchCases({ state: 'utah', caseIds: [1] })).rejects.toThrow('403: ');
    expect(storage.get('auth_token')).toBe('tok_1');
    expect(onUnauthorized).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Expired', code: 'UNAUTHORIZED' }));
    await expect(researchCases({ state: 'utah', caseIds: [1] })).rejects.toThrow('401: ');
    expect(storage.has('auth_token')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
