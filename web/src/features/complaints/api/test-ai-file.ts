import type { AiTestResponse } from '@common/cases';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { toAiTestError } from './test-ai-text';

/** POST /api/ai/test-file (admin): the analysis of a document (multipart field `document`). */
export async function testAiFile(file: File, signal?: AbortSignal): Promise<AiTestResponse> {
  const form = new FormData();
  form.append('document', file, file.name);
  try {
    return await apiJson<AiTestResponse>('POST', '/api/ai/test-file', { body: form, signal });
  } catch (error) {
    throw toAiTestError(error, 'File test failed');
  }
}

export function useTestAiFile() {
  return useMutation({ mutationFn: (file: File) => testAiFile(file) });
}
