import { describe, expect, it } from 'vitest';
import { canOpenInBrowser, readDispositionFileName } from './download-file';

describe('readDispositionFileName', () => {
  it.each([
    [
      'the server’s form: filename* wins',
      `attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`,
      'résumé.pdf',
    ],
    ['a quoted name', 'attachment; filename="castillo complaint.txt"', 'castillo complaint.txt'],
    ['escapes in a quoted name', 'attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ['a bare token', 'attachment; filename=complaint.pdf', 'complaint.pdf'],
    ['any case, spaces around =', 'Attachment; FILENAME = "x.txt"', 'x.txt'],
    ['an ISO-8859-1 filename*', "attachment; filename*=iso-8859-1'en'na%EFve.txt", 'naïve.txt'],
    ['a path reduced to its name', 'attachment; filename="C:\\\\Users\\\\me\\\\c.pdf"', 'c.pdf'],
    [
      'broken percent-encoding falls back to filename',
      `attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A`,
      'ok.pdf',
    ],
  ])('reads %s', (_, header, name) => {
    expect(readDispositionFileName(header)).toBe(name);
  });

  it('is null without a name', () => {
    expect(readDispositionFileName(null)).toBeNull();
    expect(readDispositionFileName('attachment')).toBeNull();
    expect(readDispositionFileName('attachment; filename=""')).toBeNull();
  });
});

describe('canOpenInBrowser', () => {
  it('opens PDFs and plain text only', () => {
    expect(canOpenInBrowser('application/pdf')).toBe(true);
    expect(canOpenInBrowser('text/plain; charset=utf-8')).toBe(true);
    expect(canOpenInBrowser('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      false,
    );
    expect(canOpenInBrowser('text/html')).toBe(false);
    expect(canOpenInBrowser('image/svg+xml')).toBe(false);
  });
});
