import fs from 'node:fs';
import path from 'node:path';
import type { DamageClaim } from '@common/analysis';
import { describe, expect, it } from 'vitest';
import { findMoney } from './amounts';
import { extractDamages, findArithmeticTotal, sumDemanded } from './damages';
import { citationKey, findCitations } from './statutes';

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'damages', `${name}.txt`), 'utf8');
const amounts = (claims: DamageClaim[]) => claims.filter((c) => c.amount !== null).map((c) => c.amount);

describe('findMoney', () => {
  it.each([
    ['a demand of $1,234.56 today', [1234.56]],
    ['a demand of $ 1,234.56 today', [1234.56]],
    ['the sum of 1,234.56 dollars', [1234.56]],
    ['USD 1,234 in fees', [1234]],
    ['losses of $2.5 million', [2500000]],
    ['Fifty Thousand Dollars ($50,000.00) is one figure', [50000]],
    ['Eight Hundred Fifty Thousand and 25/100 Dollars', [850000.25]],
    ['an OCR reading of $l,234.S6', [1234.56]],
    ['SIX HUNDRED TWENTY DOLLARS AND TWENTY-FIVE CENTS ($620.25) is one figure', [620.25]],
    ['no money here: Section 5 and 17.9% per annum', []],
  ])('reads %j', (text, expected) => {
    expect(findMoney(text).map((m) => m.value)).toEqual(expected);
  });
});

describe('findCitations', () => {
  it.each([
    ['relief under 15 U.S.C. § 1692k(a)(2)(A)', ['15 U.S.C. § 1692k(a)(2)(A)']],
    ['under 42 U.S.C. Section 1983', ['42 U.S.C. § 1983']],
    ['Utah Code Ann. §78B-5-825', ['Utah Code Ann. § 78B-5-825']],
    ['Cal. Lab. Code § 2699', ['Cal. Lab. Code § 2699']],
    [
      'penalties under Labor Code §§ 201, 202 and 203',
      ['Lab. Code § 201', 'Lab. Code § 202', 'Lab. Code § 203'],
    ],
    ['18 U.S.C. § 1962(c) and (d)', ['18 U.S.C. § 1962(c)', '18 U.S.C. § 1962(d)']],
    ['Rule 26(c)(3) of the Utah Rules of Civil Procedure', ['Utah R. Civ. P. 26(c)(3)']],
    ['Federal Rule of Civil Procedure 57', ['Fed. R. Civ. P. 57']],
    ['damages under Tex. Civ. Prac. & Rem. Code § 41.003', ['Tex. Civ. Prac. & Rem. Code § 41.003']],
    ['Civil Code section 3294', ['Civ. Code § 3294']],
  ])('normalises %j', (text, expected) => {
    expect(findCitations(text, false).map((c) => c.cite)).toEqual(expected);
  });

  it('treats unqualified code names in a California pleading as California codes', () => {
    expect(findCitations('penalties under Labor Code § 2699', true).map((c) => c.cite)).toEqual([
      'Cal. Lab. Code § 2699',
    ]);
  });
});

describe('extractDamages on synthetic complaints', () => {
  it('reads principal, interest and fees from a Utah collection prayer, and no balance from its exhibit', () => {
    const result = extractDamages(fixture('utah-debt-collection'));
    expect(amounts(result.damageClaims).sort()).toEqual([1250, 1604.33, 6482.19].sort());
    const byType = Object.fromEntries(result.damageClaims.map((c) => [c.type, c]));
    expect(byType.principal?.amount).toBe(6482.19);
    expect(byType.interest?.amount).toBe(1604.33);
    expect(byType['attorney-fees']).toMatchObject({ amount: 1250, statute: 'Utah Code Ann. § 78B-5-826' });
    expect(byType.costs?.amount).toBeNull();
    for (const decoy of [6311.04, 35, 136.15, 211, 7500, 1017.81, 3900, 75]) {
      expect(amounts(result.damageClaims)).not.toContain(decoy);
    }
    expect(result.damageClaims.some((c) => c.isTotalDemand)).toBe(false);
  });

  it('records a Utah tier statement as a jurisdictional amount, not a claim', () => {
    const result = extractDamages(fixture('utah-debt-collection'));
    expect(result.jurisdictionalAmounts).toEqual([50000]);
    expect(amounts(result.damageClaims)).not.toContain(50000);
    expect(result.statutes).toEqual(['Utah Code Ann. § 78B-5-826']);
  });

  it('reads a sum written in words and digits as one total demand in a personal-injury petition', () => {
    const result = extractDamages(fixture('pi-petition'));
    const total = result.damageClaims.find((c) => c.isTotalDemand);
    expect(total).toMatchObject({ type: 'compensatory', amount: 850000 });
    expect(result.damageClaims.find((c) => c.type === 'punitive')).toMatchObject({
      amount: null,
      amountText: 'in an amount to be determined by the jury',
      statute: 'Tex. Civ. Prac. & Rem. Code § 41.003',
    });
    expect(result.jurisdictionalAmounts).toEqual([250000, 1000000]);
    expect(amounts(result.damageClaims)).not.toContain(31500);
    expect(amounts(result.damageClaims)).not.toContain(2000000);
    expect(result.causesOfAction).toEqual(['Negligence', 'Negligent Entrustment and Respondeat Superior']);
  });

  it('lists a sum asked for on three counts once, with all three bases', () => {
    const result = extractDamages(fixture('contract-three-counts'));
    const sums = result.damageClaims.filter((c) => c.amount !== null);
    expect(sums).toHaveLength(1);
    expect(sums[0]).toMatchObject({ amount: 250000, type: 'compensatory', isTotalDemand: true });
    expect(sums[0]!.basis).toBe(
      'Count I – Breach of Contract; Count II – Breach of the Implied Covenant of Good Faith and Fair Dealing; Count III – Unjust Enrichment',
    );
    expect(amounts(result.damageClaims)).not.toContain(1200000);
    expect(amounts(result.damageClaims)).not.toContain(950000);
    expect(result.jurisdictionalAmounts).toEqual([75000]);
    expect(result.statutes).toEqual([]);
  });

  it('reads FDCPA statutory damages up to $1,000 under § 1692k and leaves out jurisdiction citations', () => {
    const result = extractDamages(fixture('fdcpa'));
    expect(result.damageClaims.find((c) => c.type === 'statutory')).toMatchObject({
      amount: 1000,
      amountText: 'up to $1,000',
      statute: '15 U.S.C. § 1692k(a)(2)(A)',
    });
    expect(result.statutes).toContain('15 U.S.C. § 1692k(a)(2)(A)');
    expect(result.statutes).toContain('15 U.S.C. § 1692k(a)(3)');
    expect(result.statutes.some((s) => /1331|1391|1692k\(d\)|1692a/.test(s))).toBe(false);
    expect(amounts(result.damageClaims)).not.toContain(1847.2);
    expect(amounts(result.damageClaims)).not.toContain(25);
    expect(result.causesOfAction).toEqual(['Violation of the FDCPA']);
  });

  it("puts California's 'exceeds $25,000' in jurisdictional amounts and a per-violation penalty in a head without a sum", () => {
    const result = extractDamages(fixture('california-employment'));
    expect(result.jurisdictionalAmounts).toEqual([25000]);
    expect(amounts(result.damageClaims)).toEqual([]);
    expect(result.damageClaims.find((c) => c.type === 'statutory')).toMatchObject({
      amount: null,
      amountText: '$10,000 per violation',
      statute: 'Cal. Lab. Code § 1102.5(f)',
    });
    expect(result.damageClaims.find((c) => c.type === 'punitive')?.statute).toBe('Cal. Civ. Code § 3294');
    expect(result.statutes).toContain('Cal. Civ. Code § 3294');
    expect(result.statutes.some((s) => /§ (?:474|395)/.test(s))).toBe(false);
    expect(result.causesOfAction).toEqual([
      'Wrongful Termination in Violation of Public Policy',
      'Violation of Labor Code § 1102.5',
    ]);
  });

  it('does not report policy limits, premiums, a proof of loss or a payment as claims', () => {
    const result = extractDamages(fixture('insurance-bad-faith'));
    expect(amounts(result.damageClaims)).toEqual([187450.58]);
    expect(result.damageClaims.find((c) => c.type === 'statutory')?.statute).toBe('C.R.S. § 10-3-1116(1)');
    expect(result.statutes).toContain('C.R.S. § 10-3-1116(1)');
    expect(result.causesOfAction[1]).toBe('Unreasonable Delay and Denial of Benefits');
  });
});

