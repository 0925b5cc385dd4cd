import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ComplaintAnalysis } from '@common/analysis';
import type { AnalyzeComplaintResponse, LegalCaseDto } from '@common/cases';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/multipart';
import {
  bearer,
  createTestApp,
  registerThroughApi,
  startDemoThroughApi,
  type TestApp,
} from '../../test/test-app';

const readFixture = (name: string) =>
  fs.readFileSync(path.resolve(import.meta.dirname, '../../analysis/fixtures/complaints', name), 'utf8');

/** A Missouri petition: the parties of case 251900201 below, another court and case number. */
const MISSOURI_PETITION = readFixture('mo-pi-petition.txt');
/** The same petition as filed in Utah under the case's own number: a complaint that fits case 251900201. */
const PETITION = MISSOURI_PETITION.replace(
  'IN THE CIRCUIT COURT OF JACKSON COUNTY, MISSOURI\nAT KANSAS CITY',
  'IN THE THIRD JUDICIAL DISTRICT COURT\nIN AND FOR SALT LAKE COUNTY, STATE OF UTAH',
).replace('Case No. 2516-CV04821', 'Case No. 251900201');
/** A federal insurance complaint from Arizona: nothing in common with any case below. */
const ARIZONA_INSURANCE = readFixture('fed-az-insurance-bad-faith.txt');

const WEEK = [
  'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
  'Automobile Tort,251900201,SALT LAKE CITY DISTRICT,02/10/2025,P,OYELARAN,TAMSIN',
  'Automobile Tort,251900201,SALT LAKE CITY DISTRICT,02/10/2025,D,PRAIRIE HAUL FREIGHT LLC,',
  'Contract,251900202,PROVO DISTRICT,02/11/2025,P,"BRIGHTLINE ORCHARDS, INC.",',
  'Contract,251900202,PROVO DISTRICT,02/11/2025,D,KESTREL AGRI EQUIPMENT CORP,',
].join('\n');

async function setUpWeek(t: TestApp, token: string, weekNumber: string): Promise<LegalCaseDto[]> {
  const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber, year: '2025' }, [
    { field: 'csvFile', fileName: 'week.csv', content: WEEK },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const list = await t.app.inject({ url: '/api/legal-cases/all?state=utah', headers: bearer(token) });
  return list.json() as LegalCaseDto[];
}

function analyze(
  t: TestApp,
  caseId: number,
  content: Buffer | string,
  options: { token?: string; fileName?: string; comprehensive?: boolean; field?: string } = {},
) {
  const body = multipartBody({}, [
    {
      field: options.field ?? 'complaintFile',
      fileName: options.fileName ?? 'complaint.txt',
      content,
      contentType: 'application/octet-stream',
    },
  ]);
  const url = options.comprehensive
    ? `/api/legal-cases/${caseId}/analyze-complaint-comprehensive`
    : `/api/legal-cases/${caseId}/analyze`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(options.token ? bearer(options.token) : {}) },
    payload: body.payload,
  });
}

async function imageOnlyPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]);
  pdf.addPage([612, 792]);
  return Buffer.from(await pdf.save());
}

