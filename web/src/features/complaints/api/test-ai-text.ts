import type { AiTestResponse } from '@common/cases';
import { useMutation } from '@tanstack/react-query';
import { apiJson, isApiError } from '@web/lib/api-client';

/** Spec §8: the admin's text test fails with 'API test failed: {status}'. */
export class AiTestError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'AiTestError';
    this.status = status;
  }
}

/** Rethrows a failed test call as an AiTestError whose message is `{prefix}: {status}`. */
export function toAiTestError(error: unknown, prefix: string): AiTestError {
  if (isApiError(error)) return new AiTestError(`${prefix}: ${error.status}`, error.status);
  return new AiTestError(`${prefix}: ${error instanceof Error ? error.message : 'network error'}`, null);
}

/** POST /api/ai/test (admin): the analysis of pasted text, without storing anything. */
export async function testAiText(text: string, signal?: AbortSignal): Promise<AiTestResponse> {
  try {
    return await apiJson<AiTestResponse>('POST', '/api/ai/test', { body: { text }, signal });
  } catch (error) {
    throw toAiTestError(error, 'API test failed');
  }
}

export function useTestAiText() {
  return useMutation({ mutationFn: (text: string) => testAiText(text) });
}
