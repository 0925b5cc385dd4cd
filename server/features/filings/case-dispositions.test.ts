import type { EnrichBackgroundsResponse, LegalCaseDto, LegalCaseListItem } from '@common/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  type TestApp,
  uploadWeekThroughApi,
} from '../../test/test-app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerThroughApi(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

/**
 * A Utah justice court's export (one row per party, each row repeating its case's disposition, `NA` when it
 * has none), with an amount column added so that every case would be high-value on its amount alone.
 */
const JUSTICE_COURT_WEEK = [
  'case_num,filing_date,locn_descr,disp_descr,disp_date,party_type_description,last_name,first_name,amount',
  // Dismissed: over, not a lead, however large its amount.
  '259100101,02/10/2025,WEST VALLEY JUSTICE,Dismissed w/o Prejudice,03/14/2025,Petitioner,GRANITE PEAK BUILDERS LLC,,450000',
  '259100101,02/10/2025,WEST VALLEY JUSTICE,Dismissed w/o Prejudice,03/14/2025,Respondent,WASATCH STEEL SUPPLY INC,,450000',
  // Open: no disposition yet.
  '259100102,02/10/2025,WEST VALLEY JUSTICE,NA,NA,Petitioner,BONNEVILLE ORCHARDS INC,,450000',
  '259100102,02/10/2025,WEST VALLEY JUSTICE,NA,NA,Respondent,KESTREL AGRI EQUIPMENT CORP,,450000',
  // Its rows disagree: the later date wins.
  '259100103,02/11/2025,WEST VALLEY JUSTICE,Dismissed,03/01/2025,Petitioner,CANYON LUMBER CO,,450000',
  '259100103,02/11/2025,WEST VALLEY JUSTICE,Default Judgment,03/20/2025,Respondent,RIDGELINE FRAMING LLC,,450000',
  // Split in the file: the part read last has the disposition, and the merge at the end of the file keeps it.
  '259100104,02/11/2025,WEST VALLEY JUSTICE,,,Petitioner,SUMMIT RIDGE HOLDINGS LLC,,450000',
  '259100105,02/12/2025,WEST VALLEY JUSTICE,Active,,Petitioner,UINTA SOLAR LLC,,450000',
  '259100105,02/12/2025,WEST VALLEY JUSTICE,Active,,Respondent,BRIGHTWATER ROOFING INC,,450000',
  '259100104,02/11/2025,WEST VALLEY JUSTICE,Settled,03/05/2025,Respondent,ALPINE CONCRETE INC,,450000',
].join('\n');

function get<T>(url: string): Promise<T> {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) }).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  });
}

describe('dispositions in an export', () => {
  let filingId: number;
  let all: LegalCaseListItem[];
  const byNumber = (caseNumber: string) => all.find((c) => c.caseNumber === caseNumber)!;

  beforeAll(async () => {
    filingId = (await uploadWeekThroughApi(t.app, token, { weekNumber: 12, year: 2025 }, JUSTICE_COURT_WEEK))
      .filing.id;
    all = await get<LegalCaseListItem[]>(`/api/legal-cases/all?state=utah&weekId=${filingId}`);
  });

  it('stores a dismissed case with its disposition, and the case page shows it', async () => {
    const dismissed = byNumber('259100101');
    expect(dismissed.disposition).toEqual({
      label: 'Dismissed w/o Prejudice',
      kind: 'dismissed',
      date: '2025-03-14',
    });
    expect(dismissed).toMatchObject({
      isHighValue: false,
      needsExpertWitness: false,
      monetaryAmount: 450_000,
    });
    expect(dismissed.analysis).toMatchObject({
      isOmitted: true,
      priority: 0,
      omitReason: "Case already over: 'Dismissed w/o Prejudice' on 2025-03-14, not a lead.",
    });
    expect(dismissed.parties).toMatchObject({
      plaintiffs: ['GRANITE PEAK BUILDERS LLC'],
      defendants: ['WASATCH STEEL SUPPLY INC'],
    });

    const page = await get<LegalCaseDto>(`/api/legal-cases/${dismissed.id}`);
    expect(page.disposition).toEqual(dismissed.disposition);
    const stored = await t.database.db
      .selectFrom('cases')
      .select(['disposition', 'disposition_kind', 'disposition_date'])
      .where('id', '=', dismissed.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      disposition: 'Dismissed w/o Prejudice',
      disposition_kind: 'dismissed',
      disposition_date: '2025-03-14',
    });
  });

  it('lists only the open cases as high-value, and ranks the cases that are over below them', async () => {
    const highValue = await get<LegalCaseListItem[]>(
      `/api/legal-cases/high-value?state=utah&weekId=${filingId}`,
    );
    expect(highValue.map((c) => c.caseNumber).sort()).toEqual(['259100102', '259100105']);
    expect(byNumber('259100102').disposition).toBeNull();
    expect(byNumber('259100105').disposition).toEqual({ label: 'Active', kind: 'open', date: null });

    const ranked = all.map((c) => c.disposition?.kind ?? 'none');
    const lastOpen = Math.max(ranked.lastIndexOf('none'), ranked.lastIndexOf('open'));
    const firstOver = ranked.findIndex((kind) => kind !== 'none' && kind !== 'open');
    expect(lastOpen).toBeLessThan(firstOver);

    const stats = await get<{ totalHighValue: number; totalOmitted: number }>(
      `/api/dashboard/stats?state=utah&weekId=${filingId}`,
    );
    expect(stats).toMatchObject({ totalHighValue: 2, totalOmitted: 3 });
  });

  it('keeps the latest disposition of a case whose rows disagree, and of a case split in the file', () => {
    expect(byNumber('259100103').disposition).toEqual({
      label: 'Default Judgment',
      kind: 'decided',
      date: '2025-03-20',
    });
    const split = all.filter((c) => c.caseNumber === '259100104');
    expect(split).toHaveLength(1);
    expect(split[0]).toMatchObject({
      isHighValue: false,
      disposition: { label: 'Settled', kind: 'settled', date: '2025-03-05' },
      parties: { plaintiffs: ['SUMMIT RIDGE HOLDINGS LLC'], defendants: ['ALPINE CONCRETE INC'] },
    });
  });

  it('keeps a case that is over at priority 0 when its parties are researched', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/legal-cases/enrich-backgrounds',
      headers: bearer(token),
      payload: { state: 'utah', caseIds: [byNumber('259100101').id, byNumber('259100102').id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [over, open] = (response.json() as EnrichBackgroundsResponse).enrichedCases;
    expect([over?.analysis.priority, over?.analysis.expertWitnessMatch]).toEqual([0, 0]);
    expect(over?.disposition?.kind).toBe('dismissed');
    expect(open?.analysis.priority).toBeGreaterThan(0);
  });
});