describe('complaint analysis (built-in engine)', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let cases: LegalCaseDto[];
  let autoCase: LegalCaseDto;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await registerThroughApi(t.app)).token;
    user = (await registerThroughApi(t.app)).token;
    cases = await setUpWeek(t, admin, '11');
    autoCase = cases.find((c) => c.caseNumber === '251900201')!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('analyses a text complaint, stores it with the case and re-ranks the case', async () => {
    const response = await analyze(t, autoCase.id, PETITION, { token: user, fileName: 'petition.txt' });
    expect(response.statusCode).toBe(200);
    const { legalCase, analysis, mismatch } = response.json() as AnalyzeComplaintResponse;
    expect(mismatch).toBeNull();
    expect(legalCase.pendingComplaint).toBeNull();
    expect(analysis.analysisType).toBe('standard');
    expect(analysis.documentSize).toBe(Buffer.byteLength(PETITION));
    expect(analysis.complaintText).toContain('PETITION FOR DAMAGES');
    expect(analysis.parties.map((p) => p.role)).toContain('plaintiff');
    expect(analysis.engine.aiModel).toBeNull();
    expect(legalCase.aiAnalysis?.analyzedAt).toBe(analysis.analyzedAt);
    // The case is ranked again with its complaint (two thirds) and its parties' research; lists sort by it.
    expect(legalCase.research?.reasons.at(-1)).toMatch(/complaint's analysis .* weighs two thirds/);
    expect(legalCase.analysis.expertWitnessMatch).toBe(legalCase.research?.expertWitnessMatch);
    expect(legalCase.analysis.enrichedAt).not.toBeNull();
    const reread = (
      await t.app.inject({ url: `/api/legal-cases/${autoCase.id}`, headers: bearer(admin) })
    ).json();
    expect(reread.analysis.priority).toBe(legalCase.analysis.priority);
    expect(reread.analysis.expertWitnessMatch).not.toBe(autoCase.analysis.expertWitnessMatch);
    // The text is stored once, with the complaint; the case shows it again.
    expect(reread.aiAnalysis.complaintText).toBe(analysis.complaintText);
    const caseRow = await t.database.db
      .selectFrom('cases')
      .select('ai_analysis')
      .where('id', '=', autoCase.id)
      .executeTakeFirstOrThrow();
    expect(caseRow.ai_analysis?.complaintText).toBe('');

    const stored = await t.database.db
      .selectFrom('complaints')
      .select(['case_id', 'format', 'byte_size', 'extracted_text', 'content', 'engine_version'])
      .where('case_id', '=', autoCase.id)
      .executeTakeFirstOrThrow();
    expect(stored.format).toBe('txt');
    expect(stored.byte_size).toBe(Buffer.byteLength(PETITION));
    expect(Buffer.from(stored.content).toString('utf8')).toBe(PETITION);
    expect(stored.extracted_text).toContain('Hausmann');

    const withComplaint = await t.app.inject({
      url: '/api/legal-cases/all?state=utah&hasComplaint=true',
      headers: bearer(admin),
    });
    const listed = withComplaint.json() as LegalCaseDto[];
    expect(listed.map((c) => c.id)).toEqual([autoCase.id]);
    // Lists leave the complaint's text out; the case itself has it.
    expect(listed[0]!.aiAnalysis?.complaintText).toBe('');

    const logged = await t.database.db
      .selectFrom('activity_logs')
      .select(['action', 'details'])
      .where('action', '=', 'complaint_analyzed')
      .execute();
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ caseId: autoCase.id, fileName: 'petition.txt' });
  });

  it('gives the stored complaint back as uploaded, as a download, and 404 for a case without one', async () => {
    const download = await t.app.inject({
      url: `/api/legal-cases/${autoCase.id}/complaint`,
      headers: bearer(user),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="petition.txt"; filename*=UTF-8''petition.txt`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(Buffer.from(PETITION))).toBe(true);
    const other = cases.find((c) => c.id !== autoCase.id)!;
    const none = await t.app.inject({ url: `/api/legal-cases/${other.id}/complaint`, headers: bearer(user) });
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('No complaint has been uploaded for this case.');
    const demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json().token as string;
    const asDemo = await t.app.inject({
      url: `/api/legal-cases/${autoCase.id}/complaint`,
      headers: bearer(demo),
    });
    expect(asDemo.statusCode).toBe(404);
  });

  it('refuses without a session, and for a case of another workspace', async () => {
    expect((await analyze(t, autoCase.id, PETITION)).statusCode).toBe(401);
    const demo = (await t.app.inject({ method: 'POST', url: '/api/auth/demo' })).json().token as string;
    const response = await analyze(t, autoCase.id, PETITION, { token: demo });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('The requested case could not be found.');
  });

  it('judges the type by content: a PNG named .pdf gets 415', async () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200)]);
    const response = await analyze(t, autoCase.id, png, { token: user, fileName: 'complaint.pdf' });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('gives a short text file named .pdf the invalid-type message, not the too-short one', async () => {
    const page = '<html><body>Document not found</body></html>';
    const standard = await analyze(t, autoCase.id, page, { token: user, fileName: 'complaint.pdf' });
    expect(standard.statusCode).toBe(415);
    expect(standard.json().error).toBe(
      'Unsupported file type. Upload the complaint as a .txt, .pdf, .doc, .docx or .rtf file.',
    );
    const comprehensive = await analyze(t, autoCase.id, page, {
      token: user,
      fileName: 'complaint.pdf',
      comprehensive: true,
    });
    expect(comprehensive.statusCode).toBe(415);
    expect(comprehensive.json().error).toBe(
      'Please upload a PDF or text file. Other formats are not supported for analysis.',
    );
  });

  it("says a PDF without a text layer can't be read, in each call's own words", async () => {
    const scan = await imageOnlyPdf();
    const standard = await analyze(t, autoCase.id, scan, { token: user, fileName: 'scan.pdf' });
    expect(standard.statusCode).toBe(422);
    expect(standard.json().error).toBe('Unable to process PDF file. Try uploading as a text file instead.');
    const comprehensive = await analyze(t, autoCase.id, scan, {
      token: user,
      fileName: 'scan.pdf',
      comprehensive: true,
    });
    expect(comprehensive.statusCode).toBe(422);
    expect(comprehensive.json().error).toBe(
      'Unable to extract text from PDF. Please try converting to a text file or ensure the PDF contains searchable text.',
    );
  });

  it('reads a scanned complaint by OCR and says so, with its counsel and case number', async () => {
    const scan = fs.readFileSync(
      path.resolve('server/analysis/fixtures/scanned/il-cook-premises-law-division.pdf'),
    );
    const response = await analyze(t, autoCase.id, scan, { token: user, fileName: 'scan.pdf' });
    expect(response.statusCode).toBe(200);
    const { analysis } = response.json() as AnalyzeComplaintResponse;
    expect(analysis.reading).toMatchObject({ format: 'pdf', ocr: { pages: 1 } });
    expect(analysis.reading?.ocr?.confidence).toBeGreaterThan(0.8);
    expect(analysis.attorneyInformation.plaintiffAttorneys.length).toBeGreaterThan(0);
    expect(analysis.caseNumber).toBe('2025 L 004412');
  }, 60_000);

  it('refuses a document too short to analyse', async () => {
    const response = await analyze(t, autoCase.id, 'Complaint. Pay me.', { token: user });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe(
      'Document appears to be empty or too short for analysis. Please upload a complete complaint document.',
    );
  });

  it('takes only PDF and text for the comprehensive analysis', async () => {
    const rtf = `{\\rtf1\\ansi ${PETITION.replaceAll('\n', '\\par\n')}}`;
    const response = await analyze(t, autoCase.id, rtf, {
      token: user,
      fileName: 'c.rtf',
      comprehensive: true,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(
      'Please upload a PDF or text file. Other formats are not supported for analysis.',
    );
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    const response = await analyze(t, autoCase.id, big, { token: user });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(
      'File is too large. Please use a smaller file or extract key sections.',
    );
  });

  it('keeps the AI test calls for admins, and answers in the spec shape', async () => {
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/ai/test',
      headers: bearer(user),
      payload: { text: PETITION },
    });
    expect(denied.statusCode).toBe(403);
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/ai/test',
      headers: bearer(admin),
      payload: { text: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const answered = await t.app.inject({
      method: 'POST',
      url: '/api/ai/test',
      headers: bearer(admin),
      payload: { text: PETITION },
    });
    expect(answered.statusCode).toBe(200);
    expect(Object.keys(answered.json()).sort()).toEqual([
      'attorneyInformation',
      'expertWitnessOpportunities',
      'factualSummary',
      'keyFindings',
      'summary',
    ]);
    const body = multipartBody({}, [{ field: 'document', fileName: 'p.txt', content: PETITION }]);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/ai/test-file',
      headers: { ...body.headers, ...bearer(admin) },
      payload: body.payload,
    });
    expect(file.statusCode).toBe(200);
    expect(file.json().summary).toBe(answered.json().summary);
  });
});

describe('a complaint that does not fit its case', () => {
  let t: TestApp;
  let user: string;
  let autoCase: LegalCaseDto;
  let contractCase: LegalCaseDto;

  const readCase = async (id: number) =>
    (await t.app.inject({ url: `/api/legal-cases/${id}`, headers: bearer(user) })).json() as LegalCaseDto;
  const review = (id: number, verb: 'confirm' | 'discard', token: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/legal-cases/${id}/complaint/${verb}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const logged = (action: string) =>
    t.database.db
      .selectFrom('activity_logs')
      .select('details')
      .where('action', '=', action)
      .orderBy('created_at')
      .execute();
  const complaintRows = (caseId: number) =>
    t.database.db.selectFrom('complaints').select('id').where('case_id', '=', caseId).execute();
  /** What a held complaint must leave alone: the case's rank, scores, analysis and research. */
  const rankOf = (c: LegalCaseDto) => ({
    priority: c.analysis.priority,
    expertWitnessMatch: c.analysis.expertWitnessMatch,
    enrichedAt: c.analysis.enrichedAt,
    hasComplaint: c.hasComplaint,
    aiAnalysis: c.aiAnalysis,
    research: c.research,
  });

  beforeAll(async () => {
    t = await createTestApp();
    user = (await registerThroughApi(t.app)).token;
    const cases = await setUpWeek(t, user, '13');
    autoCase = cases.find((c) => c.caseNumber === '251900201')!;
    contractCase = cases.find((c) => c.caseNumber === '251900202')!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds it: the case keeps its rank, and the answer lists what differs', async () => {
    const before = await readCase(contractCase.id);
    const response = await analyze(t, contractCase.id, ARIZONA_INSURANCE, {
      token: user,
      fileName: 'whitlock.txt',
    });
    expect(response.statusCode).toBe(200);
    const { legalCase, analysis, mismatch } = response.json() as AnalyzeComplaintResponse;
    expect(analysis.caseNumber).toBe('2:25-cv-01187-DLR');
    expect(mismatch?.differences).toEqual([
      { field: 'caseNumber', complaint: '2:25-cv-01187-DLR', case: '251900202' },
      {
        field: 'court',
        complaint: 'United States District Court for the District of Arizona',
        case: 'Provo District, Utah',
      },
      {
        field: 'parties',
        complaint: 'Grant T. Whitlock; Lenore Whitlock v. Cactus Mutual Insurance Company',
        case: 'BRIGHTLINE ORCHARDS, INC. v. KESTREL AGRI EQUIPMENT CORP',
      },
    ]);
    expect(rankOf(legalCase)).toEqual(rankOf(before));
    expect(legalCase.pendingComplaint).toMatchObject({
      fileName: 'whitlock.txt',
      analysisType: 'standard',
      differences: mismatch?.differences,
    });

    // A reload still asks; lists and the stored complaints know nothing of it yet.
    const reread = await readCase(contractCase.id);
    expect(reread.pendingComplaint).toEqual(legalCase.pendingComplaint);
    expect(rankOf(reread)).toEqual(rankOf(before));
    expect(await complaintRows(contractCase.id)).toEqual([]);
    const withComplaint = await t.app.inject({
      url: '/api/legal-cases/all?state=utah&hasComplaint=true',
      headers: bearer(user),
    });
    expect(withComplaint.json()).toEqual([]);
    const [held] = await logged('complaint_held_for_confirmation');
    expect(held?.details).toMatchObject({
      caseId: contractCase.id,
      fileName: 'whitlock.txt',
      pendingComplaintId: legalCase.pendingComplaint?.id,
    });
  });

  it("refuses another workspace's user with 404, and leaves the held complaint waiting", async () => {
    const demo = (await startDemoThroughApi(t.app)).token;
    for (const verb of ['confirm', 'discard'] as const) {
      const response = await review(contractCase.id, verb, demo);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('The requested case could not be found.');
    }
    expect((await readCase(contractCase.id)).pendingComplaint).not.toBeNull();
  });

  it('applies it when the user confirms, and re-ranks the case as a fitting complaint would', async () => {
    const pending = (await readCase(contractCase.id)).pendingComplaint!;
    const response = await review(contractCase.id, 'confirm', user, { pendingComplaintId: pending.id });
    expect(response.statusCode).toBe(200);
    const { legalCase, analysis, mismatch } = response.json() as AnalyzeComplaintResponse;
    expect(mismatch).toBeNull();
    expect(legalCase.pendingComplaint).toBeNull();
    expect(legalCase.hasComplaint).toBe(true);
    expect(legalCase.aiAnalysis?.analyzedAt).toBe(analysis.analyzedAt);
    expect(legalCase.aiAnalysis?.complaintText).toContain('Cactus Mutual');
    expect(legalCase.research?.reasons.at(-1)).toMatch(/complaint's analysis .* weighs two thirds/);
    expect(legalCase.analysis.expertWitnessMatch).toBe(legalCase.research?.expertWitnessMatch);
    expect(legalCase.analysis.priority).toBe(legalCase.research?.priority);
    expect(legalCase.analysis.enrichedAt).not.toBeNull();
    expect(await complaintRows(contractCase.id)).toHaveLength(1);
    const [confirmed] = await logged('complaint_confirmed');
    expect(confirmed?.details).toMatchObject({
      caseId: contractCase.id,
      pendingComplaintId: pending.id,
      fileName: 'whitlock.txt',
    });
  });

  it('answers 409 when nothing waits to be confirmed or discarded', async () => {
    for (const verb of ['confirm', 'discard'] as const) {
      const response = await review(contractCase.id, verb, user);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        error: 'No complaint is waiting for confirmation on this case.',
      });
    }
  });

  it('drops it when the user discards it, and the case stays as it was', async () => {
    const before = await readCase(autoCase.id);
    const response = await analyze(t, autoCase.id, MISSOURI_PETITION, { token: user, comprehensive: true });
    expect(response.statusCode).toBe(200);
    const held = response.json() as AnalyzeComplaintResponse;
    // The same parties: only the number and the court differ.
    expect(held.mismatch?.differences.map((d) => d.field)).toEqual(['caseNumber', 'court']);
    expect(held.legalCase.pendingComplaint?.analysisType).toBe('comprehensive');

    const discarded = await review(autoCase.id, 'discard', user, {
      pendingComplaintId: held.legalCase.pendingComplaint!.id,
    });
    expect(discarded.statusCode).toBe(200);
    const { legalCase } = discarded.json() as { legalCase: LegalCaseDto };
    expect(legalCase.pendingComplaint).toBeNull();
    expect(rankOf(legalCase)).toEqual(rankOf(before));
    expect(rankOf(await readCase(autoCase.id))).toEqual(rankOf(before));
    expect(await complaintRows(autoCase.id)).toEqual([]);
    const [entry] = await logged('complaint_discarded');
    expect(entry?.details).toMatchObject({
      caseId: autoCase.id,
      pendingComplaintId: held.legalCase.pendingComplaint!.id,
    });
  });

  it('acts only on the complaint the user saw: a newer upload replaces it, and a fitting one applies', async () => {
    const first = (
      await analyze(t, autoCase.id, MISSOURI_PETITION, { token: user })
    ).json() as AnalyzeComplaintResponse;
    const second = (
      await analyze(t, autoCase.id, ARIZONA_INSURANCE, { token: user })
    ).json() as AnalyzeComplaintResponse;
    const firstId = first.legalCase.pendingComplaint!.id;
    expect(second.legalCase.pendingComplaint!.id).not.toBe(firstId);
    const stale = await review(autoCase.id, 'confirm', user, { pendingComplaintId: firstId });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/Another complaint has been uploaded/);

    const fitting = await analyze(t, autoCase.id, PETITION, { token: user });
    expect(fitting.statusCode).toBe(200);
    const applied = fitting.json() as AnalyzeComplaintResponse;
    expect(applied.mismatch).toBeNull();
    expect(applied.legalCase.pendingComplaint).toBeNull();
    expect(applied.legalCase.aiAnalysis?.analyzedAt).toBe(applied.analysis.analyzedAt);
    expect((await review(autoCase.id, 'confirm', user)).statusCode).toBe(409);
  });

  it('validates the body: a pending id must be a positive integer', async () => {
    const response = await review(autoCase.id, 'confirm', user, { pendingComplaintId: 'x' });
    expect(response.statusCode).toBe(400);
  });
});

/** A local server speaking the chat-completions protocol, answering as `reply` says. */
async function startFakeProvider(
  reply: (request: unknown) => { status?: number; body: string; delayMs?: number },
) {
  const requests: unknown[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const parsed = JSON.parse(raw);
      requests.push({ url: req.url, auth: req.headers.authorization, body: parsed });
      const answer = reply(parsed);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const chat = (content: unknown) =>
  JSON.stringify({
    choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }],
  });

describe('complaint analysis with an AI provider', () => {
  let mode: 'grounded' | 'malformed' | 'slow' | 'error' = 'grounded';
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  let t: TestApp;
  let token: string;
  let caseId: number;

  beforeAll(async () => {
    provider = await startFakeProvider(() => {
      if (mode === 'malformed')
        return { body: chat('Sure! Here is my analysis: the defendant was negligent.') };
      if (mode === 'slow') return { body: chat({ summary: 'late' }), delayMs: 2_000 };
      if (mode === 'error') return { status: 500, body: '{"error":"overloaded"}' };
      return {
        body: chat({
          summary:
            'Tamsin R. Oyelaran sues Prairie Haul Freight, LLC over a rear-end collision on Interstate 70.',
          factualSummary: [
            'Plaintiff incurred medical expenses of $48,611.30.',
            'Plaintiff also lost $250,000 in business income.',
          ],
          keyFindings: ['Counsel may be reached at claims@invented-firm.test.'],
          expertWitnessOpportunities: [
            'Accident reconstruction engineer: rear-impact speed and following distance',
          ],
        }),
      };
    });
    t = await createTestApp({
      AI_BASE_URL: provider.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '500',
    });
    token = (await registerThroughApi(t.app)).token;
    caseId = (await setUpWeek(t, token, '12')).find((c) => c.caseNumber === '251900201')!.id;
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  async function analysis(): Promise<ComplaintAnalysis> {
    const response = await analyze(t, caseId, PETITION, { token });
    expect(response.statusCode).toBe(200);
    return (response.json() as AnalyzeComplaintResponse).analysis;
  }

  it('adds what the document supports and drops invented amounts and e-mails', async () => {
    mode = 'grounded';
    const result = await analysis();
    expect(result.engine.aiModel).toBe('fake-model');
    expect(result.summary).toContain('Prairie Haul Freight');
    expect(result.factualSummary).toEqual(['Plaintiff incurred medical expenses of $48,611.30.']);
    expect(result.keyFindings.join(' ')).not.toContain('invented-firm.test');
    expect(result.engine.aiNotes.join(' ')).toMatch(/\$250,000/);
    expect(result.engine.aiNotes.join(' ')).toMatch(/claims@invented-firm\.test/);
    const sent = provider.requests.at(-1) as { url: string; auth: string; body: { model: string } };
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.auth).toBe('Bearer test-key');
    expect(sent.body.model).toBe('fake-model');
  });

  it.each([
    ['a malformed answer', 'malformed'],
    ['a slow answer', 'slow'],
    ['an error status', 'error'],
  ] as const)('falls back to the built-in analysis on %s', async (_label, failure) => {
    mode = failure;
    const result = await analysis();
    expect(result.engine.aiModel).toBeNull();
    expect(result.engine.aiNotes[0]).toMatch(/AI provider was not used/);
    // The facts are the engine's either way.
    expect(result.parties.length).toBeGreaterThan(0);
  });
});
