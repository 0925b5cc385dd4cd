import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getErrorMessage, setUnauthorizedHandler } from './api-client';
import { defaultQueryFn } from './query-client';

/** Just enough of the browser for the client: storage, the current path, fetch. */
function stubBrowser(pathname: string, stored: Record<string, string> = {}) {
  const storage = new Map(Object.entries(stored));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('window', { location: { pathname, assign: vi.fn() } });
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return { storage, fetchMock };
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiRequest', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => setUnauthorizedHandler(onUnauthorized));
  afterEach(() => {
    vi.unstubAllGlobals();
    onUnauthorized.mockReset();
  });

  it('sends cookies and the stored token as a bearer header', async () => {
    const { fetchMock } = stubBrowser('/dashboard', { auth_token: 'tok_1' });
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await apiRequest('POST', '/api/things', { body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer tok_1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it("throws 'status: body' and keeps the server's error message", async () => {
    const { fetchMock } = stubBrowser('/dashboard');
    fetchMock.mockResolvedValue(jsonResponse(409, { error: 'Duplicate filing detected', code: 'CONFLICT' }));
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"error":"Duplicate filing detected","code":"CONFLICT"}');
    expect(getErrorMessage(error, 'fallback')).toBe('Duplicate filing detected');
    expect(getErrorMessage(new Error('network'), 'fallback')).toBe('fallback');
  });

  it('uses the status text when the body is empty', async () => {
    const { fetchMock } = stubBrowser('/dashboard');
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('500: Internal Server Error');
  });

  it.each([401, 403])('forgets the session and leaves the page on %i', async (status) => {
    const { storage, fetchMock } = stubBrowser('/dashboard', { auth_token: 't', demo_user: '{}' });
    fetchMock.mockResolvedValue(jsonResponse(status, { error: 'no', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow(`${status}: `);
    expect(storage.has('auth_token')).toBe(false);
    expect(storage.has('demo_user')).toBe(false);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('stays on the sign-in screen when a 401 arrives there', async () => {
    const { fetchMock } = stubBrowser('/login', { auth_token: 't' });
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'no', code: 'UNAUTHORIZED' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves the session alone when the caller handles 401 itself (a wrong password)', async () => {
    const { storage, fetchMock } = stubBrowser('/', { auth_token: 't' });
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Invalid email or password', code: 'X' }));
    await expect(apiRequest('POST', '/api/auth/login', { handleUnauthorized: false })).rejects.toThrow();
    expect(storage.get('auth_token')).toBe('t');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('defaultQueryFn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GETs the URL made by joining the query key with slashes', async () => {
    const { fetchMock } = stubBrowser('/dashboard');
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 7 }));
    const signal = new AbortController().signal;
    const data = await defaultQueryFn({
      queryKey: ['/api/legal-cases', 7],
      signal,
      meta: undefined,
    } as never);
    expect(data).toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/legal-cases/7');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
  });
});
