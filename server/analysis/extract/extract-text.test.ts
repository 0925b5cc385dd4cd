import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type DocumentErrorCode, extractDocumentText, MIN_TEXT_CHARS } from './extract-text';
import {
  buildComplaintPdf,
  buildDocx,
  buildEncryptedPdf,
  buildFakeOle2,
  buildImageOnlyPdf,
  buildPng,
  buildWordDoc,
  buildZip,
  docxEntries,
  readFixture,
  SHORT_COMPLAINT,
} from './fixtures/build-fixtures';

const paragraphs = SHORT_COMPLAINT.trim().split('\n');
const utf16 = (text: string, order: 'le' | 'be') => {
  const le = Buffer.from(text, 'utf16le');
  if (order === 'le') return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le.swap16()]);
};

describe('extractDocumentText reads each format by its content', () => {
  const cases: {
    name: string;
    bytes: () => Promise<Buffer> | Buffer;
    fileName?: string;
    format: string;
    contains: string[];
    lacks?: string[];
    runningHeaders?: string[];
  }[] = [
    {
      name: 'a pleading-paper PDF: line numbers, ECF stamp, footer and page numbers removed',
      bytes: () => buildComplaintPdf({ lineNumbers: true, ecfHeader: true, footer: true, minPages: 2 }),
      format: 'pdf',
      contains: [
        'HARLOW RIDGE ORCHARDS, LLC',
        '\n\n6. The spoiled fruit had a wholesale value',
        'PRAYER FOR RELIEF',
      ],
      lacks: ['Page 1 of', 'Document 1 Filed', '\n28\n', '\n1 '],
      runningHeaders: ['Case 2:24-cv-01187-JAM-DB Document 1 Filed 03/14/24 Page 1 of 3', 'COMPLAINT'],
    },
    {
      name: 'a DOCX, whatever its name',
      bytes: () => buildDocx(paragraphs),
      fileName: 'complaint.pdf',
      format: 'docx',
      contains: ['KESTREL COLD STORAGE, INC.', '\n\n2. Kestrel operates a refrigerated warehouse'],
    },
    {
      name: "an RTF: \\par, \\tab, \\'xx and \\uN decoded; fonts, pictures and properties left out",
      bytes: () => readFixture('complaint.rtf'),
      format: 'rtf',
      contains: [
        'MARISOL BREÑA',
        'CAFÉ DEL VALLE',
        'WAGES — LABOR CODE §§ 201–203',
        'attorney’s fees',
        '$14,380',
      ],
      lacks: ['Times New Roman', 'Draft pleading', '89504e47', 'HYPERLINK', '\t'],
    },
    {
      name: 'a Word 97-2003 .doc',
      bytes: () => buildWordDoc(paragraphs),
      fileName: 'complaint.txt',
      format: 'doc',
      contains: ['HARLOW RIDGE ORCHARDS, LLC', '\n\n9. Kestrel owed Harlow Ridge a duty'],
    },
    {
      name: 'a pleading exported as text: glued line numbers, HTML table, markers, stamps',
      bytes: () => readFixture('pleading-export.txt'),
      format: 'txt',
      contains: [
        'PELLAM & ROOKE LLP\nJordan T. Pellam',
        'COMPLAINT FOR DAMAGES',
        'The defendant\nrefused',
        'files this',
      ],
      lacks: ['<td>', 'Page 2 of 3', '---- Page', '40817_3.doc', '\n8Attorneys', '\n14 Plaintiff'],
      runningHeaders: ['Case 1:23-cv-00452-KJM-AC Document 1 Filed 02/27/23 Page 1 of 3', '40817_3.doc'],
    },
    {
      name: 'UTF-16 LE text with a byte-order mark',
      bytes: () => utf16(`${SHORT_COMPLAINT}\nCAFÉ`, 'le'),
      format: 'txt',
      contains: ['HARLOW RIDGE', 'CAFÉ'],
    },
    {
      name: 'UTF-16 BE text with a byte-order mark',
      bytes: () => utf16(SHORT_COMPLAINT, 'be'),
      format: 'txt',
      contains: ['KESTREL COLD STORAGE'],
    },
    {
      name: 'UTF-16 LE text without a byte-order mark',
      bytes: () => utf16(SHORT_COMPLAINT, 'le').subarray(2),
      format: 'txt',
      contains: ['PRAYER FOR RELIEF'],
    },
    {
      name: 'text that is not valid UTF-8, read as Windows-1252',
      bytes: () =>
        Buffer.concat([
          Buffer.from(SHORT_COMPLAINT),
          Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0xa7, 0x20, 0x32]),
        ]),
      format: 'txt',
      contains: ['Café § 2'],
    },
  ];

  it.each(cases)('$name', async ({ bytes, fileName, format, contains, lacks = [], runningHeaders }) => {
    const document = await extractDocumentText(await bytes(), { fileName, isolate: false });
    expect(document.format).toBe(format);
    for (const part of contains) expect(document.text).toContain(part);
    for (const part of lacks) expect(document.text).not.toContain(part);
    if (runningHeaders) expect(document.runningHeaders).toEqual(runningHeaders);
    expect(document.textCharCount).toBeGreaterThan(MIN_TEXT_CHARS);
    // Every page had text: nothing was read by OCR.
    expect(document.ocr).toBeNull();
  });

  it('keeps a PDF page by page', async () => {
    const document = await extractDocumentText(await buildComplaintPdf({ minPages: 3 }), { isolate: false });
    expect(document.pageCount).toBe(document.pages.length);
    expect(document.pageCount).toBeGreaterThanOrEqual(3);
  });
});

