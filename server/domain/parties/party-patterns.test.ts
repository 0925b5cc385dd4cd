import { describe, expect, it } from 'vitest';
import { isOrganizationName } from './party-patterns';

describe('isOrganizationName reads the same organisation words as the entity typing', () => {
  it.each([
    'PORTFOLIO RECOVERY ASSOCIATES',
    'NEW ENGLAND INSTITUTE OF TECHNOLOGY',
    'INTERMOUNTAIN HEALTH',
    'GRANITE SCHOOL DISTRICT',
    'SALT LAKE COUNTY',
    'MOUNTAIN WEST RENTALS LC',
    'Lvnv Funding, L.L.C.',
    'Utah Bankers Association',
  ])('%s is an organisation', (name) => {
    expect(isOrganizationName(name)).toBe(true);
  });

  it.each(['SMITH, JOHN A', 'Maria de la Cruz', 'DOES 1-10', 'ALL OCCUPANTS'])(
    '%s is not an organisation (a person or a placeholder)',
    (name) => {
      expect(isOrganizationName(name)).toBe(false);
    },
  );
});
