import { isApiError } from './api-client';

/** A toast's title and text. */
export interface ToastText {
  title: string;
  description: string;
}

/** Everything a failed call says about itself (server message, detail, code), to match the spec's cases on. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return `${error.serverMessage ?? ''} ${error.detail ?? ''} ${error.code ?? ''}`;
  return error instanceof Error ? error.message : String(error ?? '');
}

/** fetch() rejects with a TypeError ('Failed to fetch', 'NetworkError when attempting…') when no answer came. */
export function isNetworkError(error: unknown): boolean {
  return !isApiError(error) && /network|fetch/i.test(errorText(error));
}

/** The server or the AI provider behind it is unavailable (503), or the message names the AI service. */
export function isAiUnavailable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.status === 503 ||
    error.code === 'SERVICE_UNAVAILABLE' ||
    /\bAI (analysis|provider|service)\b/i.test(errorText(error))
  );
}
