import { describe, expect, it } from 'vitest';
import { findExhibitStart, toDisplayCase } from './document-lines';

describe('toDisplayCase', () => {
  it('keeps the letters of a firm form in capitals (P.L.L.P., L.L.L.P., P.L.C., P.S., S.C.)', () => {
    expect(toDisplayCase('LINDGREN MARSH TOLLEFSON, P.L.L.P.')).toBe('Lindgren Marsh Tollefson, P.L.L.P.');
    expect(toDisplayCase('KEALOHA & FERREIRA, L.L.L.P.')).toBe('Kealoha & Ferreira, L.L.L.P.');
    expect(toDisplayCase('ORTEGA LAW, P.L.C.')).toBe('Ortega Law, P.L.C.');
    expect(toDisplayCase('HALVORSEN WEBB, P.S.')).toBe('Halvorsen Webb, P.S.');
    expect(toDisplayCase('KRAMER & VOSS, S.C.')).toBe('Kramer & Voss, S.C.');
  });

  it('leaves a name already in mixed case as printed', () => {
    expect(toDisplayCase('Hale & Vitale, LLP')).toBe('Hale & Vitale, LLP');
  });
});

describe('findExhibitStart', () => {
  it("finds an exhibit whose cover page kept its lone line number ('1   EXHIBIT A')", () => {
    const lines = [
      'COMPLAINT',
      'a',
      'b',
      'c',
      'd',
      'e',
      'Attorneys for Plaintiffs',
      '1                EXHIBIT A',
      'CONTRACT',
    ];
    expect(findExhibitStart(lines)).toBe(7);
  });
});
