import type { LegalCaseDto } from '@common/cases';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildComplaintPdf,
  buildDocx,
  buildEncryptedPdf,
  buildFakeOle2,
  buildPng,
  buildZip,
  docxEntries,
  readFixture,
  SHORT_COMPLAINT,
} from '../../analysis/extract/fixtures/build-fixtures';
import { multipartBody } from '../../test/multipart';
import { bearer, createTestApp, registerThroughApi, type TestApp } from '../../test/test-app';

/**
 * Broken and hostile complaint documents sent through the real analysis routes. Each gets its documented
 * status (413 too large, 415 not a document, 422 unreadable, 400 no file) and a message that says what is
 * wrong, or is analysed; the server stays up after every one.
 */

let t: TestApp;
let admin: string;
let user: string;
let caseId: number;

const WEEK = [
  'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name',
  'Automobile Tort,241900201,SALT LAKE CITY DISTRICT,02/10/2024,P,OYELARAN,TAMSIN',
  'Automobile Tort,241900201,SALT LAKE CITY DISTRICT,02/10/2024,D,PRAIRIE HAUL FREIGHT LLC,',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  admin = (await registerThroughApi(t.app)).token;
  user = (await registerThroughApi(t.app)).token;
  const body = multipartBody({ state: 'utah', confirmMismatch: 'true', weekNumber: '40', year: '2024' }, [
    { field: 'csvFile', fileName: 'week.csv', content: WEEK },
  ]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/court-filings/upload',
    headers: { ...body.headers, ...bearer(user) },
    payload: body.payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const list = await t.app.inject({ url: '/api/legal-cases/all?state=utah', headers: bearer(user) });
  caseId = (list.json() as LegalCaseDto[])[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

afterEach(async () => {
  const health = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(health.statusCode).toBe(200);
  const list = await t.app.inject({ url: '/api/legal-cases/all?state=utah', headers: bearer(user) });
  expect(list.statusCode).toBe(200);
});

function send(url: string, field: string, token: string, content: Buffer, fileName: string) {
  const body = multipartBody({}, [{ field, fileName, content, contentType: 'application/octet-stream' }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
}

const analyze = (content: Buffer, fileName: string) =>
  send(`/api/legal-cases/${caseId}/analyze`, 'complaintFile', user, content, fileName);
const testFile = (content: Buffer, fileName: string) =>
  send('/api/ai/test-file', 'document', admin, content, fileName);

const PARAGRAPHS = SHORT_COMPLAINT.trim().split('\n');

/** The same binary noise on every run (a linear congruential sequence), so a failure can be replayed. */
function garbage(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    bytes[i] = x >>> 24;
  }
  return bytes;
}

/** A text PDF whose catalog runs JavaScript when opened (/OpenAction); a reader must never run it. */
async function pdfWithJavaScript(): Promise<Buffer> {
  const doc = await PDFDocument.load(await buildComplaintPdf());
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript' });
  action.set(PDFName.of('JS'), PDFString.of('app.alert("pwned"); this.exportDataObject({cName: "x"});'));
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A DOCX whose word/document.xml inflates to 60 MB (past the 50 MB limit) from about 60 KB. */
function docxBomb(declaredSize?: number): Buffer {
  const [types, rels] = docxEntries(PARAGRAPHS);
  const xml = Buffer.alloc(60 * 1024 * 1024, 0x20);
  xml.write(
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>',
  );
  return buildZip([types!, rels!, { name: 'word/document.xml', data: xml, declaredSize }]);
}

// Each bomb is built once: 60 MB to deflate is the slowest input here.
let bomb: Buffer | undefined;
let lyingBomb: Buffer | undefined;

const SPEC_UNSUPPORTED = /Unsupported file type/;
const TOO_SHORT = /empty or too short for analysis/;

const cases: [string, () => Promise<Buffer> | Buffer, string, number, string, RegExp][] = [
  ['an empty file', () => Buffer.alloc(0), 'complaint.pdf', 422, 'UNPROCESSABLE_DOCUMENT', TOO_SHORT],
  ['a PNG named .pdf', () => buildPng(8, 8), 'complaint.pdf', 415, 'UNSUPPORTED_MEDIA_TYPE', /PNG image/],
  ['a PNG named .docx', () => buildPng(8, 8), 'complaint.docx', 415, 'UNSUPPORTED_MEDIA_TYPE', /PNG image/],
  [
    'a Windows program named .doc',
    () => Buffer.concat([Buffer.from('MZ'), garbage(2000)]),
    'complaint.doc',
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    /Windows program/,
  ],
  [
    'random bytes named .txt',
    () => garbage(4096),
    'complaint.txt',
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    SPEC_UNSUPPORTED,
  ],
  [
    'a zip that is not a Word file, named .docx',
    () => buildZip([{ name: 'sheet.csv', data: Buffer.from('a,b\n1,2\n') }]),
    'complaint.docx',
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    /not a Word document/,
  ],
  [
    'a truncated PDF',
    async () => (await buildComplaintPdf()).subarray(0, 1500),
    'complaint.pdf',
    422,
    'UNPROCESSABLE_DOCUMENT',
    /PDF could not be read; it may be damaged or incomplete/,
  ],
  [
    'a password-protected PDF',
    buildEncryptedPdf,
    'complaint.pdf',
    422,
    'UNPROCESSABLE_DOCUMENT',
    /password-protected/,
  ],
  [
    'a DOCX zip bomb (document.xml inflates to 60 MB)',
    () => {
      bomb ??= docxBomb();
      return bomb;
    },
    'complaint.docx',
    422,
    'UNPROCESSABLE_DOCUMENT',
    /expands to far more data than a document holds/,
  ],
  [
    'a DOCX zip bomb whose headers claim 4 KB',
    () => {
      lyingBomb ??= docxBomb(4096);
      return lyingBomb;
    },
    'complaint.docx',
    422,
    'UNPROCESSABLE_DOCUMENT',
    /Word file/,
  ],
  [
    'a truncated DOCX',
    () => buildDocx(PARAGRAPHS).subarray(0, 300),
    'complaint.docx',
    422,
    'UNPROCESSABLE_DOCUMENT',
    /Word file/,
  ],
  [
    'a .doc with an OLE2 header and garbage behind it',
    () => buildFakeOle2(),
    'complaint.doc',
    422,
    'UNPROCESSABLE_DOCUMENT',
    /\.doc\) file could not be read/,
  ],
  [
    'an RTF cut off in the middle',
    () => readFixture('complaint.rtf').subarray(0, 400),
    'complaint.rtf',
    422,
    'UNPROCESSABLE_DOCUMENT',
    TOO_SHORT,
  ],
  [
    'a text file of 10 MB + 1 byte',
    () => Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
    'complaint.txt',
    413,
    'PAYLOAD_TOO_LARGE',
    /File is too large/,
  ],
];

describe('POST /api/legal-cases/:id/analyze with broken documents', () => {
  it.each(cases)('refuses %s', async (_label, build, fileName, status, code, what) => {
    const response = await analyze(await build(), fileName);
    expect(response.statusCode).toBe(status);
    const body = response.json() as { error: string; code: string; detail?: string };
    expect(body.code).toBe(code);
    expect(`${body.error} ${body.detail ?? ''}`).toMatch(what);
  });

  // RTF readers skip what they cannot parse: noise either leaves too little text (422) or enough to analyse.
  it.each([1, 2, 3])('reads or refuses an RTF header followed by binary noise (seed %i)', async (seed) => {
    const rtf = Buffer.concat([Buffer.from('{\\rtf1\\ansi '), garbage(3000, seed)]);
    const response = await analyze(rtf, 'complaint.rtf');
    expect([200, 422]).toContain(response.statusCode);
    if (response.statusCode === 422) {
      expect(response.json().error).toMatch(/RTF file could not be read|empty or too short/);
    }
  });

  it('refuses a request without the file with 400', async () => {
    const response = await send(
      `/api/legal-cases/${caseId}/analyze`,
      'otherField',
      user,
      Buffer.from('x'),
      'a.txt',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'No File Selected', code: 'BAD_REQUEST' });
    expect(response.json().message).toMatch(/complaintFile/);
  });

  it.each<[string, () => Promise<Buffer> | Buffer, string]>([
    ['a PDF with a JavaScript open action (read, never run)', pdfWithJavaScript, 'complaint.pdf'],
    [
      'UTF-16 text with NUL and control characters',
      () =>
        Buffer.from(`\uFEFF${SHORT_COMPLAINT.replaceAll('Plaintiff', 'Plain\u0000tiff\u0007')}`, 'utf16le'),
      'complaint.txt',
    ],
    [
      'an RTF whose escapes encode NUL characters',
      () => Buffer.from(`{\\rtf1\\ansi ${SHORT_COMPLAINT.replaceAll('\n', '\\u0?\\par\n')}}`),
      'complaint.rtf',
    ],
  ])('analyses %s', async (_label, build, fileName) => {
    const response = await analyze(await build(), fileName);
    expect(response.statusCode).toBe(200);
    const stored = JSON.stringify(response.json());
    expect(stored).not.toContain('\\u0000');
    expect(stored).not.toContain('pwned');
  });
});

describe('POST /api/ai/test-file (admin only) with broken documents', () => {
  it('is refused to a user who is not an admin', async () => {
    const response = await send('/api/ai/test-file', 'document', user, Buffer.from(SHORT_COMPLAINT), 'c.txt');
    expect(response.statusCode).toBe(403);
  });

  // The same inputs as above but the 10 MB one (sent once is enough) and the bombs (the same reader).
  it.each(cases.filter(([label]) => !/10 MB|bomb/.test(label)))(
    'refuses %s',
    async (_label, build, fileName, status, code, what) => {
      const response = await testFile(await build(), fileName);
      expect(response.statusCode).toBe(status);
      const body = response.json() as { error: string; code: string; detail?: string };
      expect(body.code).toBe(code);
      expect(`${body.error} ${body.detail ?? ''}`).toMatch(what);
    },
  );
});
