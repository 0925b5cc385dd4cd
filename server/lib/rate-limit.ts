import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';

export interface RateLimiter {
  /** Takes one token from `key`'s bucket; when it is empty, says how long until the next token. */
  take(key: string, now?: number): { allowed: true } | { allowed: false; retryAfterSeconds: number };
}

/** Buckets kept before full ones are dropped; a full bucket is the same as no bucket. */
const MAX_BUCKETS = 10_000;

/**
 * A token bucket per key, in this process: `perMinute` calls in a burst, refilled at `perMinute` a minute.
 * With several app instances each keeps its own buckets, so the effective limit is per instance.
 */
export function createRateLimiter(options: { perMinute: number }): RateLimiter {
  const capacity = options.perMinute;
  const refillPerMs = options.perMinute / 60_000;
  const buckets = new Map<string, { tokens: number; updatedAt: number }>();

  function refill(bucket: { tokens: number; updatedAt: number }, now: number) {
    bucket.tokens = Math.min(capacity, bucket.tokens + (now - bucket.updatedAt) * refillPerMs);
    bucket.updatedAt = now;
  }

  return {
    take(key, now = Date.now()) {
      if (capacity <= 0) return { allowed: true };
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= MAX_BUCKETS) {
          for (const [k, b] of buckets) {
            refill(b, now);
            if (b.tokens >= capacity) buckets.delete(k);
          }
        }
        bucket = { tokens: capacity, updatedAt: now };
        buckets.set(key, bucket);
      }
      refill(bucket, now);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
      };
    },
  };
}

/**
 * An onRequest hook for a 'user' route that refuses the signed-in caller with 429 once their bucket is
 * empty. It runs after the auth plugin's hook and before the body is read, so a refused upload costs nothing.
 */
export function limitPerUser(limiter: RateLimiter) {
  return async (request: FastifyRequest) => {
    if (!request.auth) return;
    const result = limiter.take(request.auth.user.id);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
        headers: { 'retry-after': String(result.retryAfterSeconds) },
      });
    }
  };
}
