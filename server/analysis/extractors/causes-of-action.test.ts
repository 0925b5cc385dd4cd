import { describe, expect, it } from 'vitest';
import { findCounts } from './sections';

/** The names of the counts of a complaint made of `head` and a short body under it. */
function causesOf(head: string): string[] {
  const text = `${head}\n10. Plaintiff realleges each paragraph above.\n11. Defendant breached its duties.\n`;
  return findCounts(text, text.length).map((c) => c.name);
}

describe('cause of action titles', () => {
  it.each([
    ['FIRST CAUSE OF ACTION (Breach of Contract – Against All Defendants)', 'Breach of Contract'],
    ['SECOND CAUSE OF ACTION\n(Negligent Misrepresentation)', 'Negligent Misrepresentation'],
    [
      'THIRD CAUSE OF ACTION\n(Violation of Labor Code § 1194 – Against Defendant Acme, Inc. and DOES 1-20)',
      'Violation of Labor Code § 1194',
    ],
    ['COUNT I – NEGLIGENCE', 'Negligence'],
    [
      '                   COUNT I\n     Misappropriation of Trade Secrets Under the Defend Trade Secrets Act, 18 U.S.C. § 1836 et seq.\n(Against All Defendants)',
      'Misappropriation of Trade Secrets Under the Defend Trade Secrets Act',
    ],
    ['THIRD CLAIM FOR RELIEF\n(Trespass - Tallgrass Precision Cleaners, Inc. and Hollis Brandt)', 'Trespass'],
    ['COUNT III – UNJUST ENRICHMENT – PLEADED IN THE ALTERNATIVE', 'Unjust Enrichment'],
    [
      'COUNT THREE: PROMPT PAYMENT OF CLAIMS ACT VIOLATIONS – TEX. INS. CODE CH. 542',
      'Prompt Payment of Claims Act Violations',
    ],
    ['COUNT IV\n(Unjust Enrichment, pleaded in the alternative to Count I)', 'Unjust Enrichment'],
    [
      'SECOND COUNT\n(Violation of the Truth-in-Consumer Contract, Warranty and Notice Act, N.J.S.A. 56:12-14 to -18)',
      'Violation of the Truth-in-Consumer Contract, Warranty and Notice Act',
    ],
    [
      'COUNT II – VIOLATION OF THE WISCONSIN FAIR DEALERSHIP LAW, WIS. STAT. SECTION 135.03',
      'Violation of the Wisconsin Fair Dealership Law',
    ],
    ['COUNT III: Violation of the Payment Act, 73 P.S. Section 501', 'Violation of the Payment Act'],
    [
      'COUNT I\nRACE DISCRIMINATION IN VIOLATION OF TITLE VII',
      'Race Discrimination in Violation of Title VII',
    ],
    [
      'COUNT II\nVIOLATION OF THE ELLIOTT-LARSEN CIVIL RIGHTS ACT',
      'Violation of the Elliott-Larsen Civil Rights Act',
    ],
    ['COUNT V\nCOST RECOVERY UNDER CERCLA § 107(a)', 'Cost Recovery under CERCLA § 107(a)'],
    ['COUNT ONE: Violation of 42 U.S.C. § 1983', 'Violation of 42 U.S.C. § 1983'],
    ['Count 3 — Unjust Enrichment (Pleaded in the Alternative)', 'Unjust Enrichment'],
    ['FIRST CLAIM FOR RELIEF – Fraud', 'Fraud'],
    [
      'SECOND CLAIM FOR RELIEF\n(Breach of the Implied Covenant of Good Faith and Fair Dealing)\n(Against Defendant Insurer)',
      'Breach of the Implied Covenant of Good Faith and Fair Dealing',
    ],
    ['COUNT II\nBREACH OF WARRANTY\n(Against Defendant Maker)', 'Breach of Warranty'],
    [
      'FOURTH CAUSE OF ACTION FOR WRONGFUL TERMINATION IN VIOLATION OF PUBLIC POLICY',
      'Wrongful Termination in Violation of Public Policy',
    ],
    ['CLAIM FOR RELIEF\n(Breach of Settlement Agreement)', 'Breach of Settlement Agreement'],
  ])('reads the title of %j, not its number', (head, title) => {
    expect(causesOf(head)).toEqual([title]);
  });

  it('reads the lettered sub-headings of a Texas petition’s CAUSES OF ACTION section, and stops at the next section', () => {
    const text = [
      'V. CAUSES OF ACTION',
      'A. Breach of Contract',
      '20. Plaintiff realleges the facts above.',
      'B. Violations of the Texas Insurance Code',
      '21. Defendant violated Chapter 541.',
      'C. Breach of the Duty of Good Faith and Fair Dealing',
      '22. Defendant denied the claim without a reasonable basis.',
      'VI. DAMAGES',
      'A. Actual damages in the amount of the covered loss.',
    ].join('\n');
    expect(findCounts(text, text.length).map((c) => c.name)).toEqual([
      'Breach of Contract',
      'Violations of the Texas Insurance Code',
      'Breach of the Duty of Good Faith and Fair Dealing',
    ]);
  });
});

