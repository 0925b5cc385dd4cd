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
    const env = parseEnv({
      DATABASE_URL: 'postgres://u:p@db:5432/docket',
      COOKIE_SECURE: '1',
      TRUST_PROXY: 'yes',
    });
    expect(env).toMatchObject({
      DATABASE_URL: 'postgres://u:p@db:5432/docket',
      COOKIE_SECURE: true,
      TRUST_PROXY: true,
    });
  });
});
