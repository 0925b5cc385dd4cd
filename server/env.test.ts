import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('applies the defaults a fresh clone needs: port 3000, ./data, the embedded database', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, SESSION_TTL_DAYS: 7, COOKIE_SECURE: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve('./data'));
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('treats empty optional variables as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', AI_BASE_URL: '', SMTP_URL: '' });
    expect([env.DATABASE_URL, env.AI_BASE_URL, env.SMTP_URL]).toEqual([undefined, undefined, undefined]);
  });

  it('reports every bad variable at once, by name', () => {
    expect(() =>
      parseEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/x',
        SESSION_TTL_DAYS: '-1',
        COOKIE_SECURE: 'maybe',
      }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SESSION_TTL_DAYS[\s\S]*COOKIE_SECURE/);
  });

  it('accepts a PostgreSQL URL and boolean spellings', () => {
    const env = parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/docket', COOKIE_SECURE: 'yes' });
    expect(env).toMatchObject({ DATABASE_URL: 'postgres://u:p@db:5432/docket', COOKIE_SECURE: true });
  });
});

describe('TRUST_PROXY', () => {
  it.each([undefined, '', 'false', 'no', '0'])('trusts no proxy when it is %j', (value) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(false);
  });

  it('reads a number as the count of proxy hops to believe, nearest first', () => {
    const trust = parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY;
    if (typeof trust !== 'function') throw new Error(`expected a trust function, got ${String(trust)}`);
    expect([0, 1, 2, 3].map((hop) => trust('203.0.113.9', hop))).toEqual([true, true, false, false]);
  });

  it('reads a comma-separated list of proxy addresses, CIDRs and range names', () => {
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.2, 10.1.0.0/16,fd00::/8 ,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes'])(
    'refuses %j, which trusted addresses any client can forge, saying what to give',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*number of proxies.*addresses/);
    },
  );

  it('names the entries of a list that are not addresses, among the other bad variables', () => {
    expect(() =>
      parseEnv({
        PORT: 'eighty',
        TRUST_PROXY: '10.0.0.2, 10.0.0.300, 10.0.0.0/33, proxy.internal',
        LOG_LEVEL: 'loud',
      }),
    ).toThrow(/PORT[\s\S]*TRUST_PROXY: .*10\.0\.0\.300, 10\.0\.0\.0\/33, proxy\.internal[\s\S]*LOG_LEVEL/);
  });

  it('refuses more than 10 hops', () => {
    expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });
});

describe('sign-in throttle settings', () => {
  it('allows 20 failures per account in the window by default, beside 10 per address', () => {
    expect(parseEnv({})).toMatchObject({ LOGIN_MAX_FAILURES: 10, LOGIN_MAX_FAILURES_PER_ACCOUNT: 20 });
  });
});
