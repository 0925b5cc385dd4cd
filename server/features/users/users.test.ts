import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';
import { makeUserAdmin } from './users.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('makeUserAdmin', () => {
  it('makes an existing account admin, found by email in any case, and logs it', async () => {
    await registerThroughApi(t.app);
    const second = await registerThroughApi(t.app);
    expect(second.user.isAdmin).toBe(false);
    const updated = await makeUserAdmin(t.database.db, ` ${second.user.email.toUpperCase()} `, {
      ip: null,
      userAgent: 'cli:user:admin',
    });
    expect(updated.isAdmin).toBe(true);
    const log = await t.database.db
      .selectFrom('activity_logs')
      .select('action')
      .where('user_id', '=', second.user.id)
      .where('action', '=', 'user_made_admin')
      .execute();
    expect(log).toHaveLength(1);
  });

  it('refuses an unknown email and the demo user', async () => {
    const context = { ip: null, userAgent: 'test' };
    await expect(makeUserAdmin(t.database.db, 'nobody@nowhere.test', context)).rejects.toThrow(/No account/);
    await expect(makeUserAdmin(t.database.db, 'demo@demo.docket-radar.invalid', context)).rejects.toThrow(
      /No account/,
    );
  });
});