describe('extractDamages on inline snippets', () => {
  it.each([
    [
      'an interest rate',
      'WHEREFORE, Plaintiff prays for judgment for interest at 18% per annum and $5.00 per day.',
      [],
    ],
    [
      'an amount-in-controversy threshold',
      '1. The amount in controversy exceeds $75,000, exclusive of interest and costs.\nWHEREFORE, Plaintiff demands compensatory damages in an amount to be proven at trial.',
      [],
    ],
    [
      'a filing-fee recital',
      '4. Plaintiff paid a filing fee of $375.00.\nWHEREFORE, Plaintiff demands judgment for costs.',
      [],
    ],
  ])('does not report %s as a claim', (_label, text, expected) => {
    expect(amounts(extractDamages(text).damageClaims)).toEqual(expected);
  });

  it('joins a figure split across a line break', () => {
    const { damageClaims } = extractDamages(
      'WHEREFORE, Plaintiff demands judgment in the amount of $12,\n345.00.',
    );
    expect(damageClaims).toMatchObject([{ amount: 12345, amountText: '$12,345.00', isTotalDemand: true }]);
  });

  it("reads a prayer 'in excess of' a court's threshold as that threshold, not a claim", () => {
    const { damageClaims, jurisdictionalAmounts } = extractDamages(
      'WHEREFORE, Plaintiff prays for judgment against Defendant in an amount in excess of $50,000, plus costs of suit.',
    );
    expect(jurisdictionalAmounts).toEqual([50000]);
    expect(damageClaims.filter((c) => c.amount !== null)).toEqual([]);
  });

  it('keeps a sum in excess of a figure that is no court threshold as the claim it is', () => {
    const { damageClaims } = extractDamages(
      'WHEREFORE, Plaintiff prays for judgment against Defendant in an amount in excess of $182,450.00.',
    );
    expect(damageClaims.map((c) => c.amount)).toContain(182450);
  });

  it('keeps the words of an unquantified demand', () => {
    const { damageClaims } = extractDamages(
      'PRAYER FOR RELIEF\nWHEREFORE, Plaintiff prays for compensatory damages in an amount to be proven at trial; and for punitive damages.',
    );
    expect(damageClaims.map((c) => [c.type, c.amountText])).toEqual([
      ['compensatory', 'in an amount to be proven at trial'],
      ['punitive', 'punitive damages'],
    ]);
  });

  it('leaves out struck text of a redline', () => {
    const text = [
      'WHEREFORE, Plaintiff demands compensatory damages in an amount to be determined by the jury.',
      'Deleted: of $30,000,000.00,',
      'Deleted: C. Postjudgment interest at 6% per annum¶',
      'Case 1:20-cv-01234-ABC Document 3 Filed 01/02/21 Page 2 of 9',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).toEqual([]);
  });
});

// The real complaints of ../shared/corpus (read at run time, never copied into the project).
const CORPUS = path.resolve('../shared/corpus/complaints');
const corpusFiles = fs.existsSync(CORPUS) ? fs.readdirSync(CORPUS).filter((f) => f.endsWith('.pdf')) : [];

interface Truth {
  damages: { amounts: number[]; jurisdictionalAmounts?: number[]; statutes: string[] };
  decoys: string;
}

