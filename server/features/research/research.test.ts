import type { EnrichBackgroundsResponse, LegalCaseDto } from '@common/cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  type TestApp,
  uploadWeekThroughApi,
} from '../../test/test-app';

const HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name,amount';

/**
 * A week modelled on Utah's export: a debt buyer's collection suits (filtered out by the import as volume
 * work), a hospital sued for malpractice, a commercial dispute, a contract claim between two people, and
 * optionally the debt buyer's one Tier 2 contract claim, which only the weeks before show to be volume work.
 */
function week(number: number, debtBuyer: string, options: { contractByDebtBuyer?: boolean } = {}): string {
  const day = String(10 + (number % 10)).padStart(2, '0');
  const date = `02/${day}/2025`;
  const n = (i: number) => `25${String(number).padStart(2, '0')}0${String(i).padStart(4, '0')}`;
  const rows = [HEADER];
  for (let i = 1; i <= 4; i++) {
    rows.push(`Debt Collection,${n(i)},WEST JORDAN DISTRICT,${date},P,"${debtBuyer}",,$${4 + i}200`);
    rows.push(`Debt Collection,${n(i)},WEST JORDAN DISTRICT,${date},D,DEBTOR${number}${i},PAT,`);
  }
  if (options.contractByDebtBuyer) {
    rows.push(`Contract,${n(5)},WEST JORDAN DISTRICT,${date},P,"${debtBuyer}",,$75000`);
    rows.push(`Contract,${n(5)},WEST JORDAN DISTRICT,${date},D,MARSH,ROBIN,`);
  }
  rows.push(`Medical Malpractice,${n(10)},SALT LAKE CITY DISTRICT,${date},P,QUILLFEATHER,ROWAN,`);
  rows.push(`Medical Malpractice,${n(10)},SALT LAKE CITY DISTRICT,${date},D,INTERMOUNTAIN HEALTHCARE INC,,`);
  rows.push(`Contract,${n(11)},PROVO DISTRICT,${date},P,"BRIGHTLINE ORCHARDS, INC.",,$450000`);
  rows.push(`Contract,${n(11)},PROVO DISTRICT,${date},D,KESTREL AGRI EQUIPMENT CORP,,`);
  rows.push(`Contract,${n(12)},OGDEN DISTRICT,${date},P,FENWICK,DANA,$65000`);
  rows.push(`Contract,${n(12)},OGDEN DISTRICT,${date},D,ABERNATHY,LEE,`);
  return rows.join('\n');
}

function upload(t: TestApp, token: string, weekNumber: number, csv: string) {
  return uploadWeekThroughApi(t.app, token, { weekNumber, year: 2025 }, csv);
}

async function listAll(t: TestApp, token: string, weekId?: number): Promise<LegalCaseDto[]> {
  const url = `/api/legal-cases/all?state=utah&limit=500${weekId ? `&weekId=${weekId}` : ''}`;
  return (await t.app.inject({ url, headers: bearer(token) })).json() as LegalCaseDto[];
}

