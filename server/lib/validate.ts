import type { z } from 'zod';
import { AppError } from '../errors';

/**
 * Parses request input with a `common` schema. The first issue's message becomes `error`, so the client
 * shows the spec's text ('Password must be at least 6 characters long'); every issue is listed too.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { extra: { issues } });
}