/** Code and section without subsections or 'et seq.', for matching a label's spelling to ours. */
function looseKey(cite: string): string {
  const k = citationKey(cite).replace(/^cal\./, '');
  return k.replace(/(§\d[\d.\-a-z]*?)(?:\(.*)?$/i, '$1').replace(/,subd\..*$/, '');
}

describe.skipIf(corpusFiles.length === 0)('extractDamages on the real corpus', async () => {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const docs = await Promise.all(
    corpusFiles.map(async (file) => {
      const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(path.join(CORPUS, file))));
      const { text } = await extractText(pdf, { mergePages: true });
      const truth = JSON.parse(
        fs.readFileSync(path.join(CORPUS, file.replace(/\.pdf$/, '.truth.json')), 'utf8'),
      ) as Truth;
      return { file, text, truth, result: extractDamages(text) };
    }),
  );

  it('reports no decoy figure as a claim and only the sums the labels list', () => {
    for (const { file, truth, result } of docs) {
      const decoyFigures = (truth.decoys.match(/\$[\d,]+(?:\.\d+)?/g) ?? []).map((d) =>
        Number(d.replace(/[$,]/g, '')),
      );
      const claimed = amounts(result.damageClaims);
      for (const figure of decoyFigures)
        expect(claimed, `${file} reports decoy ${figure}`).not.toContain(figure);
      expect(claimed.sort(), file).toEqual([...truth.damages.amounts].sort());
    }
  });

  it('puts amount-in-controversy thresholds in jurisdictionalAmounts', () => {
    for (const { file, truth, result } of docs) {
      expect(result.jurisdictionalAmounts, file).toEqual(truth.damages.jurisdictionalAmounts ?? []);
    }
  });

  it('finds the statutes the relief is sought under (recall ≥ 0.95, precision ≥ 0.85 over the corpus)', () => {
    let truePositives = 0;
    let found = 0;
    let expected = 0;
    const rows: string[] = [];
    for (const { file, truth, result } of docs) {
      const want = new Set(truth.damages.statutes.map(looseKey));
      const got = new Set(result.statutes.map(looseKey));
      const hits = [...got].filter((k) => want.has(k)).length;
      truePositives += hits;
      found += got.size;
      expected += want.size;
      rows.push(`${file}: found ${got.size}, expected ${want.size}, matched ${hits}`);
    }
    const recall = expected ? truePositives / expected : 1;
    const precision = found ? truePositives / found : 1;
    console.log(
      `${rows.join('\n')}\nstatutes recall ${recall.toFixed(2)}, precision ${precision.toFixed(2)}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBeGreaterThanOrEqual(0.85);
  });
});

describe('the sum demanded', () => {
  it('adds up a sum asked for per count, with no total among them', () => {
    const text = `COMPLAINT\nAS AND FOR A FIRST CAUSE OF ACTION\n(Negligence)\n1. Defendants were negligent.\nAS AND FOR A SECOND CAUSE OF ACTION\n(Labor Law)\n2. Defendants violated the Labor Law.\nWHEREFORE, plaintiffs demand judgment against defendants in the sum of FIVE MILLION DOLLARS ($5,000,000.00) on the first cause of action and THREE MILLION DOLLARS ($3,000,000.00) on the second cause of action, together with costs.\n`;
    const { damageClaims } = extractDamages(text);
    expect(damageClaims.filter((c) => c.isTotalDemand)).toEqual([]);
    expect(sumDemanded(damageClaims)).toBe(8_000_000);
  });

  it.each([
    ['$2.75 million', 2_750_000],
    ['two million dollars', 2_000_000],
    ['Three Hundred Twelve Thousand Five Hundred Dollars ($312,500.00)', 312_500],
    ['not less than $1.2 million', 1_200_000],
  ])('reads a demand of %j', (words, amount) => {
    const text = `COMPLAINT\nCOUNT I - BREACH OF CONTRACT\n1. Defendant breached the supply agreement.\nWHEREFORE, Plaintiff demands judgment against Defendant for damages of ${words}, together with interest at 10% per annum and costs.\n`;
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(amount);
  });

  it('keeps a Texas Rule 47 range apart from the demand', () => {
    const text = `PLAINTIFF'S ORIGINAL PETITION\n1. Plaintiff seeks monetary relief over $1,000,000. Tex. R. Civ. P. 47(c)(5).\nCAUSES OF ACTION\nA. Breach of Contract\n2. Defendant failed to pay the claim.\nPRAYER\nPlaintiff asks for judgment for actual damages, statutory interest and attorney's fees.\n`;
    const result = extractDamages(text);
    expect(result.jurisdictionalAmounts).toEqual([1_000_000]);
    expect(sumDemanded(result.damageClaims)).toBeNull();
  });

  it('reads a penalty per employee per pay period as no sum', () => {
    const text = `COMPLAINT\nFIRST CAUSE OF ACTION\n(Civil Penalties under PAGA)\n1. The penalty is $100.00 for each aggrieved employee per pay period for the initial violation.\nPRAYER\nWHEREFORE Plaintiff prays for civil penalties as provided by Labor Code § 2699 and attorneys' fees.\n`;
    expect(sumDemanded(extractDamages(text).damageClaims)).toBeNull();
  });
});

describe('the sum demanded', () => {
  it.each([
    [[1946300, 118440, 2064740], 2],
    [[7500000, 2150000, 9650000], 2],
    [[812600, 215800, 90000, 1118400], 3],
    [[100, 200, 400], null],
    [[500, 500], null],
  ])('finds the figure that adds up the others in %j', (amounts, index) => {
    expect(findArithmeticTotal(amounts)).toBe(index);
  });

  it('takes the total of its parts, whatever words introduce it', () => {
    const text = `COMPLAINT\nWHEREFORE, Plaintiff prays for judgment as follows:\nA. For repair costs of $1,946,300.00;\nB. For relocation costs of $118,440.00;\nC. Damages of $2,064,740.00 in all, or such other amount as is proven at trial;\n`;
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(2064740);
  });

  it("takes the grand total over a subtotal ('totaling $1,118,400' then 'a total judgment of $1,268,400')", () => {
    const text = `COMPLAINT\nWHEREFORE, Plaintiffs pray for judgment:\n1. On the First and Second Claims, unpaid benefits under Coverages A, C and D, totaling $1,118,400;\n2. On the Third Claim for Relief, $150,000;\n3. For a total judgment of $1,268,400;\n4. For costs.\n`;
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(1268400);
  });

  it('reads a cap the prayer cites as no claim', () => {
    const text = `COMPLAINT\nWHEREFORE, Plaintiff prays for:\nA. back pay in the amount of $186,400;\nB. front pay in the amount of $112,000;\nC. compensatory damages subject to the limits of 42 U.S.C. § 1981a(b)(3), which for an employer of more than 500 employees is $300,000;\nD. punitive damages to the extent permitted (five times compensatory damages or $350,000, whichever is greater).\n`;
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([186400, 112000]);
    expect(sumDemanded(damageClaims)).toBe(298400);
  });

  it("adds compensatory and punitive damages asked for in one count's prayer and again in another's", () => {
    const text = `COMPLAINT\nCOUNT I - EXCESSIVE FORCE\n1. The officers struck Plaintiff.\nWHEREFORE, Plaintiff demands judgment against Defendants for compensatory damages in the amount of Two Million Five Hundred Thousand Dollars ($2,500,000.00) and punitive damages in the amount of One Million Dollars ($1,000,000.00), plus interest and costs.\nCOUNT II - MUNICIPAL LIABILITY\n2. The County trained them.\nWHEREFORE, Plaintiff demands judgment against the County in the amount of Two Million Five Hundred Thousand Dollars ($2,500,000.00), plus attorneys' fees, interest and costs.\n`;
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(3500000);
  });
});

