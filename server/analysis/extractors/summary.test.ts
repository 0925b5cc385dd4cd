import fs from 'node:fs';
import path from 'node:path';
import type { Party } from '@common/analysis';
import { describe, expect, it } from 'vitest';
import { extractDamages } from './damages';
import { summarizeComplaint } from './summary';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'damages', `${name}.txt`), 'utf8');

const party = (name: string, role: Party['role']): Party => ({
  name,
  role,
  entityType: 'unknown',
  capacity: null,
  attorneys: [],
});

function summarise(name: string, parties: Party[] = []) {
  const text = fixture(name);
  const facts = {
    court: null,
    caseNumber: null,
    filingDate: null,
    parties,
    attorneyInformation: { plaintiffAttorneys: [], defendantAttorneys: [], otherAttorneys: [] },
    ...extractDamages(text),
  };
  return summarizeComplaint(text, facts);
}

describe('summarizeComplaint', () => {
  it('says who sues whom, over what, asking for what', () => {
    const { summary } = summarise('contract-three-counts', [
      party('Halverson Tooling Co.', 'plaintiff'),
      party('Brightwater Assembly, LLC', 'defendant'),
    ]);
    expect(summary).toMatch(/^Halverson Tooling Co\. sues Brightwater Assembly, LLC for breach of contract/);
    expect(summary).toContain('$250,000 in total');
  });

  it('picks allegations with dates, money and events, not jurisdiction boilerplate', () => {
    const { factualSummary } = summarise('utah-debt-collection');
    expect(factualSummary.length).toBeGreaterThanOrEqual(3);
    expect(factualSummary.length).toBeLessThanOrEqual(6);
    expect(factualSummary.some((s) => s.includes('March 14, 2021'))).toBe(true);
    expect(factualSummary.some((s) => /Jurisdiction|Tier 1/.test(s))).toBe(false);
  });

  it.each([
    [
      'fdcpa',
      [
        'Class action allegations',
        'Jury trial demanded',
        'Statutory damages or penalties sought under 15 U.S.C. § 1692k(a)(2)(A)',
      ],
    ],
    ['california-employment', ['Punitive damages sought under Cal. Civ. Code § 3294', 'Jury trial demanded']],
    ['contract-three-counts', ['Total demand $250,000', '3 causes of action']],
    ['utah-debt-collection', ['Discovery tier 1 stated (Utah R. Civ. P. 26)', 'Exhibits attached']],
  ])('lists the key findings of %s', (name, expected) => {
    const { keyFindings } = summarise(name);
    for (const finding of expected) expect(keyFindings).toContain(finding);
  });

  it('is deterministic', () => {
    expect(summarise('pi-petition')).toEqual(summarise('pi-petition'));
  });
});
