import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** Every variable the server reads; `.env.example` documents each. Nothing else reads `process.env`. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database, uploads and the outbox live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Connections each app instance keeps to a PostgreSQL server. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Sliding session lifetime. */
  SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(7),
  /** Set when the app is served over HTTPS (directly or behind a proxy): cookies get `Secure`, HSTS is sent. */
  COOKIE_SECURE: booleanString,
  /** Trust X-Forwarded-* from a reverse proxy, so the logged IP is the client's. */
  TRUST_PROXY: booleanString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins allowed from one address per window before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Uploads, complaint analyses and enrichment calls each user may start per minute (each its own bucket,
   * the same number in a burst); 0 turns the limit off.
   */
  EXPENSIVE_CALLS_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /** Optional OpenAI-compatible provider; all three must be set to use it. */
  AI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  AI_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How long a complaint analysis waits for the AI provider before keeping the built-in result alone. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** SMTP server for the weekly digest (smtp://user:pass@host:port); without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** The digest's From: header. */
  DIGEST_FROM: z.string().min(3).default('Docket Radar <digest@localhost>'),
  /** How often the running server looks for digests that are due (hours; 0 turns the schedule off). */
  DIGEST_CHECK_HOURS: z.coerce.number().min(0).max(168).default(1),
  /** Where users open the app, for links in e-mails; defaults to http://localhost:PORT. */
  APP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
});

export type Env = Readonly<z.infer<typeof envSchema> & { DATA_DIR: string; APP_URL: string }>;

/** Parses an environment, reporting every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return Object.freeze({
    ...result.data,
    DATA_DIR: path.resolve(result.data.DATA_DIR),
    APP_URL: (result.data.APP_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, ''),
  });
}

let cached: Env | undefined;

/** The process environment, parsed once on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