describe('a prayer itemised with leader dots and a TOTAL row (blind batch 10)', () => {
  const prayer = [
    'WHEREFORE, Plaintiffs pray for judgment against Northern Sentry as follows:',
    '1. Contract damages under the Policy, as follows:',
    'a. Roof replacement ..................................... $68,740.00',
    'b. Mold remediation ...................................... $9,460.00',
    'c. Additional living expenses ............................ $6,880.00',
    '------------',
    'TOTAL .............................................. $85,080.00',
    '2. Compensatory damages on Count II in an amount to be proven at trial.',
  ].join('\n');

  it("takes the TOTAL row's figure for the sum, not the item whose line the rule and 'TOTAL' follow", () => {
    const { damageClaims } = extractDamages(prayer);
    expect(damageClaims.filter((c) => c.isTotalDemand).map((c) => c.amount)).toEqual([85080]);
    expect(sumDemanded(damageClaims)).toBe(85080);
  });

  it("reads 'loss of use coverage (Coverage D) of $122,400' as the policy's limit, not a loss claimed", () => {
    const body =
      '6. The Policy provides dwelling coverage of $612,000, and loss of use coverage (Coverage D) of $122,400.\n';
    expect(amounts(extractDamages(`${body}${prayer}`).damageClaims)).not.toContain(122400);
  });
});

describe('totals in the forms blind batch 12 brought', () => {
  it("takes 'In total, TWO MILLION … DOLLARS ($X)' for the total, not the items and it added up", () => {
    const text =
      'RELIEF REQUESTED\nPlaintiffs request judgment against Meridian as follows:\nA. For TCP Stamping, $1,284,615.42 on Counts I and III, and $388,950.00 on Count II;\nB. For TCP Tooling, $742,300.00 on Count IV;\nC. In total, TWO MILLION FOUR HUNDRED FIFTEEN THOUSAND EIGHT HUNDRED SIXTY-FIVE\nAND 42/100 DOLLARS ($2,415,865.42);\nD. Costs and attorney fees.\n';
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(2415865.42);
  });

  it("takes 'judgment in the total amount of not less than WORDS ($X)' over a subtotal", () => {
    const text =
      'PRAYER FOR RELIEF\nWHEREFORE, Plaintiffs request that the Court award:\nA. Compensatory damages of $1,198,704.19 and $775,114.25, a total of $1,973,818.44;\nB. Three times their actual damages, $5,921,455.32;\nC. Judgment in the total amount of not less than FIVE MILLION NINE HUNDRED TWENTY-ONE THOUSAND\nFOUR HUNDRED FIFTY-FIVE AND 32/100 DOLLARS ($5,921,455.32);\nD. Interest and costs.\n';
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(5921455.32);
  });

  it("reads 'a replacement-cost estimate of the covered loss of $X' in a proof of loss as history, not a claim", () => {
    const text =
      '13. The Associations submitted a Sworn Statement in Proof of Loss with a replacement-cost estimate of the covered loss of $4,862,415.37.\nWHEREFORE, Plaintiffs demand judgment for $2,874,351.82, interest and costs.\n';
    expect(amounts(extractDamages(text).damageClaims)).toEqual([2874351.82]);
  });
});

describe('figures in the forms blind batch 13 brought', () => {
  it("reads a workers' compensation carrier's lien as no claim", () => {
    const text =
      "COUNT V - LOSS OF CONSORTIUM\n28. Kendra has lost the society of her husband.\nWHEREFORE, Plaintiff Kendra M. Haskell prays for judgment against Defendants in an amount in excess of $75,000.00, with interest and costs.\n30. A workers' compensation carrier has paid benefits to Brody and asserts a lien\nof $412,338.19 under 85A O.S. § 43 against any recovery.\n";
    expect(amounts(extractDamages(text).damageClaims)).not.toContain(412338.19);
  });

  it("takes 'an aggregate amount of not less than Eighteen Million … Dollars ($X)' for the total", () => {
    const text =
      'WHEREFORE, Plaintiffs pray for judgment as follows:\n1. For compensatory damages on behalf of the Class in an aggregate amount of not less than Eighteen Million Five\nHundred Thousand Dollars ($18,500,000.00), the precise amount to be proven at trial;\n2. For actual damages including $4,276.15 for Plaintiff Beck and $1,284.50 for Plaintiff Matsumura;\n3. For costs.\n';
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(18500000);
  });
});

describe('the sum demanded when the prayer names no figure', () => {
  it("is none, though the allegations state what was lost (the product's rule)", () => {
    const text =
      "16. McCreary is owed unpaid overtime of at least $14,206.88, and Villalobos is owed unpaid overtime of at least $9,874.15.\nPRAYER FOR RELIEF\nWHEREFORE, Plaintiffs request unpaid overtime wages and liquidated damages in an amount to be determined at trial, and attorneys' fees and costs.\n";
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([14206.88, 9874.15]);
    expect(sumDemanded(damageClaims)).toBeNull();
  });

  it('is the figures the prayer names, not those of the allegations beside them', () => {
    const text =
      '12. Plaintiff has been damaged in the amount of $40,000.00.\nWHEREFORE, Plaintiff demands judgment for $25,000.00, interest and costs.\n';
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(25000);
  });
});

