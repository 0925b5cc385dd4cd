import { describe, expect, it } from 'vitest';
import { isPlaceholderName, typeEntityName } from './entity-type';

describe('typeEntityName on docket spellings', () => {
  it.each([
    ['SMITH, JOHN A', 'individual'],
    ['DE LA CRUZ, MARIA', 'individual'],
    ['SMITH, JOHN A JR', 'individual'],
    ['John A Smith', 'individual'],
    ['JANE DOE', 'individual'],
    ['LVNV FUNDING LLC', 'company'],
    ['Lvnv Funding, L.L.C.', 'company'],
    ['ABC APARTMENTS', 'company'],
    ['ACME TOOLS INCORPORATED', 'company'],
    ['STATE OF UTAH', 'government'],
    ['SALT LAKE COUNTY', 'government'],
    ['WEST VALLEY CITY', 'government'],
    ['UTAH DEPARTMENT OF TRANSPORTATION', 'government'],
    ['GRANITE SCHOOL DISTRICT', 'government'],
    ['INTERMOUNTAIN HEALTHCARE INC', 'hospital'],
    ['ESTATE OF MARY JONES', 'estate'],
    ['JOHN DOE TRUSTEE OF THE DOE FAMILY TRUST', 'trust'],
    ['US BANK TRUST NATIONAL ASSOCIATION', 'bank'],
    ['MOUNTAIN AMERICA FEDERAL CREDIT UNION', 'bank'],
    ['CAPITAL ONE NA', 'bank'],
    ['STATE FARM MUTUAL AUTOMOBILE INSURANCE COMPANY', 'insurer'],
    ['ABC INSURANCE AGENCY', 'insurer'],
    ['OAK HOLLOW HOMEOWNERS ASSOCIATION', 'nonprofit'],
    ['WASATCH REAL ESTATE', 'company'],
    ['DOES 1-10', 'unknown'],
    ['ROE CORPORATIONS I-X', 'unknown'],
    ['WALMART', 'unknown'],
  ] as const)('%s is %s', (name, type) => {
    expect(typeEntityName(name).entityType).toBe(type);
  });

  it('reads names with accented letters as persons', () => {
    for (const name of ['MICHELLE W CASTAÑEDA', 'CASTAÑEDA, MICHELLE W', 'José García', 'MÜLLER, JÜRGEN']) {
      expect(typeEntityName(name).entityType, name).toBe('individual');
    }
  });

  it('does not read a two-word surname ending in "Na" as a national bank', () => {
    expect(typeEntityName('KIM NA').entityType).toBe('individual');
  });

  it('says which words decided, as evidence', () => {
    expect(typeEntityName('SALT LAKE COUNTY').evidence).toBe('Name contains "COUNTY" (a government body)');
    expect(typeEntityName('SMITH, JOHN A').evidence).toMatch(/LAST, FIRST/);
  });

  it('recognises placeholders for parties not yet named', () => {
    expect(isPlaceholderName('DOES 1-10')).toBe(true);
    expect(isPlaceholderName('JOHN DOES 1 THROUGH 20')).toBe(true);
    expect(isPlaceholderName('ALL OTHER OCCUPANTS')).toBe(true);
    expect(isPlaceholderName('JOHN DOE')).toBe(false);
  });
});