function enrich(t: TestApp, token: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/legal-cases/enrich-backgrounds',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/legal-cases/enrich-backgrounds', () => {
  let t: TestApp;
  let token: string;
  let firstWeek: LegalCaseDto[];
  let firstWeekId: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerThroughApi(t.app)).token;
    firstWeekId = (await upload(t, token, 6, week(6, 'LVNV FUNDING LLC'))).filing.id;
    firstWeek = await listAll(t, token, firstWeekId);
  });
  afterAll(() => t.close());

  const byNumber = (cases: LegalCaseDto[], suffix: string) =>
    cases.find((c) => c.caseNumber.endsWith(suffix)) as LegalCaseDto;

  it('refuses callers without a session', async () => {
    const response = await enrich(t, null, { state: 'utah', caseIds: [firstWeek[0]!.id] });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an empty list, a bad id, an unknown state and more than 500 cases with 400', async () => {
    for (const payload of [
      { state: 'utah', caseIds: [] },
      { state: 'utah', caseIds: ['abc'] },
      { state: 'atlantis', caseIds: [1] },
      { state: 'utah', caseIds: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      const response = await enrich(t, token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses cases of another workspace or another state with 404 and changes nothing', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json().token as string;
    const ids = firstWeek.map((c) => c.id);
    const asDemo = await enrich(t, demo, { state: 'utah', caseIds: ids });
    expect(asDemo.statusCode).toBe(404);
    const otherState = await enrich(t, token, { state: 'texas', caseIds: ids });
    expect(otherState.statusCode).toBe(404);
    const mixed = await enrich(t, token, { state: 'utah', caseIds: [ids[0], 999_999_999] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().missingCaseIds).toEqual([999_999_999]);
    const after = await listAll(t, token, firstWeekId);
    expect(after.every((c) => c.analysis.enrichedAt === null && c.research === null)).toBe(true);
  });

  it('researches both sides, stamps enrichedAt and returns the cases in the order asked', async () => {
    const ids = firstWeek.map((c) => c.id).reverse();
    const response = await enrich(t, token, { state: 'utah', caseIds: ids });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as EnrichBackgroundsResponse;
    expect(body.enrichedCount).toBe(ids.length);
    expect(body.enrichedCases.map((c) => c.id)).toEqual(ids);
    for (const c of body.enrichedCases) {
      expect(c.analysis.enrichedAt).not.toBeNull();
      expect(c.research?.plaintiffBackground?.businessType).toBeTruthy();
      expect(c.research?.defendantBackground?.operatingHistory).toBeTruthy();
      expect(c.research?.priority).toBe(c.analysis.priority);
      expect(c.research?.expertWitnessMatch).toBe(c.analysis.expertWitnessMatch);
    }
    const hospital = byNumber(body.enrichedCases, '0010').research!.defendantBackground!;
    expect(hospital.entityType).toBe('hospital');
    expect(hospital.history.casesAsDefendant).toBe(1);
    // The detail shows what the list and the call returned.
    const detail = (
      await t.app.inject({ url: `/api/legal-cases/${ids[0]}`, headers: bearer(token) })
    ).json() as LegalCaseDto;
    expect(detail.research).toEqual(body.enrichedCases[0]!.research);
  });

  it('is idempotent: enriching again gives the same backgrounds and ranks', async () => {
    const ids = firstWeek.map((c) => c.id);
    const once = (
      await enrich(t, token, { state: 'utah', caseIds: ids })
    ).json() as EnrichBackgroundsResponse;
    const twice = (
      await enrich(t, token, { state: 'utah', caseIds: ids })
    ).json() as EnrichBackgroundsResponse;
    const strip = (r: EnrichBackgroundsResponse) =>
      r.enrichedCases.map((c) => ({ ...c.research, researchedAt: null, id: c.id, p: c.analysis.priority }));
    expect(strip(twice)).toEqual(strip(once));
  });

  it('recognises a repeat filer across weeks however its name is spelled, and ranks its claim down', async () => {
    // Week 7: the debt buyer, spelled otherwise, files one Tier 2 contract claim. The import, which sees one
    // week, keeps it as high-value; the research sees five suits across two weeks, four of them collections.
    const secondWeekId = (
      await upload(t, token, 7, week(7, 'Lvnv Funding, L.L.C.', { contractByDebtBuyer: true }))
    ).filing.id;
    const secondWeek = await listAll(t, token, secondWeekId);
    const claim = byNumber(secondWeek, '0005');
    expect(claim.isHighValue).toBe(true);
    const response = await enrich(t, token, { state: 'utah', caseIds: secondWeek.map((c) => c.id) });
    expect(response.statusCode).toBe(200);
    const enriched = response.json() as EnrichBackgroundsResponse;
    const after = byNumber(enriched.enrichedCases, '0005');
    const plaintiff = after.research!.plaintiffBackground!;
    expect(plaintiff.name).toBe('Lvnv Funding, L.L.C.');
    expect(plaintiff.normalizedName).toBe('LVNV FUNDING');
    expect(plaintiff.history.casesAsPlaintiff).toBe(9);
    expect(plaintiff.history.weeksSeen).toBe(2);
    expect(plaintiff.history.spellings).toEqual(
      expect.arrayContaining(['LVNV FUNDING LLC', 'Lvnv Funding, L.L.C.']),
    );
    expect(plaintiff.history.isRepeatFiler).toBe(true);
    expect(plaintiff.operatingHistory).toMatch(/2 weeks/);
    expect(after.analysis.expertWitnessMatch).toBeLessThan(claim.analysis.expertWitnessMatch);
    expect(after.analysis.priority).toBeLessThan(claim.analysis.priority);
    expect(after.research!.reasons.join('\n')).toMatch(/sues in volume/);

    // The hospital case and the commercial dispute now rank above the debt buyer's claim.
    const ranked = await listAll(t, token, secondWeekId);
    const position = (suffix: string) => ranked.findIndex((c) => c.caseNumber.endsWith(suffix));
    expect(position('0010')).toBeLessThan(position('0005'));
    expect(position('0011')).toBeLessThan(position('0005'));
  });

  it('forgets a deleted week: the party history counts only the weeks still stored', async () => {
    const filings = (
      await t.app.inject({ url: '/api/court-filings?state=utah', headers: bearer(token) })
    ).json() as { id: number; weekNumber: number }[];
    const week7 = filings.find((f) => f.weekNumber === 7)!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/court-filings/${week7.id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    const response = await enrich(t, token, { state: 'utah', caseIds: [byNumber(firstWeek, '0001').id] });
    const plaintiff = (response.json() as EnrichBackgroundsResponse).enrichedCases[0]!.research!
      .plaintiffBackground!;
    expect(plaintiff.history.casesAsPlaintiff).toBe(4);
    expect(plaintiff.history.weeksSeen).toBe(1);
  });

  it("does not join two cases under a common person's name into one history, and says the count is by name", async () => {
    // Two weeks, two 'DAVID JOHNSON's: an eviction tenant and a contract defendant.
    const rows = (n: string, type: string, plaintiff: string) =>
      [
        HEADER,
        `${type},${n},OGDEN DISTRICT,03/03/2025,P,"${plaintiff}",,$60000`,
        `${type},${n},OGDEN DISTRICT,03/03/2025,D,JOHNSON,DAVID,`,
      ].join('\n');
    await upload(t, token, 30, rows('253000001', 'Eviction', 'SAGEBRUSH APARTMENTS LLC'));
    const second = await upload(t, token, 31, rows('253100001', 'Contract', 'GRANITE SUPPLY CO'));
    const [contract] = await listAll(t, token, second.filing.id);
    const response = await enrich(t, token, { state: 'utah', caseIds: [contract!.id] });
    expect(response.statusCode, response.body).toBe(200);
    const johnson = (response.json() as EnrichBackgroundsResponse).enrichedCases[0]!.research!
      .defendantBackground!;
    expect(johnson.entityType).toBe('individual');
    expect(johnson.history).toMatchObject({ casesAsDefendant: 2, isByNameOnly: true, isRepeatFiler: false });
    expect(johnson.operatingHistory).toMatch(/^By name only: 2 cases in 2 weeks stored are under the name/);
    expect(johnson.operatingHistory).not.toMatch(/eviction|%/i);
  });

  it('logs each enrichment in the activity log', async () => {
    const rows = await t.database.db
      .selectFrom('activity_logs')
      .select(['action', 'details'])
      .where('action', 'in', ['cases_enriched', 'cases_enrichment_failed'])
      .execute();
    expect(rows.some((r) => r.action === 'cases_enriched')).toBe(true);
    expect(rows.some((r) => r.action === 'cases_enrichment_failed')).toBe(true);
  });
});
