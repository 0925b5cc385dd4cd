import { partyBackgroundSchema } from '@common/parties';
import { describe, expect, it } from 'vitest';
import { REPEAT_FILER_MIN_CASES } from '../../domain/classification/classify-case';
import { plaintiffKey } from '../../domain/parties/party-patterns';
import { REPEAT_FILER_WEEKLY_MIN } from './read-activity';
import { type PartyActivity, researchParty } from './research-party';

function activity(overrides: Partial<PartyActivity> = {}): PartyActivity {
  return {
    casesAsPlaintiff: 0,
    casesAsDefendant: 1,
    weeksSeen: 1,
    firstFiled: '2025-02-14',
    lastFiled: '2025-02-14',
    caseTypes: { CN: 1 },
    spellings: [],
    ...overrides,
  };
}

const research = (name: string, role: 'plaintiff' | 'defendant', a: Partial<PartyActivity> = {}) =>
  researchParty({ name, normalizedName: plaintiffKey(name), role, activity: activity(a) });

const debtBuyerActivity: Partial<PartyActivity> = {
  casesAsPlaintiff: 1204,
  casesAsDefendant: 2,
  weeksSeen: 3,
  firstFiled: '2025-02-10',
  lastFiled: '2025-02-28',
  caseTypes: { DC: 1170, CN: 34, '?': 2 },
};

describe('researchParty: who the party is', () => {
  it.each([
    ['SMITH, JOHN A', 'individual', null],
    ['John A Smith', 'individual', null],
    ['LVNV FUNDING LLC', 'company', 'LLC'],
    ['Lvnv Funding, L.L.C.', 'company', 'LLC'],
    ['STATE OF UTAH', 'government', null],
    ['SALT LAKE COUNTY', 'government', null],
    ['INTERMOUNTAIN HEALTHCARE INC', 'hospital', 'Corporation'],
    ['ESTATE OF MARY JONES', 'estate', 'Estate'],
    ['JOHN DOE TRUSTEE OF THE DOE FAMILY TRUST', 'trust', 'Trust'],
    ['MOUNTAIN AMERICA FEDERAL CREDIT UNION', 'bank', 'Federal Credit Union'],
    ['STATE FARM MUTUAL AUTOMOBILE INSURANCE COMPANY', 'insurer', 'Company'],
    ['ABC APARTMENTS', 'company', null],
    ['SUNRISE COMMUNITY FOUNDATION', 'nonprofit', null],
    ['DOES 1-10', 'unknown', null],
  ] as const)('%s is %s (legal form %s)', (name, entityType, legalForm) => {
    const party = research(name, 'defendant');
    expect(party.entityType).toBe(entityType);
    expect(party.legalForm).toBe(legalForm);
  });

  it('keeps the assignee and d/b/a tails out of the type', () => {
    expect(research('LVNV FUNDING LLC ASSIGNEE OF CREDIT ONE BANK NA', 'plaintiff').entityType).toBe(
      'company',
    );
    const dba = research('SMITH, JOHN DBA SMITH PLUMBING', 'defendant');
    expect(dba.entityType).toBe('individual');
    expect(dba.evidence).toContain('Trades as "SMITH PLUMBING" (d/b/a)');
  });

  it('matches the curated organisations however the export spells them', () => {
    for (const name of ['LVNV FUNDING LLC', 'Lvnv Funding, L.L.C.', 'LVNV FUNDING,LLC']) {
      expect(research(name, 'plaintiff').businessType).toBe(
        'Debt buyer (LLC) · Collection Agencies and Debt Buyers',
      );
    }
    expect(research('CAVALRY SPV I, LLC', 'plaintiff').industry?.code).toBe('561440');
    expect(research('IHC HEALTH SERVICES INC', 'defendant').industry?.code).toBe('622');
    expect(research('The Home Depot, Inc.', 'defendant').size).toBe('large');
    expect(research('SALT LAKE CITY CORPORATION', 'defendant').entityType).toBe('government');
    // A known key is a whole-word prefix, not any prefix.
    expect(research('LVNV FUNDINGS GROUP LLC', 'plaintiff').evidence.join(' ')).not.toMatch(/curated/);
  });
});

