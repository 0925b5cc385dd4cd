import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  type TestApp,
  uploadWeekThroughApi,
  workspaceOf,
} from '../../test/test-app';
import { rerankCases } from './research.service';

const WEEK = [
  'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name,amount',
  'Medical Malpractice,250700010,SALT LAKE CITY DISTRICT,02/12/2025,P,QUILLFEATHER,ROWAN,',
  'Medical Malpractice,250700010,SALT LAKE CITY DISTRICT,02/12/2025,D,INTERMOUNTAIN HEALTHCARE INC,,',
  'Contract,250700011,PROVO DISTRICT,02/12/2025,P,"BRIGHTLINE ORCHARDS, INC.",,$450000',
  'Contract,250700011,PROVO DISTRICT,02/12/2025,D,KESTREL AGRI EQUIPMENT CORP,,',
].join('\n');

describe('rerankCases (the research and rank of stored cases, in the caller transaction)', () => {
  let t: TestApp;
  let workspaceId: string;
  let ids: number[];
  const scope = () => ({ workspaceId, state: 'utah' });

  const storedState = () =>
    t.database.db
      .selectFrom('cases')
      .select(['id', 'priority', 'enriched_at', 'research'])
      .where('workspace_id', '=', workspaceId)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp();
    const { token, user } = await registerThroughApi(t.app);
    workspaceId = await workspaceOf(t.database, user.id);
    await uploadWeekThroughApi(t.app, token, { weekNumber: 7, year: 2025 }, WEEK);
    const list = await t.app.inject({ url: '/api/legal-cases/all?state=utah', headers: bearer(token) });
    ids = (list.json() as { id: number }[]).map((c) => c.id);
    expect(ids).toHaveLength(2);
  });
  afterAll(() => t.close());

  it('writes nothing when the caller transaction rolls back after it', async () => {
    const before = await storedState();
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        const reranked = await rerankCases(trx, scope(), ids);
        expect(reranked.map((row) => row.research?.priority)).toEqual(reranked.map((row) => row.priority));
        throw new Error('the caller fails after the rerank');
      }),
    ).rejects.toThrow('the caller fails after the rerank');
    expect(await storedState()).toEqual(before);
    expect(before.every((row) => row.enriched_at === null && row.research === null)).toBe(true);
  });

  it('refuses a case outside the workspace and state with NOT_FOUND and writes nothing', async () => {
    const before = await storedState();
    for (const [where, caseIds] of [
      [{ workspaceId, state: 'texas' }, ids],
      [{ workspaceId: '00000000-0000-0000-0000-000000000000', state: 'utah' }, ids],
      [scope(), [ids[0]!, 999_999_999]],
    ] as const) {
      await expect(
        t.database.db.transaction().execute((trx) => rerankCases(trx, where, [...caseIds])),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await storedState()).toEqual(before);
  });

  it('returns the cases in the order asked, researched and stamped, and gives the same rank twice', async () => {
    const asked = [...ids].reverse();
    const first = await t.database.db
      .transaction()
      .execute((trx) => rerankCases(trx, scope(), asked, new Date('2026-01-05T10:00:00Z')));
    expect(first.map((row) => row.id)).toEqual(asked);
    const stored = await storedState();
    for (const row of stored) {
      expect(row.enriched_at?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
      expect(row.research?.priority).toBe(row.priority);
      expect(row.research?.parties.length).toBe(2);
    }
    const second = await t.database.db.transaction().execute((trx) => rerankCases(trx, scope(), asked));
    expect(second.map((row) => [row.id, row.priority, row.expert_witness_match])).toEqual(
      first.map((row) => [row.id, row.priority, row.expert_witness_match]),
    );
  });
});
