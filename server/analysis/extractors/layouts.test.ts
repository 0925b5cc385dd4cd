import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from '../extract/extract-text';
import { extractComplaintFacts } from '../extract-complaint-facts';

/**
 * Whole documents in layouts the synthetic fixtures lack, read as an upload reads them (plain text with its
 * columns and indentation as a text layer gives them).
 */
async function read(name: string) {
  const bytes = readFileSync(path.join(import.meta.dirname, 'fixtures/layouts', `${name}.txt`));
  const document = await extractDocumentText(bytes, { isolate: false });
  const facts = extractComplaintFacts(document.text, document.runningHeaders);
  const a = facts.attorneyInformation;
  return {
    ...facts,
    counsel: [...a.plaintiffAttorneys, ...a.defendantAttorneys, ...a.otherAttorneys].map((x) =>
      [x.name, x.barNumber, x.firm, x.phone, x.email].join(' | '),
    ),
    named: facts.parties.map((p) => `${p.role}: ${p.name}${p.capacity ? ` [${p.capacity}]` : ''}`),
  };
}

describe('complaints in layouts the fixtures lack', () => {
  it('New York: parties around "-against-" beside the index number, "AS AND FOR A … CAUSE OF ACTION"', async () => {
    const facts = await read('ny-kings-index-caption');
    expect(facts.caseNumber).toBe('512345/2025');
    expect(facts.named).toEqual([
      'plaintiff: ALDO FERRANTE',
      'plaintiff: GIULIA FERRANTE',
      'defendant: Metro Skyline Construction Corp.',
      'defendant: BLUE HARBOR CRANE RENTALS, INC.',
    ]);
    expect(facts.causesOfAction).toEqual(['Negligence', 'Violation of Labor Law § 240(1)']);
  });

  it('Michigan: two firms side by side under the caption, P-numbers, the ECF header’s case number', async () => {
    const facts = await read('mi-ed-counsel-below-caption');
    expect(facts).toMatchObject({ caseNumber: '2:25-cv-11873-LJM-EAS', filingDate: '2025-06-20' });
    expect(facts.counsel).toEqual([
      'Heather L. Marlowe | P41234 | Marlowe Brandt PLLC | (313) 555-0160 | hmarlowe@marlowebrandt.example.com',
      'Owen R. Brandt | P52871 | Marlowe Brandt PLLC | (313) 555-0160 | obrandt@marlowebrandt.example.com',
      'Gregory S. Ash | 24012345 | Dunmore & Ash LLP | (214) 555-0177 | gash@dunmoreash.example.com',
    ]);
    expect(facts.named).toContain('defendant: THOMAS J. VANCE [d/b/a VANCE ENGINEERING]');
  });

  it('California: a conformed-copy stamp above the counsel block is neither counsel nor the court', async () => {
    const facts = await read('ca-la-conformed-stamp');
    expect(facts.court).toBe('Superior Court of the State of California for the County of Los Angeles');
    expect(facts.filingDate).toBe('2025-03-14');
    expect(facts.counsel.map((c) => c.split(' | ')[0])).toEqual(['Rafael Q. Montoya', 'Gina L. Park']);
  });

  it('Ohio: numbers in brackets after each name, the fax labelled after its number', async () => {
    const facts = await read('oh-franklin-bracket-numbers');
    expect(facts.counsel).toEqual([
      'Desmond P. Arkwright | 0071234 | Arkwright Quist Co., L.P.A. | (614) 555-0190 | darkwright@aqlpa.example.com',
      'Lorena V. Quist | 0098812 | Arkwright Quist Co., L.P.A. | (614) 555-0190 | lquist@aqlpa.example.com',
    ]);
    const faxes = facts.attorneyInformation.plaintiffAttorneys.map((a) => a.fax);
    expect(faxes).toEqual(['(614) 555-0191', '(614) 555-0191']);
  });

  it("Philadelphia: 'Identification No.' under each name, the role line beside the first", async () => {
    const facts = await read('pa-phila-identification-numbers');
    expect(facts.counsel).toEqual([
      'Gwendolyn M. Rennick | 208811 | Rennick Fallon & Shea, P.C. | (215) 555-0133 | grennick@rfslaw.example.com',
      'Thaddeus O. Fallon | 311972 | Rennick Fallon & Shea, P.C. | (215) 555-0133 | ',
    ]);
  });

  it("Louisiana: '(#31877), T.A.' after the trial attorney's name, the city's ZIP code no bar number", async () => {
    const facts = await read('la-orleans-trial-attorney');
    expect(facts.counsel).toEqual([
      'Remy J. Boudreaux | 31877 | Boudreaux Landry Law Firm, LLC | (504) 555-0171 | remy@blfirm.example.com',
      'Claire A. Landry | 36204 | Boudreaux Landry Law Firm, LLC | (504) 555-0171 | claire@blfirm.example.com',
    ]);
  });

  it('Washington: an accented name signs, the firm’s letterhead is the footer of every page', async () => {
    const facts = await read('wa-king-footer-letterhead');
    expect(facts.counsel.map((c) => c.split(' | ').slice(0, 2).join(' | '))).toEqual([
      'Inés Estrella | WSBA # 38812',
      'Pieter J. Vandermeer | WSBA # 51270',
    ]);
  });

  it("Florida: the firm's 'Secondary Email' service mailbox is the address only of the lawyer who has none of his own", async () => {
    const facts = await read('fl-miamidade-service-mailbox');
    expect(facts.attorneyInformation.plaintiffAttorneys.map((a) => [a.name, a.barNumber, a.email])).toEqual([
      ['Teodora Ibarra', '98412', 'tibarra@saltmarsh.example.com'],
      ['Hugo Saltmarsh', '41233', 'pleadings@saltmarsh.example.com'],
    ]);
  });

  it("Minnesota: the signing date printed beside the firm's name leaves the firm", async () => {
    const facts = await read('mn-hennepin-dated-beside-firm');
    expect(facts.counsel).toEqual([
      'Marit Lindqvist | 0392214 | Lindqvist Oyelaran, P.A. | (612) 555-0109 | mlindqvist@lolaw.example.com',
      'Adebayo Oyelaran | 0401187 | Lindqvist Oyelaran, P.A. | (612) 555-0109 | aoyelaran@lolaw.example.com',
    ]);
  });

  it("Massachusetts: 'SUFFOLK, ss.' under the Commonwealth heads the court's name", async () => {
    const facts = await read('ma-suffolk-ss-heading');
    expect(facts.court).toBe(
      'Commonwealth of Massachusetts, Suffolk, Superior Court Department of the Trial Court',
    );
    expect(facts.caseNumber).toBe('2584CV01877');
  });

  it("North Carolina: the '25 CVS 004127' beside the county is the case number, not the court's", async () => {
    const facts = await read('nc-wake-general-court');
    expect(facts.court).toBe(
      'State of North Carolina, General Court of Justice, Superior Court Division, County of Wake',
    );
    expect(facts.caseNumber).toBe('25 CVS 004127');
  });
});