describe('researchParty: industry', () => {
  it.each([
    ['MOUNTAIN AMERICA FEDERAL CREDIT UNION', '5221'],
    ['ACME INSURANCE COMPANY', '524'],
    ['CANYON VIEW HOSPITAL', '622'],
    ['PEAK DENTAL PLLC', '62'],
    ['SUMMIT RECOVERY LLC', '561440'],
    ['ABC APARTMENTS', '5311'],
    ['BEEHIVE ROOFING INC', '23'],
    ['SALT LAKE COUNTY', '92'],
    ['WASATCH TRUCKING LLC', '48-49'],
  ])('%s is in industry %s from its name', (name, code) => {
    expect(research(name, 'defendant').industry?.code).toBe(code);
  });

  it('reads a debt buyer from a plaintiff in mostly debt-collection cases', () => {
    const party = research('ZENITH HOLDINGS GROUP', 'plaintiff', {
      casesAsPlaintiff: 40,
      casesAsDefendant: 0,
      caseTypes: { DC: 38, CN: 2 },
    });
    // 'HOLDINGS' names sector 55; the dockets name another sector, so the name wins.
    expect(party.industry?.code).toBe('55');
    const unnamed = research('ZENITH LLC', 'plaintiff', {
      casesAsPlaintiff: 40,
      casesAsDefendant: 0,
      caseTypes: { DC: 38, CN: 2 },
    });
    expect(unnamed.industry?.code).toBe('561440');
    expect(unnamed.evidence).toContain(
      '95% of its 40 cases with a known type are Debt Collection, mostly as plaintiff (Collection Agencies and Debt Buyers)',
    );
  });

  it('reads a landlord from a plaintiff in mostly evictions, refining a real-estate name', () => {
    const party = research('WASATCH PROPERTIES LLC', 'plaintiff', {
      casesAsPlaintiff: 12,
      casesAsDefendant: 0,
      caseTypes: { EV: 10, CN: 2 },
    });
    expect(party.industry?.code).toBe('5311');
    expect(party.background).toMatch(
      /^Judging by its name and its cases, WASATCH PROPERTIES LLC is a landlord/,
    );
  });

  it('reads health care from a defendant in mostly medical-malpractice cases', () => {
    const party = research('PEAK PARTNERS LLC', 'defendant', { casesAsDefendant: 3, caseTypes: { MM: 3 } });
    expect(party.industry?.code).toBe('62');
    expect(party.backgroundColor).toBe('rose');
  });

  it('gives no industry to a person, however the dockets read', () => {
    const party = research('SMITH, JOHN A', 'defendant', { casesAsDefendant: 2, caseTypes: { MM: 2 } });
    expect(party.industry).toBeNull();
  });

  it('gives no industry when nothing shows one', () => {
    expect(research('ACME WIDGETS LLC', 'defendant').industry).toBeNull();
  });
});

