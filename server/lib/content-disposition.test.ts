import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('names a plain file as it is, in both parameters', () => {
    expect(contentDisposition('complaint.pdf')).toBe(
      `attachment; filename="complaint.pdf"; filename*=UTF-8''complaint.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes or line breaks in the name', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_c__Set-Cookie: x=1.pdf"');
    expect(header).toContain("filename*=UTF-8''a%22b%5Cc%0D%0ASet-Cookie%3A%20x%3D1.pdf");
  });

  it('keeps a non-ASCII name in filename* and gives an ASCII fallback', () => {
    expect(contentDisposition("Peña v. O'Brien.pdf")).toBe(
      `attachment; filename="Pe_a v. O'Brien.pdf"; filename*=UTF-8''Pe%C3%B1a%20v.%20O%27Brien.pdf`,
    );
  });
});
