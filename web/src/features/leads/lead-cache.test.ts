import { type LeadDto, NEW_LEAD } from '@common/leads';
import { describe, expect, it } from 'vitest';
import { readConflictLead, withCaseLead } from './lead-cache';

const CONTACTED: LeadDto = {
  status: 'contacted',
  ownerId: null,
  ownerName: null,
  followUpAt: '2026-03-01',
  version: 3,
  updatedAt: '2026-03-10T10:00:00Z',
  updatedByName: 'Ada Admin',
};

const caseOf = (id: number, lead: LeadDto = NEW_LEAD) => ({ id, caseNumber: `25090${id}`, lead });

describe('withCaseLead', () => {
  it("replaces the case page's lead", () => {
    const cached = caseOf(7);
    const next = withCaseLead(cached, 7, CONTACTED);
    expect(next).toEqual({ ...cached, lead: CONTACTED });
    expect(cached.lead).toBe(NEW_LEAD);
  });

  it('leaves another case, and the same lead, as they are (same object)', () => {
    const other = caseOf(8);
    expect(withCaseLead(other, 7, CONTACTED)).toBe(other);
    const same = caseOf(7, CONTACTED);
    expect(withCaseLead(same, 7, CONTACTED)).toBe(same);
  });

  it('replaces the lead of the case in whichever page of a list holds it, and only there', () => {
    const list = {
      pages: [
        { cases: [caseOf(1), caseOf(2)], total: 4, nextUrl: '/next' },
        { cases: [caseOf(7), caseOf(9)], total: 4, nextUrl: null },
      ],
      pageParams: ['/first', '/next'],
    };
    const next = withCaseLead(list, 7, CONTACTED);
    expect(next.pages[0]).toBe(list.pages[0]);
    expect(next.pages[1]?.cases.map((c) => c.lead.status)).toEqual(['contacted', 'new']);
    expect(next.pages[1]?.total).toBe(4);
    expect(next.pageParams).toBe(list.pageParams);
  });

  it('leaves a list without the case, and data of other shapes, untouched', () => {
    const list = { pages: [{ cases: [caseOf(1)] }], pageParams: [] };
    expect(withCaseLead(list, 7, CONTACTED)).toBe(list);
    const stats = { weeksProcessed: 2 };
    expect(withCaseLead(stats, 7, CONTACTED)).toBe(stats);
    expect(withCaseLead(undefined, 7, CONTACTED)).toBeUndefined();
  });
});

describe('readConflictLead', () => {
  it("reads the lead out of a 409's body", () => {
    expect(readConflictLead({ error: 'changed', code: 'CONFLICT', lead: CONTACTED })).toBe(CONTACTED);
  });

  it('is null for a body without a lead', () => {
    expect(readConflictLead(null)).toBeNull();
    expect(readConflictLead({ error: 'x', code: 'CONFLICT' })).toBeNull();
    expect(readConflictLead({ error: 'x', lead: { status: 'new' } })).toBeNull();
  });
});
