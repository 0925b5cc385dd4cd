import { createHash, randomBytes } from 'node:crypto';
import { DEMO_TOKEN_PREFIX } from '@common/limits';

/** 32 random bytes, URL-safe; demo sessions carry the spec's prefix so the browser can tell them apart. */
export function createSessionToken(options: { isDemo: boolean }): string {
  const secret = randomBytes(32).toString('base64url');
  return options.isDemo ? `${DEMO_TOKEN_PREFIX}${secret}` : secret;
}

/**
 * Only this hash is stored. Lookup is by the hash, so comparing tokens never happens byte by byte on
 * attacker-controlled input: the timing of the index probe reveals nothing about a stored token.
 */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** Tokens we issue are 43 (or 48 with the demo prefix) URL-safe characters; anything else is not ours. */
export function isWellFormedToken(token: string): boolean {
  return /^(demo_)?[A-Za-z0-9_-]{43}$/.test(token);
}
