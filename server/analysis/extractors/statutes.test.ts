import { describe, expect, it } from 'vitest';
import { findCitations } from './statutes';

const cites = (text: string) => findCitations(text, false).map((c) => c.cite);

describe('findCitations', () => {
  it('reads state codes cited by their initials without a section mark, as the state writes them', () => {
    expect(cites('under KRS 367.170 and KRS 367.220(1)')).toEqual(['KRS 367.170', 'KRS 367.220(1)']);
    expect(cites('RCW 19.86.090 allows treble damages')).toEqual(['RCW 19.86.090']);
    expect(cites('K.S.A. 50-623 et seq. applies')).toEqual(['K.S.A. 50-623 et seq.']);
  });

  it("keeps Louisiana's and New Jersey's colon sections and Illinois' slash sections whole", () => {
    expect(cites('La. R.S. 9:2781 and N.J.S.A. 56:8-2')).toEqual(['La. R.S. 9:2781', 'N.J.S.A. 56:8-2']);
    expect(cites('815 ILCS 505/2 prohibits')).toEqual(['815 ILCS 505/2']);
    expect(cites('RSA 358-A:2 forbids')).toEqual(['RSA 358-A:2']);
  });

  it("takes a title's number before its code ('73 P.S.') and keeps a '§' where the pleading printed one", () => {
    expect(cites('73 P.S. Section 501 et seq.')).toEqual(['73 P.S. § 501 et seq.']);
    expect(cites('RSMo § 408.020')).toEqual(['RSMo § 408.020']);
  });

  it("reads 'Section' after a code's name like '§', never a lone 'Section' of a contract", () => {
    expect(cites('Wis. Stat. Section 135.03 and Tenn. Code Ann. Section 56-7-105')).toEqual([
      'Wis. Stat. § 135.03',
      'Tenn. Code Ann. § 56-7-105',
    ]);
    expect(cites('Section 4 of the Agreement requires notice')).toEqual([]);
  });

  it('ends a section at the sentence’s full stop', () => {
    expect(cites('Fees are recoverable under RCW 5.40.050. The')).toEqual(['RCW 5.40.050']);
  });
});