describe('the sum demanded in the forms blind batch 14 brought', () => {
  it("is the stated 'total compensatory damages of … ($2,647,350.00)', not a count's figure 'included within' it", () => {
    const text = [
      'COUNT I',
      'LEGAL MALPRACTICE',
      '20. The lost judgment was worth $2,460,000.00.',
      'WHEREFORE, Plaintiffs pray for judgment against Defendants, HALE, ROURKE & HALLORAN',
      'LLP and PHILIP J. ROURKE, jointly and severally, in the amount of',
      '$2,647,350.00, plus costs of suit.',
      'COUNT II',
      'BREACH OF CONTRACT',
      '28. The firm promised to pursue the claims diligently.',
      'WHEREFORE, Plaintiff prays for judgment against HALE, ROURKE & HALLORAN LLP in the amount of $187,350.00, which amount is',
      'included within and is not additional to the damages sought in Count I, plus costs of suit.',
      'TOTAL DAMAGES DEMANDED',
      'Plaintiffs demand total compensatory damages of TWO MILLION SIX HUNDRED',
      'FORTY-SEVEN THOUSAND THREE HUNDRED FIFTY AND 00/100 DOLLARS ($2,647,350.00), and costs.',
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(2647350);
  });

  it("is none when the prayer's compensatory damages name no figure, though the allegations state a loss of the same kind", () => {
    const text =
      '12. Plaintiff has been damaged in the amount of $40,000.00 by the breach.\nPRAYER FOR RELIEF\nWHEREFORE, Plaintiff requests compensatory damages in an amount to be determined at trial, and costs.\n';
    const { damageClaims } = extractDamages(text);
    expect(damageClaims.find((c) => c.amount === 40000)?.source).toBe('body');
    expect(sumDemanded(damageClaims)).toBeNull();
  });

  it("takes no ransom demand the attackers made for a claim ('declined a ransom demand reported at $4.2 million')", () => {
    const text =
      '3. Northstar declined a ransom demand reported at $4.2 million.\nPRAYER FOR RELIEF\nWHEREFORE, Plaintiffs request compensatory damages in an amount to be determined at trial.\n';
    expect(amounts(extractDamages(text).damageClaims)).toEqual([]);
  });

  it("takes no figure alleged 'upon information and belief' of another's dealings for a claim", () => {
    const text =
      '15. Upon information and belief, Marlin Cove was owed more than $640,000.00 in unpaid management fees.\n16. Plaintiff has been damaged in the amount of $412,500.00.\nWHEREFORE, Plaintiff demands judgment for $412,500.00 and costs.\n';
    expect(amounts(extractDamages(text).damageClaims)).toEqual([412500]);
  });
});

describe('the sum demanded in the forms blind batch 15 brought', () => {
  it("reads a prayer headed 'IX. PRAYER FOR RELIEF' and its 'total damages demand under paragraphs (a) through (c) is $…'", () => {
    const text = [
      '22. Brazos has been damaged in the amount of $6,215,000.00.',
      'IX. PRAYER FOR RELIEF',
      "Plaintiffs respectfully request that the Court enter judgment in Plaintiffs' favor:",
      'a. against Meridian, for $6,215,000.00 under Section 22 of the LTA;',
      'b. against Meridian, for $3,482,117.40 on the unpaid invoices;',
      'c. against Meridian and Kestrel, jointly and severally, for $1,940,000.00, the value of the Tooling;',
      "Plaintiffs' total damages demand under paragraphs (a) through (c) is",
      "$11,637,117.40, exclusive of attorneys' fees, interest and costs.",
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(11637117.4);
  });

  it("takes 'The total liquidated sum demanded in paragraphs (a) and (b) is ONE MILLION … ($1,101,328.01)' for the total", () => {
    const text = [
      'WHEREFORE, Plaintiffs request judgment as follows:',
      'a. On Counts I and II, compensatory damages of $464,442.67;',
      'b. On Count IV, additional damages equal to two times the converted commissions, or $636,885.34;',
      'c. All other just and proper relief.',
      'The total liquidated sum demanded in paragraphs (a) and (b) is ONE MILLION',
      'ONE HUNDRED ONE THOUSAND THREE HUNDRED TWENTY-EIGHT AND 01/100 DOLLARS',
      '($1,101,328.01), exclusive of fees, interest and costs.',
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(1101328.01);
  });

  it("takes no benefits a carrier 'has paid … totaling $212,448.19' for a claim, and keeps what the worker 'is owed'", () => {
    const text = [
      "19. Keystone's workers' compensation carrier, Lackawanna Casualty Mutual,",
      'has paid wage loss and medical benefits totaling $212,448.19 to date and has asserted a lien.',
      '20. Based on his schedule and pay records, McCreary is owed unpaid overtime of at least $14,206.88.',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).toEqual([14206.88]);
  });

  it("takes a form's 'in demand … is $2,500 or more' for a threshold, not a claim", () => {
    const text =
      '[X] "X" if amount, legal interest or property in demand, not including interest and costs is $2,500 or more.\nWHEREFORE, the plaintiff claims money damages of $96,415.50.\n';
    expect(amounts(extractDamages(text).damageClaims)).toEqual([96415.5]);
  });
});

describe('the sum demanded in the forms blind batch 16 brought', () => {
  it("is 'A total judgment, for the amounts stated in Paragraphs B and C, of not less than … ($851,495.00)'", () => {
    const text = [
      'WHEREFORE, Plaintiffs request judgment against Defendants as follows:',
      'B. treble damages of $115,380.00, $125,775.00, and $110,340.00, respectively, for an aggregate of $351,495.00;',
      'C. Punitive damages in an amount of not less than $500,000.00;',
      'D. A total judgment, for the amounts stated in Paragraphs B and C, of',
      'not less than EIGHT HUNDRED FIFTY-ONE THOUSAND FOUR HUNDRED NINETY-FIVE AND',
      'NO/100 DOLLARS ($851,495.00);',
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(851495);
  });

  it("takes both figures of a statutory cap ('$500,000 per claimant … and $750,000 against nonpractitioners') for no claim", () => {
    const text = [
      '36. To the extent any Defendant invokes the limitations on noneconomic damages in § 766.118, Fla. Stat.',
      '(including $500,000 per claimant against practitioners and $750,000 against nonpractitioners), Plaintiffs',
      'assert that those limitations are unconstitutional.',
      'WHEREFORE, Plaintiffs demand judgment for damages in excess of $50,000, costs and interest.',
    ].join('\n');
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([]);
    expect(sumDemanded(damageClaims)).toBeNull();
  });
});

describe('the sum demanded in the forms blind batch 18 brought', () => {
  it("takes '$5,000 for each intentional or reckless violation' for a rate, not a sum demanded", () => {
    const text =
      "WHEREFORE, Plaintiffs pray for judgment:\nC. Awarding statutory damages of $5,000 for each intentional or reckless violation of BIPA, or $1,000 for each negligent violation;\nD. Awarding attorneys' fees and costs.\n";
    expect(sumDemanded(extractDamages(text).damageClaims)).toBeNull();
  });
});

describe('the sum demanded in the forms blind batch 19 brought', () => {
  it("takes 'the $25,000.00 cap in Section 9.2' for a cap, not a claim", () => {
    const text =
      'WHEREFORE, Plaintiffs pray for judgment:\nE. For a total judgment of $246,413.40;\nF. A declaration that the $25,000.00 cap in Section 9.2 of the Agreement is unenforceable;\n';
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([246413.4]);
  });
});

describe('the sum demanded in the forms blind batch 20 brought', () => {
  it('adds two judgment items of one prayer, each for its own counts, instead of taking the larger', () => {
    const text = [
      'WHEREFORE, Plaintiffs request that this Court enter judgment in their favor and:',
      'a. Enter judgment for the Company against Roe and Ridge LLC, jointly and severally, in the amount of',
      '$940,000, plus prejudgment interest (Counts II and III);',
      'b. Enter judgment for Plaintiffs against Roe in the amount of $212,500 (Count IV);',
      'c. Grant such further relief as the Court deems just.',
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(1152500);
  });

  it("takes 'For a total of compensatory property damages of $X' for the total, though its items do not add up to it", () => {
    const text = [
      'WHEREFORE, Plaintiffs request judgment against Defendants as follows:',
      'A. Damages to Plaintiffs Ana and Bo Cole in the amount of $610,000.00;',
      'B. Damages to Plaintiff Cy Dunn in the amount of $95,250.50;',
      'C. Damages to Plaintiff Elm Orchards, Inc. for its orchard, lost with its trees;',
      'D. For a total of compensatory property damages of $2,105,250.50;',
      "E. Reasonable attorneys' fees and costs.",
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(2105250.5);
  });

  it('leaves out the whole of a debt the next sentence says was partly paid, keeping the balance', () => {
    const text = [
      '23. At the agreed price the Company owed Plaintiffs $480,000 for the redeemed shares,',
      'payable within sixty days. The Company paid $120,000 on May 1, 2024 and has refused to',
      'pay the remaining $360,000.',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).not.toContain(480000);
  });
});

describe('the sum demanded in the forms blind batch 23 brought', () => {
  it("takes 'Plaintiffs' total ad damnum is …' for the total over the trebled figure's parts", () => {
    const text = [
      'WHEREFORE, Plaintiffs request judgment as follows:',
      '(a) compensatory damages of $1,000,000.00 for unpaid invoices and $500,000.00 for lost profits;',
      '(b) on Count IV, treble damages in the amount of $4,500,000.00, which includes the damages in (a);',
      '(c) such further relief as the Court deems just.',
      "Plaintiffs' total ad damnum is FOUR MILLION FIVE HUNDRED THOUSAND DOLLARS ($4,500,000.00).",
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(4500000);
  });
});

describe('the sum demanded in the forms blind batch 24 brought', () => {
  it.each([
    '15. Meridian owes its full $10,000,000 limit, less the $2,317,055.62 paid, leaving $7,682,944.38 unpaid.',
    '16. Keswick paid royalties of $9,730,116.02. The audit found that royalties owed were $28,372,421.90. Keswick therefore underpaid royalties by $18,642,305.88.',
  ])('leaves out the whole of a debt partly paid in %j', (text) => {
    const claimed = amounts(extractDamages(text).damageClaims);
    expect(claimed).not.toContain(10000000);
    expect(claimed).not.toContain(28372421.9);
  });

  it("takes '$2.40 per share' for a price, not a claim", () => {
    const text =
      'WHEREFORE, Plaintiffs demand judgment for the loss in value of $2.40 per share, a total of EIGHT MILLION SIX HUNDRED FORTY THOUSAND DOLLARS ($8,640,000.00).';
    expect(amounts(extractDamages(text).damageClaims)).toEqual([8640000]);
  });

  it("ends the complaint's figures at an exhibit whose cover page keeps its line number", () => {
    const text =
      'WHEREFORE, Plaintiff demands judgment for $1,000,000.00.\nDated: May 1, 2025\n1                EXHIBIT C\nWHEREFORE, the Association demands judgment for $12,488,500.00.\n';
    expect(amounts(extractDamages(text).damageClaims)).toEqual([1000000]);
  });
});

describe('figures another party asserts', () => {
  it("leaves out a loss another party's notice asserts, and keeps the pleader's own", () => {
    const text = [
      '22. On January 15, 2025, Ostralis delivered a claim notice asserting that undisclosed deviations had caused it losses of $9,200,000.',
      '23. Plaintiffs, asserting that the notice was baseless, have been damaged in the amount of $4,250,000.',
    ].join('\n');
    const claimed = amounts(extractDamages(text).damageClaims);
    expect(claimed).not.toContain(9200000);
    expect(claimed).toContain(4250000);
  });
});

describe('past losses the body states in figures', () => {
  it("claims the medical expenses incurred and the wages lost, while a prayer 'to be proven' demands no sum", () => {
    const text = [
      '14. Ms. Ferrante has incurred medical, surgical and rehabilitation expenses of $238,417.09 to date and',
      'funeral and burial expenses of $11,260.00, and has lost wages and benefits of $54,900.00.',
      '15. She earned wages of $31.50 per hour, and her employer paid $8,000 toward her bills.',
      'WHEREFORE, Plaintiff prays for judgment for her special and general damages in an amount to be proven at trial, and for costs.',
    ].join('\n');
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims).sort((a, b) => a! - b!)).toEqual([11260, 54900, 238417.09]);
    expect(sumDemanded(damageClaims)).toBeNull();
  });
});

describe('the title block', () => {
  it("takes no body sentence wrapped to begin 'Complaint when …' for the title, nor the citations under it", () => {
    const text = [
      'ANA COLE, ) Case No. C20243817',
      ') COMPLAINT',
      '5. Plaintiffs will amend this',
      'Complaint when their names are learned.',
      '6. This Court has jurisdiction under A.R.S. § 12-123, and venue is',
      'proper under A.R.S. § 12-401.',
      'COUNT ONE',
      'MEDICAL NEGLIGENCE',
      '7. Defendant breached the standard of care under A.R.S. § 12-563.',
    ].join('\n');
    expect(extractDamages(text).statutes).not.toContain('A.R.S. § 12-401');
  });
});

describe('a total printed after its parts', () => {
  it("reads '… $87,450.00 and … $64,980.00, for total back pay of $152,430.00' as the total, not the last part", () => {
    const text = [
      'WHEREFORE, Plaintiffs request judgment awarding:',
      '(a) back pay to Ms. Ruiz in the amount of $91,200.00 and to Mr. Holt',
      '    in the amount of $58,730.00, for total back pay of $149,930.00, with',
      '    prejudgment interest;',
      '(b) compensatory damages in amounts to be determined at trial.',
    ].join('\n');
    const { damageClaims } = extractDamages(text);
    expect(sumDemanded(damageClaims)).toBe(149930);
    expect(damageClaims.find((c) => c.amount === 149930)?.type).toBe('compensatory');
  });
});

describe("the pleader's list of its losses", () => {
  it('claims each item of a lettered list of losses, whatever its label says, and of a table under its colon', () => {
    const lettered = [
      '19. As a direct result, Plaintiffs suffered the following losses:',
      '(a) spoiled and destroyed product: $1,214,300.00;',
      '',
      '(b) lost profits on product that could not be processed or sold',
      'during the 2024 season: $488,000.00; and',
      '(c) cost of temporary freezer vans: $140,300.00.',
      '20. The Agreement priced each pallet at $1,150.00.',
    ].join('\n');
    const table = [
      "13. Plaintiffs' covered losses that remain unpaid are:",
      '',
      'Barn and hayloft (replacement cost) ........ $1,612,400.00',
      'Debris removal .............................. $94,300.00',
      'TOTAL ....................................... $1,706,700.00',
      '',
      '14. The premium paid was $18,400.00.',
    ].join('\n');
    const claimed = (text: string) =>
      amounts(extractDamages(text).damageClaims).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(claimed(lettered)).toEqual([140300, 488000, 1214300]);
    expect(claimed(table)).toEqual([94300, 1612400, 1706700]);
  });
});

describe('limits of coverage', () => {
  it("reads 'the balance of its $5,000,000 limit' and '$1,500,000 per annual aggregate' as limits, not claims", () => {
    const text = [
      '30. Gulfline owes the balance of its $5,000,000 limit, less amounts paid.',
      'WHEREFORE, Plaintiff demands judgment in an amount in excess of Fifty Thousand Dollars ($50,000.00).',
      '31. Defendants are insured for $500,000 per occurrence and $1,500,000 per annual aggregate.',
    ].join('\n');
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([]);
    expect(sumDemanded(damageClaims)).toBeNull();
  });
});

describe("an allegation's 'total' and a prayer of several figures", () => {
  const prayer = (items: string[]) =>
    [
      'PRAYER FOR RELIEF',
      'WHEREFORE, Plaintiffs pray for judgment against Defendants, as follows:',
      ...items,
    ].join('\n');

  it("adds up a prayer's figures when the allegation's 'total' is one part's ('wages owed to the class total')", () => {
    const text = [
      '13. Plaintiffs estimate that unpaid minimum and overtime wages owed',
      'to the class total not less than $418,600.00, according to proof.',
      prayer([
        'A. For unpaid minimum and overtime wages of not less than $418,600.00;',
        'B. For meal and rest period premiums of not less than $296,450.00;',
        'C. For civil penalties under the Private Attorneys General Act of not less than $2.75 million;',
        'D. For such other relief as the Court deems just and proper.',
      ]),
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(3465050);
  });

  it("adds up each family's figure: 'consisting of' parts with no figure is no total, nor is each family's 'total'", () => {
    const text = [
      "32. The Vanterpools' losses on these elements total $86,400.00.",
      "33. The Ybarras' losses on these elements total $74,250.00.",
      prayer([
        'A. For Plaintiffs Gregory and Alicia Vanterpool, damages of $86,400.00, consisting of the cost to remove,',
        're-roof and reinstall, interior repairs, and lost energy savings;',
        'B. For Plaintiffs Ramon and Celeste Ybarra, damages of $74,250.00, on the same elements;',
        'C. Such further relief as the Court deems just.',
      ]),
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(160650);
  });

  it("keeps 'the pleader's damages total $X' as the whole demand beside a prayer item credited against it", () => {
    const text = [
      "9. Buckeye Ridge's damages total $1,862,415.38: scrapped parts of $684,212.38; customer chargebacks of",
      '$911,450.00; and expedited freight of $266,753.00.',
      prayer([
        'A. against Polymera on the First and Second Claims, in the amount of $1,862,415.38;',
        'B. against the Bank on the Third Claim in the amount of $500,000.00, to be credited as stated;',
        'C. for such other relief as the Court deems just.',
      ]),
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(1862415.38);
  });
});

describe('limits of coverage in the forms blind batch 29 brought', () => {
  it("reads the MCARE coverage '$1,500,000 in the annual aggregate' under the last prayer as a limit, not the demand", () => {
    const text = [
      'WHEREFORE, Plaintiffs demand judgment against all Defendants, jointly and severally, in an amount in excess',
      'of Fifty Thousand Dollars ($50,000.00), exclusive of interest, costs and delay damages.',
      'DAMAGES',
      "26. As a result of Defendants' negligence, E.M. has suffered and will suffer permanent brain damage and the",
      'need for lifelong care. Defendants are advised that the professional liability coverage required by the',
      'MCARE Act is $500,000 per occurrence primary and $1,500,000 in the annual aggregate, 40 P.S. § 1303.711(d);',
      "Plaintiffs' damages are not limited by those amounts.",
    ].join('\n');
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([]);
    expect(sumDemanded(damageClaims)).toBeNull();
  });
});

describe('the sum demanded in the forms blind batch 30 brought', () => {
  it("reads 'in all, ONE MILLION … ($1,264,600.00)' after each plaintiff's 'total' as the whole demand", () => {
    const text = [
      'PRAYER FOR RELIEF',
      'WHEREFORE, Plaintiffs request that the Court enter judgment in their favor and award:',
      '(a) to Ms. Achterberg: two times back pay, $428,760.00; special damages, $250,000.00; for a total of',
      '$678,760.00;',
      '(b) to Mr. Okafor: two times back pay, $335,840.00; special damages, $250,000.00; for a total of',
      '$585,840.00;',
      '(c) in all, ONE MILLION TWO HUNDRED SIXTY-FOUR THOUSAND SIX HUNDRED DOLLARS',
      '($1,264,600.00), plus interest on back pay;',
      '(d) such other relief as the Court deems just.',
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(1264600);
  });

  it("adds '… in the amount of $1,284,390.57 for A and $128,415.62 for B' as two figures, not a total and a part", () => {
    const text = [
      'WHEREFORE, Plaintiffs pray for judgment on Count I against Defendants, jointly and severally, in the amount',
      'of $1,284,390.57 for underpaid reimbursements and $128,415.62 for unauthorized recoupments, for their costs,',
      'and for such other relief as the Court deems just.',
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(1412806.19);
  });

  it("reads a price 'per hundredweight' and '$25,000 each' as rates, not claims", () => {
    const text = [
      "15. Plaintiffs' damages include: herd losses of $1,412,600.00; lost milk production of $987,340.55,",
      'calculated at the prevailing Class III price of approximately $19.85 per hundredweight.',
      '16. Under Section 7(d), PFA is entitled to liquidated damages of $150,000.00 (six customers at $25,000 each).',
    ].join('\n');
    const claimed = amounts(extractDamages(text).damageClaims);
    expect(claimed).not.toContain(19.85);
    expect(claimed).not.toContain(25000);
  });
});

describe('figures in the forms blind batch 32 brought', () => {
  it("reads '… DOLLARS AND 60/100 ($7,959,350.60)' as one figure, and no settlement offer or punitive cap", () => {
    const text = [
      '17. QBS, through counsel, rejected the demand and offered $250,000, which Plaintiffs declined.',
      'WHEREFORE, Plaintiffs request that the Court:',
      'A. Enter judgment for Plaintiffs against Defendants, jointly and severally, for compensatory damages in',
      'the amount of SEVEN MILLION NINE HUNDRED FIFTY-NINE THOUSAND THREE HUNDRED FIFTY DOLLARS AND 60/100',
      '($7,959,350.60);',
      'B. Plaintiffs reserve the right to seek punitive damages, which are limited in Virginia to $350,000 by',
      'Va. Code § 8.01-38.1.',
    ].join('\n');
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([7959350.6]);
    expect(sumDemanded(damageClaims)).toBe(7959350.6);
  });
});

describe('figures in the forms blind batch 33 brought', () => {
  it("takes neither a defendant's demand ('used to demand $…') nor an insurance deductible for the claim", () => {
    const text = [
      '1.1 This case arises from a license audit that Corvane, Inc. used to demand $2,914,600.00 in fees.',
      'Brightwater paid $418,300.00 under protest.',
      "2.4 Plaintiffs' property insurer has paid a portion of Plaintiffs' loss subject to a deductible of",
      '$250,000.00; the insurer reserves its subrogation rights.',
      'WHEREFORE, Plaintiffs request that the Court enter judgment:',
      'A. Awarding restitution of the $418,300.00 paid under protest;',
      'B. Awarding total damages of $461,050.00.',
    ].join('\n');
    const { damageClaims } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([461050, 418300]);
    expect(sumDemanded(damageClaims)).toBe(461050);
  });
});

describe('figures in the forms blind batch 34 brought', () => {
  it("takes Colorado's cover-sheet box ('more than $100,000.00') for a threshold and no statutory cap's 'greatest of $…'", () => {
    const text = [
      '[X] This party is seeking a monetary judgment against another party of more than',
      '$100,000.00, including any penalty or interest, but excluding attorney fees.',
      '43. Plaintiffs acknowledge that 23 O.S. § 9.1 limits an award under subsection (B) to the greater of',
      '$100,000.00 or the actual damages awarded, and under subsection (C) to the greatest of $500,000.00,',
      'twice the actual damages awarded, or the increased financial benefit derived by the defendant.',
      'WHEREFORE, Plaintiffs pray for judgment against Defendants:',
      'a. medical expenses of $684,219.40;',
      'b. lost wages of $61,870.00.',
    ].join('\n');
    const { damageClaims, jurisdictionalAmounts } = extractDamages(text);
    expect(amounts(damageClaims)).toEqual([684219.4, 61870]);
    expect(jurisdictionalAmounts).toContain(100000);
  });
});

describe('figures in the forms blind batch 35 brought', () => {
  it('takes no deductible a prayer asks the court to declare for a claim', () => {
    const text = [
      'WHEREFORE, the Association demands judgment against Coral Meridian for the unpaid balance of',
      '$4,576,096.37, together with interest and costs.',
      'WHEREFORE, the Association requests a declaratory judgment that a single hurricane deductible of',
      '$3,120,000.00 applies to the loss.',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).toEqual([4576096.37]);
  });
});

describe('figures in the forms blind batch 41 brought', () => {
  it("takes no statutory ceiling priced 'per counterfeit mark per type of goods' for a claim", () => {
    const text = [
      'WHEREFORE, Plaintiffs request judgment against Defendant:',
      'A. lost profits of $1,350,000.00;',
      'B. corrective advertising costs of $275,000.00.',
      'Plaintiffs do not elect statutory damages; the statutory damages available for use of a',
      'counterfeit mark (up to $2,000,000 per counterfeit mark per type of goods) are noted only to',
      'reserve that election.',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).toEqual([1350000, 275000]);
  });
});

describe('figures in the forms blind batch 42 brought', () => {
  it('takes no proof of loss for a claim when a later paragraph claims its balance after an advance', () => {
    const text = [
      '14. Plaintiffs submitted a sworn Proof of Loss on December 2, 2024 for a business income loss of',
      '$9,013,912.40, supported by monthly profit and loss statements.',
      '15. Defendants advanced $2,140,000.00 on the business income claim.',
      '16. Defendants then stopped adjusting the claim and refused every request for a meeting, although',
      'Plaintiffs supplied every record the adjuster asked for, over the following four months, including',
      'kill sheets, grading reports, payroll registers and the general ledger of the plant and its cold store.',
      '17. The unpaid balance of the business income loss is $6,873,912.40 ($9,013,912.40 less the',
      '$2,140,000.00 advanced).',
      'WHEREFORE, Plaintiffs pray for judgment against Defendants as follows:',
      '1. For unpaid business income loss in the sum of $6,873,912.40;',
      '2. For costs and disbursements.',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).toEqual([6873912.4]);
  });
});

describe('figures in the forms blind batch 45 brought', () => {
  it("takes no '… is less than $2,500' box nor a '$346.50 per-wafer difference' for a claim", () => {
    const text = [
      '[ ] "X" if amount, legal interest or property in demand, not including interest and',
      '    costs is less than $2,500.',
      "22. As a result of Defendants' conduct, Quantivex has sustained the following damages:",
      '(a) cover damages (9,850 wafers at the $346.50 per-wafer difference between the cover price and the',
      'contract price): $3,413,025.00;',
      '(b) incidental costs: $286,415.22.',
      'WHEREFORE, Plaintiff demands judgment for $3,699,440.22.',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).not.toContain(2500);
    expect(amounts(extractDamages(text).damageClaims)).not.toContain(346.5);
    expect(amounts(extractDamages(text).damageClaims)).toContain(3699440.22);
  });
});

describe('figures in the forms blind batch 46 brought', () => {
  it("takes no figure of a prayer declaring the pleader 'owes … nothing in respect of the $2,740,000' the other side claims", () => {
    const text = [
      'WHEREFORE, Plaintiffs demand judgment:',
      '(a) On the First Cause of Action, awarding damages of $47,300,000;',
      '(c) On the Fourth Cause of Action, declaring that no Event of Default occurred and that the Fund owes',
      'Castellan nothing in respect of the $2,740,000 Castellan claims;',
      '(d) Awarding costs.',
    ].join('\n');
    expect(amounts(extractDamages(text).damageClaims)).toEqual([47300000]);
  });
});

describe('figures in the forms blind batch 47 brought', () => {
  it("takes 'The total amount of this prayer is $6,426,780.00' under a prayer per plaintiff for the sum, not its items added to it", () => {
    const text = [
      'WHEREFORE, Plaintiffs pray for judgment against Defendants, as follows:',
      'On behalf of Plaintiff Maya Okonkwo:',
      '1. Past medical expenses of $612,480.00;',
      '2. Future medical and life-care expenses not to exceed $780,000.00;',
      '3. Lost wages and earning capacity of $184,300.00;',
      '4. Noneconomic damages of $4,500,000.00;',
      'On behalf of Plaintiff Daniel Brandt:',
      '5. Noneconomic damages of $350,000.00;',
      '6. Their costs and disbursements incurred herein.',
      '',
      'The total amount of this prayer is $6,426,780.00.',
    ].join('\n');
    expect(sumDemanded(extractDamages(text).damageClaims)).toBe(6426780);
  });
});
