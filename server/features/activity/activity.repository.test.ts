import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { tryInsertActivity } from './activity.repository';

describe('tryInsertActivity', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('writes the entry like insertActivity', async () => {
    await tryInsertActivity(database.db, { ip: '203.0.113.9', userAgent: 'test' }, { action: 'ai_test' });
    const row = await database.db
      .selectFrom('activity_logs')
      .select(['action', 'ip_address'])
      .where('ip_address', '=', '203.0.113.9')
      .executeTakeFirst();
    expect(row).toEqual({ action: 'ai_test', ip_address: '203.0.113.9' });
  });

  it("logs an entry it cannot write on the request's logger instead of throwing or dropping it silently", async () => {
    const logged: { details: object; message: string }[] = [];
    const context = {
      ip: null,
      userAgent: 'test',
      log: { error: (details: object, message: string) => logged.push({ details, message }) },
    };
    // A user that does not exist: the foreign key refuses the row.
    await expect(
      tryInsertActivity(database.db, context, {
        action: 'complaint_analysis_failed',
        userId: '00000000-0000-0000-0000-00000000dead',
      }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toBe('An activity log entry was not written');
    expect(logged[0]!.details).toMatchObject({ action: 'complaint_analysis_failed' });
  });
});