describe('researchParty: repeat filers and size', () => {
  it('uses the import threshold for cases in one week', () => {
    expect(REPEAT_FILER_WEEKLY_MIN).toBe(REPEAT_FILER_MIN_CASES);
  });

  it('flags a debt buyer filing hundreds of cases', () => {
    const party = research('LVNV FUNDING LLC', 'plaintiff', debtBuyerActivity);
    expect(party.history.isRepeatFiler).toBe(true);
    expect(party.size).toBe('large');
    expect(party.evidence).toContain(
      'Repeat filer: 1,204 cases as plaintiff in 3 weeks, so 3 or more in at least one week',
    );
  });

  it('flags 3 cases as plaintiff in one week, and not 4 spread over 2 weeks', () => {
    expect(
      research('ACME LLC', 'plaintiff', { casesAsPlaintiff: 3, casesAsDefendant: 0 }).history.isRepeatFiler,
    ).toBe(true);
    const spread = { casesAsPlaintiff: 4, casesAsDefendant: 0, weeksSeen: 2 };
    expect(research('ACME LLC', 'plaintiff', spread).history.isRepeatFiler).toBe(false);
    const exact = researchParty({
      name: 'ACME LLC',
      normalizedName: 'ACME',
      role: 'plaintiff',
      activity: activity(spread),
      plaintiffCasesInBusiestWeek: 3,
    });
    expect(exact.history.isRepeatFiler).toBe(true);
  });

  it('flags a party in 10 cases across the weeks, in either role', () => {
    const insurer = research('ACME INSURANCE COMPANY', 'defendant', {
      casesAsDefendant: 10,
      weeksSeen: 6,
      caseTypes: { TA: 10 },
    });
    expect(insurer.history.isRepeatFiler).toBe(true);
    expect(
      research('ACME LLC', 'defendant', { casesAsDefendant: 9, weeksSeen: 6 }).history.isRepeatFiler,
    ).toBe(false);
  });

  it('never flags a placeholder, whose count gathers every unnamed defendant', () => {
    const does = research('DOES 1-10', 'defendant', {
      casesAsDefendant: 300,
      weeksSeen: 3,
      caseTypes: { TA: 300 },
    });
    expect(does.history.isRepeatFiler).toBe(false);
    expect(does.size).toBe('unknown');
    expect(does.industry).toBeNull();
  });

  it.each([
    ['SMITH, JOHN A', {}, 'individual'],
    ['SALT LAKE COUNTY', {}, 'large'],
    ['WELLS FARGO BANK, N.A.', {}, 'large'],
    ['ACME INSURANCE COMPANY', {}, 'large'],
    ['ACME INSURANCE AGENCY', {}, 'small'],
    ['PEAK DENTAL PLLC', {}, 'small'],
    ['ACME LLC', { casesAsDefendant: 150, weeksSeen: 3 }, 'large'],
    ['ACME LLC', { casesAsDefendant: 15, weeksSeen: 3 }, 'mid-size'],
    ['ACME LLC', {}, 'unknown'],
  ] as const)('%s with %o is %s', (name, a, size) => {
    const party = research(name, 'defendant', a);
    expect(party.size).toBe(size);
    expect(party.evidence.some((line) => line.startsWith('Size: '))).toBe(true);
  });
});