describe('extractDocumentText refuses what it cannot read', () => {
  const bomb = () =>
    buildZip([
      ...docxEntries(paragraphs),
      { name: 'word/media/image1.bin', data: Buffer.alloc(60 * 1024 * 1024) },
    ]);
  const lyingBomb = () =>
    buildZip([
      ...docxEntries(paragraphs),
      { name: 'word/media/image1.bin', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 4096 },
    ]);
  const cases: {
    name: string;
    bytes: () => Promise<Buffer> | Buffer;
    code: DocumentErrorCode;
    message?: RegExp;
    options?: object;
    /** complaint.pdf unless given: plain text must be named as text, or it is refused as a mislabelled PDF. */
    fileName?: string;
  }[] = [
    { name: 'an empty file', bytes: () => Buffer.alloc(0), code: 'EMPTY' },
    {
      name: 'a file over the size limit',
      bytes: () => Buffer.alloc(2048, 0x41),
      code: 'TOO_LARGE',
      options: { maxBytes: 1024 },
    },
    {
      name: 'a PNG named complaint.pdf',
      bytes: () => buildPng(4, 4),
      code: 'UNSUPPORTED_TYPE',
      message: /'complaint\.pdf' is a PNG image/,
    },
    {
      name: 'a text file named complaint.pdf, however short',
      bytes: () => Buffer.from('<html><body>Not found</body></html>'),
      code: 'UNSUPPORTED_TYPE',
      message: /'complaint\.pdf' is named a PDF but is plain text/,
    },
    {
      name: 'a Windows program named complaint.pdf',
      bytes: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500)]),
      code: 'UNSUPPORTED_TYPE',
      message: /Windows program/,
    },
    {
      name: 'random binary',
      bytes: () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)),
      code: 'UNSUPPORTED_TYPE',
    },
    {
      name: 'a zip that is not a Word document',
      bytes: () => buildZip([{ name: 'sheet.csv', data: Buffer.from('a,b\n1,2\n') }]),
      code: 'UNSUPPORTED_TYPE',
      message: /not a Word document/,
    },
    {
      name: 'a scanned PDF with only ECF stamps as text',
      bytes: () => buildImageOnlyPdf(3),
      code: 'PDF_NO_TEXT',
    },
    {
      name: 'a truncated PDF',
      bytes: async () => (await buildComplaintPdf()).subarray(0, 1500),
      code: 'CORRUPT',
    },
    {
      name: 'a PDF header with garbage behind it',
      bytes: () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x20)]),
      code: 'CORRUPT',
    },
    { name: 'a password-protected PDF', bytes: buildEncryptedPdf, code: 'CORRUPT', message: /password/ },
    { name: 'a DOCX zip bomb (60 MB declared)', bytes: bomb, code: 'CORRUPT', message: /unsafe/ },
    { name: 'a DOCX whose headers understate an entry', bytes: lyingBomb, code: 'CORRUPT' },
    { name: 'a truncated DOCX', bytes: () => buildDocx(paragraphs).subarray(0, 300), code: 'CORRUPT' },
    {
      name: 'a .doc with an OLE2 header and nothing valid behind it',
      bytes: () => buildFakeOle2(),
      code: 'CORRUPT',
      message: /\.doc/,
    },
    {
      name: 'an encrypted Office file',
      bytes: () => buildFakeOle2('EncryptedPackage'),
      code: 'CORRUPT',
      message: /password/,
    },
    {
      name: 'an RTF cut off in the middle',
      bytes: () => readFixture('complaint.rtf').subarray(0, 400),
      code: 'TOO_SHORT',
    },
    {
      name: 'a text file of whitespace',
      bytes: () => Buffer.from(' \n\n\t \n'),
      code: 'EMPTY',
      fileName: 'complaint.txt',
    },
    {
      name: 'a text under the minimum',
      fileName: 'complaint.txt',
      bytes: () => Buffer.from('COMPLAINT\nPlaintiff sues Defendant.'),
      code: 'TOO_SHORT',
    },
    {
      name: "a complaint under a caller's higher minimum",
      fileName: 'complaint.txt',
      bytes: () => Buffer.from(SHORT_COMPLAINT),
      code: 'TOO_SHORT',
      options: { minChars: 5000 },
    },
    {
      name: 'a PDF over the page limit',
      bytes: () => buildComplaintPdf({ minPages: 3 }),
      code: 'TOO_LARGE',
      options: { maxPages: 2 },
    },
  ];

  it.each(cases)('$name → $code', async ({ bytes, code, message, options, fileName }) => {
    const attempt = extractDocumentText(await bytes(), {
      fileName: fileName ?? 'complaint.pdf',
      isolate: false,
      ...options,
    });
    await expect(attempt).rejects.toMatchObject({ name: 'DocumentError', code });
    if (message) await expect(attempt).rejects.toThrow(message);
  });

  it('a truncated .doc is refused as damaged', async () => {
    const attempt = extractDocumentText(buildWordDoc(paragraphs).subarray(0, 1600), { isolate: false });
    await expect(attempt).rejects.toMatchObject({ code: 'CORRUPT' });
  });

  it('the zip-bomb check does not unpack the bomb: it stops at the declared sizes', async () => {
    const deflated = zlib.deflateRawSync(Buffer.alloc(60 * 1024 * 1024)).length;
    const started = performance.now();
    await expect(extractDocumentText(bomb(), { isolate: false })).rejects.toMatchObject({ code: 'CORRUPT' });
    expect(deflated).toBeLessThan(100_000);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('extractDocumentText on its worker thread', () => {
  it('reads a PDF and refuses a corrupt one without taking the caller down', async () => {
    const [good, bad] = await Promise.allSettled([
      extractDocumentText(await buildComplaintPdf({ lineNumbers: true, ecfHeader: true })),
      extractDocumentText(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4000, 0x20)])),
    ]);
    expect(good.status === 'fulfilled' && good.value.text).toContain('KESTREL COLD STORAGE');
    expect(bad.status === 'rejected' && bad.reason).toMatchObject({ code: 'CORRUPT' });
  });

  it('stops a parse that runs past the time limit and calls the file corrupt', async () => {
    const pdf = await buildComplaintPdf({ minPages: 40 });
    await expect(extractDocumentText(pdf, { timeoutMs: 50 })).rejects.toMatchObject({
      code: 'CORRUPT',
      message: expect.stringMatching(/could not be read within 50 ms/),
    });
  });

  it('reads each document on a fresh thread: the spare started after a stopped parse reads the next file whole', async () => {
    const pdf = await buildComplaintPdf({ minPages: 40 });
    await expect(extractDocumentText(pdf, { timeoutMs: 50 })).rejects.toMatchObject({ code: 'CORRUPT' });
    // The spare started when the stopped parse was ended has loaded pdf.js by now.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const document = await extractDocumentText(pdf);
    expect(document.pageCount).toBeGreaterThanOrEqual(40);
    expect(document.text).toContain('KESTREL COLD STORAGE');
    // A second document right after: the spare is still starting, and the read waits for it, not fails.
    expect((await extractDocumentText(pdf)).text).toBe(document.text);
  });

  it("reads the complaint's facts on the same worker when asked, as the thread itself would", async () => {
    const pdf = await buildComplaintPdf({ lineNumbers: true, ecfHeader: true });
    const onWorker = await extractDocumentText(pdf, { facts: true });
    const here = await extractDocumentText(pdf, { facts: true, isolate: false });
    expect(onWorker.facts?.parties.map((p) => p.name)).toContain('Harlow Ridge Orchards, LLC');
    expect(onWorker.facts).toEqual(here.facts);
    expect((await extractDocumentText(pdf)).facts).toBeUndefined();
  });
});
