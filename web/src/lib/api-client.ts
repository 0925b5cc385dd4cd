import type { ApiErrorBody } from '@common/errors';
import { clearAuth, getAuthToken } from './auth-storage';

/**
 * A non-OK response. The message keeps the spec's `status: body text` form (spec §8); `serverMessage`
 * is the `error` field of the server's JSON body, which is what toasts show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | null;
  /** The body's optional `message`: the longer text some errors carry ('Please select a CSV file.'). */
  readonly detail: string | null;
  readonly code: string | null;
  /** The whole error body, for the errors that carry more than a message (a FILE_MISMATCH's findings). */
  readonly body: Readonly<Record<string, unknown>> | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    const body = parseErrorBody(bodyText);
    this.serverMessage = body?.error ?? null;
    this.detail = typeof body?.message === 'string' ? body.message : null;
    this.code = body?.code ?? null;
    this.body = body as Record<string, unknown> | null;
  }
}

type ErrorBody = Partial<ApiErrorBody> & { message?: unknown };

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && typeof (value as ApiErrorBody).error === 'string') {
      return value as ErrorBody;
    }
  } catch {
    // Not JSON: a proxy's HTML page, say. The raw text stays in the message.
  }
  return null;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message when there is one, else `fallback` (network errors, empty bodies). */
export function getErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

type UnauthorizedHandler = () => void;

let onUnauthorized: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

/** The app installs a handler that clears its caches and navigates within the router. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

function isOnAuthScreen(): boolean {
  const path = window.location.pathname;
  return path.includes('/login') || path.includes('/auth');
}

export interface ApiRequestOptions {
  /** A JSON-serialisable body, or FormData for uploads. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Whether a 401/403 ends the session (spec §8). Off for the sign-in, sign-up and demo calls, whose
   * 401 means "wrong password", not "session expired".
   */
  handleUnauthorized?: boolean;
}

/** The Authorization header for the stored token, for calls that cannot use `apiRequest` (uploads). */
export function getAuthHeaders(): Record<string, string> {
  const token = getAuthToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Ends the session after a 401/403 (spec §8), unless the user is already on a sign-in screen. */
export function endSessionOnUnauthorized(): void {
  clearAuth();
  if (!isOnAuthScreen()) onUnauthorized();
}

/**
 * Every call to the API goes through here: cookies are sent, the stored token goes in the
 * Authorization header, and a non-OK response throws an ApiError.
 */
export async function apiRequest(
  method: string,
  url: string,
  { body, signal, handleUnauthorized = true }: ApiRequestOptions = {},
): Promise<Response> {
  const headers = new Headers(getAuthHeaders());
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await fetch(url, { method, headers, body: payload, credentials: 'include', signal });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    if (handleUnauthorized && (response.status === 401 || response.status === 403)) {
      endSessionOnUnauthorized();
    }
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

/** `apiRequest` reading the response as JSON. */
export async function apiJson<T>(method: string, url: string, options?: ApiRequestOptions): Promise<T> {
  const response = await apiRequest(method, url, options);
  return (await response.json()) as T;
}
