/**
 * Legal form from the suffix a name ends in. Court exports spell suffixes every way ('LLC', 'L.L.C.',
 * ', L L C', 'Inc', 'INCORPORATED'); the caller cuts tails ('… AS ASSIGNEE OF …', '… DBA …') first.
 */
export interface LegalFormMatch {
  legalForm: string;
  evidence: string;
}

const DOT = String.raw`\.?\s?`;
const FORMS: readonly { legalForm: string; re: RegExp }[] = [
  // Longer suffixes before the ones they end with: 'PLLC' before 'LLC', 'LLP' before 'LP'.
  { legalForm: 'Professional LLC', re: new RegExp(String.raw`\bP${DOT}L${DOT}L${DOT}C\.?$`, 'i') },
  {
    legalForm: 'LLC',
    re: new RegExp(String.raw`\bL${DOT}L${DOT}C\.?$|\blimited liability company$`, 'i'),
  },
  {
    legalForm: 'LLP',
    re: new RegExp(String.raw`\bL${DOT}L${DOT}P\.?$|\blimited liability partnership$`, 'i'),
  },
  {
    legalForm: 'Limited Partnership',
    re: new RegExp(String.raw`\bL${DOT}P\.?$|\blimited partnership$`, 'i'),
  },
  {
    legalForm: 'Professional Corporation',
    re: /\bP\.\s?C\.?$|,\s*PC$|(?<=^\S+(?:\s+\S+)+)\s+PC$|\bprofessional corporation$/i,
  },
  { legalForm: 'Professional Association', re: /\bP\.\s?A\.?$|\bprofessional association$/i },
  {
    legalForm: 'National Association',
    re: /,\s*N\.?\s?A\.?$|\bN\.\s?A\.?$|\bnational association$|(?<=^\S+(?:\s+\S+)+)\s+NA$/i,
  },
  { legalForm: 'Federal Savings Bank', re: /\bF\.?\s?S\.?\s?B\.?$|\bfederal savings bank$/i },
  { legalForm: 'Federal Credit Union', re: /\bfederal credit union$|\bF\.?C\.?U\.?$/i },
  { legalForm: 'Corporation', re: /\b(?:inc|incorporated|corp|corporation)\.?$/i },
  { legalForm: 'Company', re: /\b(?:co|company)\.?$/i },
  { legalForm: 'Limited company', re: /\b(?:ltd|limited)\.?$/i },
  { legalForm: 'Trust', re: /\btrust$|\btrustees?\s+of\b/i },
  { legalForm: 'Estate', re: /^(?:the\s+)?estate\s+of\b/i },
];

/** The legal form the name's suffix shows ('LLC' for 'Lvnv Funding, L.L.C.'), or null. */
export function readLegalForm(name: string): LegalFormMatch | null {
  const trimmed = name.trim().replace(/[\s,]+$/, '');
  for (const form of FORMS) {
    const match = form.re.exec(trimmed);
    if (!match) continue;
    const written = match[0].replace(/^[\s,]+/, '');
    const where = /^estate/i.test(written)
      ? 'starts with'
      : /^trustee/i.test(written)
        ? 'contains'
        : 'ends in';
    return { legalForm: form.legalForm, evidence: `Name ${where} "${written}" (${form.legalForm})` };
  }
  return null;
}
