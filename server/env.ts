import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * Which X-Forwarded-For entries to believe, in the form Fastify's `trustProxy` takes: `false` (none), the
 * proxies' addresses (proxy-addr compiles them), or a hop count as a function (Fastify ignores a bare number).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** Names proxy-addr knows for common private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Trusts the `hops` proxies nearest the app, whatever their addresses: the app must be reachable only through them. */
function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const value = (raw ?? '').trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(value)) return false;
    if (value === 'true' || value === 'yes') {
      // `true` used to trust every X-Forwarded-For entry, so a client chose its own address (and dodged the
      // sign-in throttle). Which hops to trust depends on the deployment; we refuse to guess.
      ctx.addIssue({
        code: 'custom',
        message:
          'true is no longer accepted: it trusted addresses any client can forge. Give the number of proxies in ' +
          'front of the app (e.g. 1) or their addresses (e.g. 127.0.0.1,10.0.0.0/8).',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > MAX_PROXY_HOPS) {
        ctx.addIssue({ code: 'custom', message: `at most ${MAX_PROXY_HOPS} proxy hops` });
        return z.NEVER;
      }
      return trustNearestHops(hops);
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected false, a number of proxy hops, or proxy addresses/CIDRs separated by commas; not an address: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

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
  /**
   * Which reverse proxies' X-Forwarded-* to believe, so the address logged and throttled is the client's:
   * `false`, a hop count (`1`: the nearest proxy) or the proxies' addresses and CIDRs, comma-separated.
   */
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed sign-ins allowed from one address per window before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
  /**
   * Failed sign-ins allowed for one email per window, from any addresses, before 429; an address that signed
   * in to the account in the last 30 days is not held back by it (only by LOGIN_MAX_FAILURES).
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Uploads, complaint analyses and enrichment calls each user may start per minute (each its own bucket,
   * the same number in a burst); 0 turns the limit off.
   */
  EXPENSIVE_CALLS_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  /**
   * Demo sessions one address may start per minute (the same number in a burst); each is a workspace of its
   * own with the sample week. 0 turns the limit off.
   */
  DEMO_STARTS_PER_MINUTE: z.coerce.number().int().min(0).default(3),
  /**
   * Memory for the in-process cache of case lists, counters, weeks and case pages (MB); 0 turns it off. Pages
   * are keyed by their workspace's data version, so a write is never followed by a stale page.
   */
  READ_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
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
