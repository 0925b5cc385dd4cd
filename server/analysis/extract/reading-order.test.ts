import { describe, expect, it } from 'vitest';
import { toReadingOrder } from './reading-order';

describe('toReadingOrder', () => {
  it('reads two counsel blocks printed side by side as the left block, then the right one', () => {
    const page = [
      'MARLOWE BRANDT PLLC                         DUNMORE & ASH LLP',
      'Heather L. Marlowe (P41234)                 Gregory S. Ash (pro hac vice)',
      'Attorneys for Plaintiffs                    1201 Main Street, Suite 2400',
      '(313) 555-0160                              (214) 555-0177',
      'hmarlowe@marlowebrandt.example.com',
      'COMPLAINT AND JURY DEMAND',
    ].join('\n');
    expect(toReadingOrder(page).split('\n')).toEqual([
      'MARLOWE BRANDT PLLC',
      'Heather L. Marlowe (P41234)',
      'Attorneys for Plaintiffs',
      '(313) 555-0160',
      'hmarlowe@marlowebrandt.example.com',
      'DUNMORE & ASH LLP',
      'Gregory S. Ash (pro hac vice)',
      '1201 Main Street, Suite 2400',
      '(214) 555-0177',
      'COMPLAINT AND JURY DEMAND',
    ]);
  });

  it('puts a caption’s case number after its parties when no bar separates the columns', () => {
    const page = [
      'GREAT LAKES TOOL & DIE, LTD.,',
      '          Plaintiffs,                       Case No. 25-11873',
      'v.                                          Hon. Laurie J. Michelson',
      'KESTREL HYDRAULICS CO.,',
      '          Defendant.',
    ].join('\n');
    expect(
      toReadingOrder(page)
        .split('\n')
        .map((l) => l.trim()),
    ).toEqual([
      'GREAT LAKES TOOL & DIE, LTD.,',
      'Plaintiffs,',
      'v.',
      'KESTREL HYDRAULICS CO.,',
      'Defendant.',
      'Case No. 25-11873',
      'Hon. Laurie J. Michelson',
    ]);
  });

  it('leaves captions split by ")" or "§", centred headings and prose as they are', () => {
    const page = [
      '                 SUPERIOR COURT OF THE STATE OF CALIFORNIA',
      'JANE ROE, an individual,          )   Case No. 23CHLC10001',
      '             Plaintiff,           )',
      'The plaintiff alleges that the defendant   failed to pay the invoice when due and owing.',
      'Further, the defendant refused to   answer any of the letters sent to its office.',
    ].join('\n');
    expect(toReadingOrder(page)).toBe(page);
  });
});
