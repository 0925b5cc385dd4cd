import { describe, expect, it } from 'vitest';
import { readLegalForm } from './legal-forms';

describe('readLegalForm', () => {
  it.each([
    ['LVNV FUNDING LLC', 'LLC', 'LLC'],
    ['Lvnv Funding, L.L.C.', 'LLC', 'L.L.C.'],
    ['LVNV FUNDING,LLC', 'LLC', 'LLC'],
    ['ACME LIMITED LIABILITY COMPANY', 'LLC', 'LIMITED LIABILITY COMPANY'],
    ['PEAK DENTAL PLLC', 'Professional LLC', 'PLLC'],
    ['SNOW & RIVERS LLP', 'LLP', 'LLP'],
    ['CANYON VIEW PARTNERS L.P.', 'Limited Partnership', 'L.P.'],
    ['SMITH & JONES, P.C.', 'Professional Corporation', 'P.C.'],
    ['PEAK MEDICAL GROUP PC', 'Professional Corporation', 'PC'],
    ['CAPITAL ONE, N.A.', 'National Association', 'N.A.'],
    ['CITIBANK N.A.', 'National Association', 'N.A.'],
    ['MOUNTAIN AMERICA FEDERAL CREDIT UNION', 'Federal Credit Union', 'FEDERAL CREDIT UNION'],
    ['INTERMOUNTAIN HEALTHCARE INC', 'Corporation', 'INC'],
    ['Acme Tools, Inc.', 'Corporation', 'Inc.'],
    ['STATE FARM MUTUAL AUTOMOBILE INSURANCE COMPANY', 'Company', 'COMPANY'],
    ['JOHN DOE TRUSTEE OF THE DOE FAMILY TRUST', 'Trust', 'TRUSTEE OF'],
    ['ESTATE OF MARY JONES', 'Estate', 'ESTATE OF'],
  ] as const)('%s is %s', (name, legalForm, written) => {
    const form = readLegalForm(name);
    expect(form?.legalForm).toBe(legalForm);
    expect(form?.evidence).toContain(`"${written}"`);
  });

  it.each(['SMITH, JOHN A', 'SALT LAKE COUNTY', 'ABC APARTMENTS', 'KIM NA'])('%s has none', (name) => {
    expect(readLegalForm(name)).toBeNull();
  });
});
