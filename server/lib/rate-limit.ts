import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../errors';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one token from `key`'s bucket; when it is empty, says how long until the next token. */
  take(key: string, now?: number): Promise<RateLimitDecision>;
}

/**
 * A token bucket per key, kept in the database (`rate_limit_buckets`) so that every app instance on one
 * PostgreSQL draws from the same bucket: `perMinute` calls in a burst, refilled at `perMinute` a minute.
 * One statement per call, atomic under concurrency (the upsert locks the caller's row). `scope` names the
 * limit, so each has buckets of its own.
 */
export function createRateLimiter(
  db: Kysely<Database>,
  options: { scope: string; perMinute: number },
): RateLimiter {
  const capacity = options.perMinute;
  const refillPerMs = options.perMinute / 60_000;

  return {
    async take(key, now = Date.now()) {
      if (capacity <= 0) return { allowed: true };
      const at = new Date(now);
      // The bucket topped up for the time since it was last used (never backwards: instances' clocks differ).
      const refilled = sql<number>`least(${capacity}::float8, b.tokens + greatest(0,
        extract(epoch FROM excluded.updated_at - b.updated_at) * 1000) * ${refillPerMs}::float8)`;
      const { rows } = await sql<{ tokens: number; allowed: boolean }>`
        INSERT INTO rate_limit_buckets AS b (scope, key, tokens, updated_at, allowed)
        VALUES (${options.scope}, ${key}, ${capacity - 1}::float8, ${at}, true)
        ON CONFLICT (scope, key) DO UPDATE SET
          tokens = CASE WHEN ${refilled} >= 1 THEN ${refilled} - 1 ELSE ${refilled} END,
          allowed = ${refilled} >= 1,
          updated_at = greatest(b.updated_at, excluded.updated_at)
        RETURNING tokens, allowed`.execute(db);
      const bucket = rows[0]!;
      if (bucket.allowed) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - Number(bucket.tokens)) / refillPerMs / 1000)),
      };
    },
  };
}

/**
 * An onRequest hook for a 'user' route that refuses the signed-in caller with 429 once their bucket is
 * empty. It runs after the auth plugin's hook and before the body is read, so a refused upload costs nothing.
 * A demo visitor's buckets go by address, not by their demo user: starting a new demo session (a new user)
 * must not bring a full bucket with it.
 */
export function limitPerUser(limiter: RateLimiter) {
  return async (request: FastifyRequest) => {
    if (!request.auth) return;
    const { user } = request.auth;
    const result = await limiter.take(user.is_demo ? `demo:${request.ip}` : user.id);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
        headers: { 'retry-after': String(result.retryAfterSeconds) },
      });
    }
  };
}
