/**
 * What a model says about a document is kept only where the document supports it: every e-mail, dollar
 * amount and personal or company name in a sentence must occur in the document's text, or the sentence is
 * dropped. Models invent counsel, sums and addresses with confidence; a litigation firm calls on them.
 */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const MONEY = /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|thousand|[MBK])\b)?/gi;
/** Two or more capitalised words in a row ('Jane Q. Doe', 'Acme Holdings LLC'). */
const NAME = /\b[A-Z][a-zA-Z'’-]+(?:\s+(?:[A-Z]\.|[A-Z][a-zA-Z'’-]+|&|of|and|de|van|von)){1,5}/g;
/** Capitalised words that start sentences or name the law, not anyone the document must name. */
const COMMON_WORDS = new Set(
  (
    'The This That These Those A An In On At For From By With Without Plaintiff Plaintiffs Defendant ' +
    'Defendants Court Complaint Count Counts Cause Causes Action Actions Breach Contract Damages Expert Experts ' +
    'Witness Witnesses United States District Superior County State Federal Rule Rules Code Section Act ' +
    'Title Civil Procedure Jury Trial Demand Prayer Relief Judgment Exhibit Attorney Attorneys Counsel Key ' +
    'Findings Summary Case Claims Claim Forensic Medical Financial Industry Engineering Insurance Punitive ' +
    'Compensatory Statutory Treble Interest Fees Costs Lost Profits Wages Economic Damage Negligence Fraud ' +
    'Good Faith Fair Dealing Implied Covenant Bad Unjust Enrichment Declaratory Injunctive Standard Care ' +
    'Accountant Economist Physician Engineer Reconstruction Vocational Real Estate Appraiser Digital ' +
    'Employment Discrimination Wrongful Termination Personal Injury Product Liability Premises Medical ' +
    'Malpractice Professional Total Amount Unspecified January February March April May June July August ' +
    'September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday'
  ).split(' '),
);

function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
}

function moneyValue(text: string): number | null {
  const match = /(\d[\d,]*(?:\.\d+)?)\s?(million|billion|thousand|[mbk])?/i.exec(text);
  if (!match) return null;
  const base = Number(match[1]!.replaceAll(',', ''));
  const unit = (match[2] ?? '').toLowerCase();
  const scale =
    unit === 'million' || unit === 'm'
      ? 1e6
      : unit === 'billion' || unit === 'b'
        ? 1e9
        : unit === 'thousand' || unit === 'k'
          ? 1e3
          : 1;
  return Number.isFinite(base) ? Math.round(base * scale * 100) / 100 : null;
}

/** The facts a document can vouch for, prepared once for many checks. */
export interface GroundingIndex {
  text: string;
  amounts: Set<number>;
}

export function indexDocument(text: string): GroundingIndex {
  const amounts = new Set<number>();
  for (const match of text.matchAll(MONEY)) {
    const value = moneyValue(match[0]);
    if (value !== null) amounts.add(value);
  }
  // Bare figures too ('the sum of 48,213.77'), so a model writing '$48,213.77' is not wrongly refused.
  for (const match of text.matchAll(/\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b|\b\d+\.\d{2}\b/g)) {
    const value = moneyValue(match[0]);
    if (value !== null) amounts.add(value);
  }
  return { text: normalise(text), amounts };
}

/** Why `sentence` is not supported by the document, or null when everything it names is there. */
export function findUngrounded(sentence: string, index: GroundingIndex): string | null {
  for (const match of sentence.matchAll(EMAIL)) {
    if (!index.text.includes(match[0].toLowerCase())) return `e-mail ${match[0]}`;
  }
  for (const match of sentence.matchAll(MONEY)) {
    const value = moneyValue(match[0]);
    if (value !== null && !index.amounts.has(value)) return `amount ${match[0].trim()}`;
  }
  for (const match of sentence.matchAll(NAME)) {
    const words = match[0].split(/\s+/).filter((w) => !COMMON_WORDS.has(w.replace(/[.,]$/, '')));
    if (words.length < 2) continue;
    if (!index.text.includes(normalise(match[0]))) {
      // A name may be written differently: every distinctive word must at least occur.
      const missing = words.find(
        (w) => w.length > 2 && !index.text.includes(normalise(w.replace(/\.$/, ''))),
      );
      if (missing) return `name ${match[0]}`;
    }
  }
  return null;
}

/** The sentences the document supports, and a note for each one dropped. */
export function keepGrounded(
  sentences: readonly string[],
  index: GroundingIndex,
): { kept: string[]; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const sentence of sentences) {
    const problem = findUngrounded(sentence, index);
    if (problem)
      dropped.push(`Dropped an AI statement naming ${problem}, which the document does not contain.`);
    else kept.push(sentence);
  }
  return { kept, dropped };
}