describe('researchParty: readable text', () => {
  it('writes the debt buyer block from its numbers', () => {
    const party = research('LVNV FUNDING LLC', 'plaintiff', debtBuyerActivity);
    expect(party.businessType).toBe('Debt buyer (LLC) · Collection Agencies and Debt Buyers');
    expect(party.operatingHistory).toBe(
      'Plaintiff in 1,204 cases and defendant in 2 across 3 weeks stored (first filing 2025-02-10, last 2025-02-28); 97% debt collection.',
    );
    expect(party.backgroundColor).toBe('amber');
    expect(party.background).toContain('rarely retain experts');
    expect(party.evidence).toContain('1,204 cases as plaintiff and 2 as defendant in 3 weeks stored');
  });

  it.each([
    ['SMITH, JOHN A', 'Individual', 'slate'],
    ['SALT LAKE COUNTY', 'County government · Public Administration', 'violet'],
    ['WEST JORDAN CITY', 'Government body · Public Administration', 'violet'],
    ['CANYON VIEW HOSPITAL INC', 'Hospital (corporation) · Hospitals', 'rose'],
    ['ESTATE OF MARY JONES', 'Estate', 'emerald'],
    ['ACME WIDGETS LLC', 'Business (LLC)', 'blue'],
    ['ACME INSURANCE COMPANY', 'Insurer (company) · Insurance Carriers and Agencies', 'amber'],
  ])('%s reads "%s" in %s', (name, businessType, color) => {
    const party = research(name, 'defendant');
    expect(party.businessType).toBe(businessType);
    expect(party.backgroundColor).toBe(color);
  });

  it('invents nothing for a one-case individual', () => {
    const party = research('SMITH, JOHN A', 'defendant', { caseTypes: { DC: 1 } });
    expect(party).toMatchObject({
      entityType: 'individual',
      legalForm: null,
      industry: null,
      size: 'individual',
      aiBackground: null,
      operatingHistory: 'First appearance in the filings stored: 1 case as defendant (2025-02-14).',
    });
    expect(party.history.isRepeatFiler).toBe(false);
    expect(party.background).toBe(
      "SMITH, JOHN A appears to be an individual; the filings say nothing more about who they are. This is its only case in the weeks stored. For an expert-witness firm: an individual defendant usually has experts only through an insurer's defense.",
    );
    // Every number in the texts comes from the activity.
    const numbers = `${party.operatingHistory} ${party.background} ${party.evidence.join(' ')}`.match(/\d+/g);
    expect(new Set(numbers)).toEqual(new Set(['1', '2025', '02', '14']));
  });

  it("does not read two cases under a common person's name as one person's history, and says the count is by name", () => {
    const namesake = research('JOHNSON, DAVID', 'defendant', {
      casesAsDefendant: 2,
      weeksSeen: 2,
      caseTypes: { EV: 1, CN: 1 },
    });
    expect(namesake.history).toMatchObject({ isByNameOnly: true, isRepeatFiler: false, casesAsDefendant: 2 });
    expect(namesake.operatingHistory).toBe(
      "By name only: 2 cases in 2 weeks stored are under the name 'JOHNSON, DAVID'. A name alone does not show they are one person's, so they are not read as this party's history.",
    );
    expect(namesake.operatingHistory).not.toMatch(/%|eviction/i);
    expect(namesake.background).not.toMatch(/repeat|only case/i);
    expect(namesake.evidence).toContain(
      "Cases joined by the name only: a person's name alone does not show it is the same person",
    );
    // A person in ten cases under one name is not flagged a repeat party on the name alone either.
    expect(research('SMITH, JOHN', 'plaintiff', { casesAsPlaintiff: 10 }).history.isRepeatFiler).toBe(false);
    // Organisations keep today's rule: joined by their normalised name, history and mix read.
    const company = research('ACME LLC', 'defendant', {
      casesAsDefendant: 2,
      weeksSeen: 2,
      caseTypes: { EV: 2 },
    });
    expect(company.history.isByNameOnly).toBe(false);
    expect(company.operatingHistory).toMatch(/^Defendant in 2 cases/);
    // One case under the name: nothing to join, the usual first-appearance text.
    expect(research('SMITH, JOHN A', 'defendant').history.isByNameOnly).toBe(false);
  });

  it('writes a defendant-only history with its share of case types', () => {
    const party = research('ACME INSURANCE COMPANY', 'defendant', {
      casesAsDefendant: 4,
      weeksSeen: 1,
      firstFiled: '2025-02-10',
      lastFiled: '2025-02-12',
      caseTypes: { TA: 3, PL: 1 },
    });
    expect(party.operatingHistory).toBe(
      'Defendant in 4 cases in 1 week stored (first filing 2025-02-10, last 2025-02-12); 75% auto tort.',
    );
    expect(party.background).toContain('insurers defending claims usually retain experts');
  });

  it('returns a background the contract schema accepts, with the activity as history', () => {
    const party = research('LVNV FUNDING LLC', 'plaintiff', debtBuyerActivity);
    expect(partyBackgroundSchema.parse(party)).toEqual(party);
    expect(party.history).toEqual({
      ...activity(debtBuyerActivity),
      isRepeatFiler: true,
      isByNameOnly: false,
    });
  });
});

describe('researchParty: determinism and speed', () => {
  it('gives the same answer for the same input, whatever the case-type key order', () => {
    const a = research('ZENITH LLC', 'plaintiff', { casesAsPlaintiff: 4, caseTypes: { DC: 2, CN: 2 } });
    const b = research('ZENITH LLC', 'plaintiff', { casesAsPlaintiff: 4, caseTypes: { CN: 2, DC: 2 } });
    expect(a).toEqual(b);
    expect(research('ZENITH LLC', 'plaintiff', { casesAsPlaintiff: 4, caseTypes: { DC: 2, CN: 2 } })).toEqual(
      a,
    );
  });

  it('researches 2,000 parties in one go', () => {
    const names = [
      'LVNV FUNDING LLC',
      'SMITH, JOHN A',
      'SALT LAKE COUNTY',
      'ABC APARTMENTS',
      'ACME WIDGETS LLC',
    ];
    const results = [];
    for (let i = 0; i < 2000; i += 1) {
      const name = i % 2 === 0 ? names[i % names.length]! : `PARTY ${i} HOLDINGS LLC`;
      results.push(
        researchParty({
          name,
          normalizedName: plaintiffKey(name),
          role: i % 3 === 0 ? 'plaintiff' : 'defendant',
          activity: activity({
            casesAsPlaintiff: i % 7,
            casesAsDefendant: 1 + (i % 5),
            weeksSeen: 1 + (i % 4),
          }),
        }),
      );
    }
    expect(results).toHaveLength(2000);
  });
});
