import { z } from 'zod';

/**
 * An optional OpenAI-compatible chat-completions provider (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`): any
 * server that speaks `POST {base}/chat/completions` (OpenAI, Azure-style gateways, vLLM, Ollama, llama.cpp).
 * It may add to the built-in engine's results, never replace its checks: every answer is schema-checked
 * and grounded in the document (`keepGrounded`), and any failure leaves the built-in result alone.
 */
export interface AiProvider {
  model: string;
  /** Asks for one JSON object matching `schema`; throws `AiProviderError` on any failure. */
  completeJson<T>(request: {
    system: string;
    user: string;
    schema: z.ZodType<T>;
    maxTokens?: number;
  }): Promise<T>;
}

export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'http' | 'network' | 'malformed' | 'schema',
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

export interface AiSettings {
  AI_BASE_URL?: string | undefined;
  AI_API_KEY?: string | undefined;
  AI_MODEL?: string | undefined;
}

/** A slow provider must not hold a user's request for long: past this the built-in result is returned. */
export const AI_TIMEOUT_MS = 30_000;
/** Bound on what we read back: a provider that streams megabytes is broken or hostile. */
const MAX_RESPONSE_BYTES = 512 * 1024;

const chatResponseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/** The provider the settings describe, or null when they do not name one (the default: offline). */
export function createAiProvider(
  settings: AiSettings,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): AiProvider | null {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = settings;
  if (!baseUrl || !model) return null;
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? AI_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  return {
    model,
    async completeJson({ system, user, schema, maxTokens = 1200 }) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({
            model,
            temperature: 0,
            max_tokens: maxTokens,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const name = (error as Error)?.name;
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new AiProviderError(`No answer within ${timeoutMs} ms`, 'timeout');
        throw new AiProviderError(`Could not reach the AI provider: ${(error as Error)?.message}`, 'network');
      }
      const body = await readBounded(response, timeoutMs);
      if (!response.ok) throw new AiProviderError(`The AI provider answered ${response.status}`, 'http');
      const content = parseJson(body, chatResponseSchema)?.choices[0]?.message.content;
      if (!content) throw new AiProviderError('The AI provider sent no message content', 'malformed');
      const json = parseJsonObject(content);
      if (json === undefined) throw new AiProviderError('The AI answer is not a JSON object', 'malformed');
      const parsed = schema.safeParse(json);
      if (!parsed.success) throw new AiProviderError('The AI answer does not match the schema', 'schema');
      return parsed.data;
    },
  };
}

async function readBounded(response: Response, timeoutMs: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      if (Date.now() > deadline)
        throw new AiProviderError('The AI answer took too long to arrive', 'timeout');
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_RESPONSE_BYTES) throw new AiProviderError('The AI answer is too large', 'malformed');
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof AiProviderError) throw error;
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new AiProviderError(`No answer within ${timeoutMs} ms`, 'timeout');
    throw new AiProviderError(`The AI answer was cut off: ${(error as Error)?.message}`, 'network');
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson<T>(text: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Models often wrap JSON in a code fence or a sentence: take the outermost object. */
function parseJsonObject(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    const value = JSON.parse(content.slice(start, end + 1));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