describe('count headings in the forms blind batch 12 brought', () => {
  it.each([
    [
      'AS AND FOR A FIRST CAUSE OF ACTION\n(Breach of Fiduciary Duty –\nDerivatively Against Ducharme and Fairweather-Kane)',
      'Breach of Fiduciary Duty',
    ],
    [
      'AS AND FOR A SIXTH CAUSE OF ACTION\n(Judicial Dissolution Pursuant to BCL § 1104-a – Directly)',
      'Judicial Dissolution',
    ],
    [
      'SECOND CAUSE OF ACTION\n(Decennial Liability for Construction Defects – Article 1483 of the Civil\nCode, P.R. Laws Ann. tit. 31, § 4124 – Against CPR, IEOA and ABC Insurance\nCompanies 1-5)',
      'Decennial Liability for Construction Defects',
    ],
    [
      'COUNT FOUR\nProduct Liability – Nonconformance with Representations (R.C. 2307.77 –\nAgainst Voltrekk and UrbanGlide)',
      'Product Liability – Nonconformance with Representations',
    ],
    ['COUNT ONE\n\n- 5 -\n\fMEDICAL NEGLIGENCE\n(A.R.S. § 12-563)', 'Medical Negligence'],
    [
      'COUNT II\nPLAINTIFF DESMOND K. ABERNATHY v. DEFENDANT TRI-STATE\nHAULERS, INC. d/b/a TSH FREIGHT\nNEGLIGENCE – RESPONDEAT SUPERIOR AND VICARIOUS LIABILITY',
      'Negligence – Respondeat Superior and Vicarious Liability',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });

  it("keeps 'Under' the law a count is named for", () => {
    expect(causesOf('COUNT I\nCost Recovery Under CERCLA § 107(a), 42 U.S.C. § 9607(a)')).toEqual([
      'Cost Recovery under CERCLA § 107(a)',
    ]);
  });
});

describe('cause of action titles in the forms blind batch 14 brought', () => {
  it.each([
    [
      'COUNT III - VIOLATION OF THE FLORIDA DECEPTIVE AND UNFAIR TRADE\n     PRACTICES ACT, §§ 501.201 et seq., Fla. Stat.\n(Against All Defendants)',
      'Violation of the Florida Deceptive and Unfair Trade Practices Act',
    ],
    [
      'COUNT III\nBreach of the Implied Covenant of Good Faith\nand Fair Dealing\n(Against Buyer and Halverson)',
      'Breach of the Implied Covenant of Good Faith and Fair Dealing',
    ],
    [
      'COUNT VII\nVIOLATION OF THE MINNESOTA UNIFORM DECEPTIVE TRADE PRACTICES ACT, Minn. Stat.\n§ 325D.44\n(On Behalf of Plaintiffs Against All Defendants)',
      'Violation of the Minnesota Uniform Deceptive Trade Practices Act',
    ],
    [
      'FOURTH CLAIM FOR RELIEF\n(Willful and Arbitrary Failure to Pay Maintenance and Cure -\nPunitive Damages and Attorney Fees)',
      'Willful and Arbitrary Failure to Pay Maintenance and Cure',
    ],
    ['A.   Count One: Breach of the Leases', 'Breach of the Leases'],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });

  it("keeps a defined term for a thing in the title ('Breach of Contract – Holdback Amount'), not only a party's short name", () => {
    const text =
      '14. Buyer retained $1,850,000.00 (the "Holdback Amount") from Sellers.\nCOUNT II\nBreach of Contract – Holdback Amount\n(Against Buyer)\n40. Buyer never released it.\n';
    expect(findCounts(text, text.length).map((c) => c.name)).toEqual([
      'Breach of Contract – Holdback Amount',
    ]);
  });
});

describe('cause of action titles in the forms blind batch 15 brought', () => {
  it.each([
    [
      'FIRST CLAIM FOR RELIEF\n(Securities Fraud -- Utah Code Ann. § 61-1-1(2) --\nAgainst All Defendants)',
      'Securities Fraud',
    ],
    [
      'THIRD CLAIM FOR RELIEF\n(Sale of Securities by Unlicensed Agent -- Utah Code Ann.\n§ 61-1-3 -- Against Holbrook and Ellsworth)',
      'Sale of Securities by Unlicensed Agent',
    ],
    [
      'COUNT FIVE: Violation of the Texas Theft Liability Act, Tex. Civ.\nPrac. & Rem. Code § 134.001 et seq. (Against Meridian and Kestrel)',
      'Violation of the Texas Theft Liability Act',
    ],
    [
      'COUNT III\nBAD FAITH PENALTIES AND ATTORNEY FEES UNDER LA. R.S. 22:1892',
      'Bad Faith Penalties and Attorney Fees',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });
});

describe('cause of action titles in the forms blind batch 17 brought', () => {
  it("drops a group of defendants after the title ('BREACH OF EXPRESS WARRANTY – KITCHENWELL DEFENDANTS ONLY')", () => {
    expect(causesOf('SECOND COUNT\n(Breach of Express Warranty – Kitchenwell Defendants Only)')).toEqual([
      'Breach of Express Warranty',
    ]);
  });
});

describe('cause of action titles in the forms blind batch 18 brought', () => {
  it.each([
    [
      'AS AND FOR A FIRST CAUSE OF ACTION ON BEHALF OF\n                  PLAINTIFF TOMASZ WIERZBICKI\n                (Violation of Labor Law § 240(1))',
      'Violation of Labor Law § 240(1)',
    ],
    ['COUNT I –\nNEGLIGENCE OF DEFENDANT PETRENKO', 'Negligence'],
    [
      'COUNT IV –\nNEGLIGENT HIRING, TRAINING, RETENTION, AND SUPERVISION BY DEFENDANT REDLINE',
      'Negligent Hiring, Training, Retention, and Supervision',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });
});

describe('cause of action titles in the forms blind batch 21 brought', () => {
  it.each([
    [
      'COUNT TWO\n(Retaliation in Violation of the New Jersey Law Against\nDiscrimination, N.J.S.A. 10:5-12(d) – Against Raritan Crest)',
      'Retaliation in Violation of the New Jersey Law Against Discrimination',
    ],
    ['COUNT FOUR: DIRECT ACTION AGAINST INSURERS\n(La. R.S. 22:1269)', 'Direct Action Against Insurers'],
    ['COUNT ONE: NEGLIGENCE AGAINST DEFENDANT ACME', 'Negligence'],
  ])('keeps "against" that is part of the claim\'s own name in %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });
});

describe('cause of action titles in the forms blind batch 25 brought', () => {
  it.each([
    [
      'COUNT ONE: Breach of Charter Party (Bareboat Charter) – Against\nGulfway Marine',
      'Breach of Charter Party',
    ],
    [
      'COUNT III\nTORTIOUS INTERFERENCE WITH CONTRACTUAL RELATIONS\nAND EXPECTANCIES (Against Harlow and Pike)',
      'Tortious Interference with Contractual Relations and Expectancies',
    ],
    [
      'COUNT V\nDECLARATORY JUDGMENT – IOWA R. CIV. P. 1.1101\n(Harlan Farms v. Ostrow)',
      'Declaratory Judgment',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(`${head}\n\n1. Plaintiff restates the paragraphs above.`)).toEqual([name]);
  });

  it("drops the spouse whose claim it is, named by the short name the complaint gave him ('– Rolf Kessler')", () => {
    const text =
      '2. Plaintiff Rolf T. Kessler ("Rolf") is her husband.\n\nFOURTH CLAIM FOR RELIEF\n(Loss of Consortium – Rolf Kessler Against All Defendants)\n\n9. Rolf has lost her society.';
    expect(causesOf(text)).toEqual(['Loss of Consortium']);
  });
});

describe('cause of action titles in the forms blind batch 26 brought', () => {
  it.each([
    [
      'FIFTH CLAIM FOR RELIEF\n(Claim Against Surety Bond – NRS 108.2421 – Against Argent and Basalt)',
      'Claim Against Surety Bond',
    ],
    [
      'FIFTH COUNT: Violation of the Connecticut Unfair Trade\nPractices Act, General Statutes § 42-110a et seq.\n(As to Quarry Point Partners, LLC)',
      'Violation of the Connecticut Unfair Trade Practices Act',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });
});

describe('cause of action titles in the forms blind batch 28 brought', () => {
  it.each([
    [
      'FOURTH CAUSE OF ACTION\n(Loss of Consortium - Sariah M. Okerlund Against All Defendants)',
      'Loss of Consortium',
    ],
    [
      'COUNT IV\nRETALIATION IN VIOLATION OF THE MISSOURI HUMAN\n\nRIGHTS ACT\n(RSMo § 213.070 - Plaintiff Ruiz Against Both Defendants)',
      'Retaliation in Violation of the Missouri Human Rights Act',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });
});

describe('cause of action titles in the forms blind batch 29 brought', () => {
  it("reads Louisiana's unnumbered 'CAUSE OF ACTION — …' headings, one run over two lines", () => {
    expect(
      causesOf(
        [
          'CAUSE OF ACTION — NEGLIGENCE',
          '(La. Civ. Code arts. 2315 and 2316)',
          '8.',
          'The explosion was caused by the negligence of the defendants.',
          'CAUSE OF ACTION — CUSTODIAL LIABILITY FOR A RUIN,',
          'VICE OR DEFECT OF A THING',
          '(La. Civ. Code arts. 2317 and 2317.1)',
        ].join('\n'),
      ),
    ).toEqual(['Negligence', 'Custodial Liability for a Ruin, Vice or Defect of a Thing']);
  });
});

describe('cause of action titles in the forms blind batch 30 brought', () => {
  it.each([
    [
      'AS AND FOR A FIRST CAUSE OF ACTION ON BEHALF OF PLAINTIFF\nTADEUSZ WROBLEWSKI\nVIOLATION OF LABOR LAW § 240(1)',
      'Violation of Labor Law § 240(1)',
    ],
    [
      'COUNT I\nNEGLIGENCE – HEALTH CARE LIABILITY (T.C.A. § 29-26-101 et seq.)\n(Against All Defendants)',
      'Negligence – Health Care Liability',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });
});

describe('cause of action titles in the forms blind batch 33 brought', () => {
  it("reads Louisiana's unnumbered headings over their article ('NEGLIGENCE / (La. C.C. arts. 2315 and 2316)')", () => {
    const text = [
      '                                   FACTS',
      '                       (La. C.C. art. 2315)',
      '7. The railing was below the height the code requires.',
      '                              NEGLIGENCE',
      '                       (La. C.C. arts. 2315 and 2316)',
      '8. The Hotel failed to inspect and repair the railing.',
      '                          CUSTODIAL LIABILITY',
      '',
      '                   (La. C.C. arts. 2317 and 2317.1)',
      '9. The railing was in the custody of the Hotel.',
      '                                DAMAGES',
      '10. Plaintiff suffered fractures and mental anguish.',
    ].join('\n');
    expect(findCounts(text, text.length).map((c) => c.name)).toEqual(['Negligence', 'Custodial Liability']);
  });
});

describe('cause of action titles in the forms blind batch 34 brought', () => {
  it.each([
    [
      'COUNT I\n      Violation of 740 ILCS 14/15(b) — Failure to Obtain\n        Informed Written Consent Before Collection\n   (On Behalf of Plaintiffs and the Class Against All Defendants)',
      'Failure to Obtain Informed Written Consent Before Collection',
    ],
    [
      "COUNT III – STATUTORY PENALTY AND ATTORNEY'S FEES\n            UNDER ARK. CODE ANN. § 23-79-208\n        (Against Continental Prairie and Rampart)",
      "Statutory Penalty and Attorney's Fees",
    ],
    [
      'COUNT II\nViolation of 42 U.S.C. § 1983 - Municipal Liability',
      'Violation of 42 U.S.C. § 1983 – Municipal Liability',
    ],
  ])('%j is %j', (head, name) => {
    expect(causesOf(head)).toEqual([name]);
  });

  it("keeps 'Syndicate Agreement' after the dash though the complaint calls a party '(the \"Syndicate\")'", () => {
    const text = [
      '9. Windchase formed a syndicate (the "Syndicate") to stand the stallion at stud.',
      '                                 COUNT II',
      '             BREACH OF CONTRACT — SYNDICATE AGREEMENT',
      '                 (All Plaintiffs against Meridian)',
      '17. Plaintiffs incorporate paragraphs 1 through 16.',
    ].join('\n');
    expect(findCounts(text, text.length).map((c) => c.name)).toEqual([
      'Breach of Contract — Syndicate Agreement',
    ]);
  });
});

describe('count headings in the forms blind batch 47 brought', () => {
  it.each([
    [
      'COUNT I - BREACH OF FIDUCIARY DUTY OF LOYALTY (Derivatively, Against the\n                          Director Defendants)',
      'Breach of Fiduciary Duty of Loyalty',
    ],
    [
      'COUNT IV - UNJUST ENRICHMENT (Derivatively, Against Calloway\n                              and CCH)',
      'Unjust Enrichment',
    ],
  ])('%j is %j, in what capacity and against whom it is brought left out', (head, name) => {
    expect(causesOf(`${head}\n\n19. Plaintiffs incorporate paragraphs 1 through 18.`)).toEqual([name]);
  });
});

describe('count headings in the forms blind batch 48 brought', () => {
  it("reads 'STATUTORY BAD FAITH - SECTION 624.155, FLORIDA STATUTES' as 'Statutory Bad Faith', the law after the dash left out", () => {
    expect(
      causesOf(
        '                                     COUNT III\n                 STATUTORY BAD FAITH - SECTION 624.155, FLORIDA STATUTES\n\n25. The Association realleges paragraphs 1 through 16.',
      ),
    ).toEqual(['Statutory Bad Faith']);
  });
});
