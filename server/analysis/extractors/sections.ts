/**
 * Where things are in a complaint: the live text (redline margin notes and page furniture removed), the
 * caption's title block, the counts, the prayers for relief, and where attached exhibits begin.
 */

export interface Span {
  start: number;
  end: number;
}

export interface CountSection extends Span {
  /** 'First Cause of Action', 'Count II'. */
  label: string;
  /** The cause of action's name: 'Breach of Contract'. */
  name: string;
  /** 'First Cause of Action – Breach of Contract'. */
  basis: string;
  /** The heading lines as printed, for statute citations in them. */
  heading: Span;
  /** 1-based number of the count, for matching 'Count II' or 'the Second Cause of Action' in a prayer. */
  ordinal: number;
}

const ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
const CARDINALS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
];

/** 'IV' → 4, '12' → 12, 'three' → 3, 'third' → 3; 0 when it is none of these. */
export function parseOrdinal(token: string): number {
  const t = token.toLowerCase().replace(/[.:]$/, '');
  if (/^\d+$/.test(t)) return Number(t);
  const ord = ORDINALS.indexOf(t);
  if (ord >= 0) return ord + 1;
  const card = CARDINALS.indexOf(t);
  if (card >= 0) return card + 1;
  if (/^[ivxl]+$/.test(t)) {
    const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };
    let total = 0;
    for (let i = 0; i < t.length; i++) {
      const v = values[t[i]!]!;
      const next = values[t[i + 1] ?? ''] ?? 0;
      total += v < next ? -v : v;
    }
    return total;
  }
  return 0;
}

/**
 * Live text of a complaint. Removes what a PDF text layer adds but the pleading does not say: pleading-paper
 * line numbers, ECF stamps ('Case 1:20-cv-… Filed 05/21/20 Page 3 of 24'), and a redline's margin notes
 * ('Deleted: …' with the struck text, which a Word comparison prints after each page's body). Joins figures a
 * line break split ('$1,234.\n56'). Keeps one line per printed line.
 */
export function prepareText(raw: string): string {
  let text = raw.replace(/\r\n?/g, '\n').replace(/[\u00a0\u2007\u202f]/g, ' ');
  // A figure broken after its thousands comma ('$1,234,\n567') is one figure; after a full stop it ends a
  // sentence ('$300,000.\n20.' is not $300,000.20).
  text = text.replace(/\$\s*\n\s*(?=[\dlOS])/g, '$').replace(/(\$\s?[\d,]*\d,)\n\s*(?=\d{3}\b)/g, '$1');
  const lines = text.split(/\n|\f/);
  const hasStamps = /^\s*Case\s+\d+:\d{2}-[a-z]{2}-\d+.*\bPage\b/im.test(text);
  const out: string[] = [];
  let inNote = false;
  for (const line of lines) {
    const trimmed = line.trim();
    const isPageStamp =
      /^Case\s+\d+:\d{2}-[a-z]{2}-\d+.*\b(?:Document|Filed|Page)\b/i.test(trimmed) ||
      /^\[\d+\]$/.test(trimmed);
    if (isPageStamp) {
      inNote = false;
      continue;
    }
    if (/^(?:Deleted|Formatted|Moved \((?:from|to)[^)]*\)|Comment \[[^\]]*\]):/.test(trimmed)) {
      inNote = true;
      continue;
    }
    if (inNote) {
      // Without page stamps a note runs only over the struck lines, which a redline ends with '¶'.
      if (/¶\s*$/.test(trimmed) || trimmed === '') continue;
      if (!hasStamps) inNote = false;
      else continue;
    }
    if (/^\d{1,2}$/.test(trimmed)) continue;
    out.push(line.replace(/¶/g, '').replace(/[ \t]+$/, ''));
  }
  return out.join('\n');
}

/** Start of each line, for mapping offsets to lines. */
export function lineSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const line of text.split('\n')) {
    spans.push({ start, end: start + line.length });
    start += line.length + 1;
  }
  return spans;
}

const SIGNATURE_OR_END =
  /^\s*(?:dated?\b|respectfully submitted|\/s\/|by:\s|s\/\s|(?:demand for )?jury (?:trial )?demand|demand for (?:a )?jury|plaintiffs? (?:hereby )?demands? (?:a )?(?:trial by )?jury|trial by jury|jury trial demanded|verification\b|certificate of service|notice to defendant)/i;

/**
 * Where attached exhibits begin (account statements, invoices, contracts): a line that is only 'EXHIBIT A'
 * (or 'Exhibit 1'), after the complaint's prayer or signature. The end of the text when there is none.
 */
export function findExhibitStart(text: string): number {
  const lines = lineSpans(text);
  const firstPrayer = findPrayerHeads(text)[0] ?? Math.floor(text.length * 0.4);
  for (const span of lines) {
    if (span.start < firstPrayer) continue;
    const line = text.slice(span.start, span.end).trim();
    // '1   EXHIBIT A': a cover page's lone line number, left in the text.
    if (
      /^(?:\d{1,2}\s+)?(?:COLLECTIVE\s+)?EXHIBIT\s+["“]?(?:[A-Z]|\d{1,2})["”]?\s*[:.–-]?(?:\s+[A-Z][\w ,&'’-]{0,60})?$/i.test(
        line,
      )
    )
      return span.start;
  }
  return text.length;
}

/** Offsets where a prayer for relief begins: a 'PRAYER FOR RELIEF' heading, 'WHEREFORE', 'demands judgment'. */
function findPrayerHeads(text: string): number[] {
  const heads: number[] = [];
  const headingRe =
    /^[ \t]*(?:[IVX]{1,5}\.[ \t]+|[A-Z]\.[ \t]+|\d{1,2}\.[ \t]+)?(?:PRAYER(?: FOR (?:RELIEF|JUDGMENT))?|RELIEF (?:REQUESTED|SOUGHT)|REQUEST(?:ED)? FOR RELIEF|DEMAND FOR (?:RELIEF|JUDGMENT))[ \t]*:?[ \t]*$/gim;
  for (const m of text.matchAll(headingRe)) heads.push(m.index);
  for (const m of text.matchAll(/\bWHEREFORE\b/g)) heads.push(m.index);
  for (const m of text.matchAll(
    /\bplaintiffs?\b[^.\n]{0,40}\b(?:demands?|prays?|requests?|seeks?) (?:for )?(?:a )?judgment\b/gi,
  )) {
    heads.push(m.index);
  }
  return heads.sort((a, b) => a - b);
}

/**
 * The prayers for relief: from each head to the signature, the jury demand, the next count, the next prayer
 * head that is not part of it, or the exhibits. Overlapping prayers are merged.
 */
export function findPrayers(text: string, counts: readonly CountSection[], limit: number): Span[] {
  const lines = lineSpans(text);
  const spans: Span[] = [];
  for (const head of findPrayerHeads(text)) {
    if (head >= limit) continue;
    if (spans.some((s) => head >= s.start && head < s.end)) continue;
    let end = Math.min(limit, head + 6000);
    const nextCount = counts.find((c) => c.heading.start > head);
    if (nextCount) end = Math.min(end, nextCount.heading.start);
    for (const span of lines) {
      if (span.start <= head || span.start >= end) continue;
      const line = text.slice(span.start, span.end);
      if (SIGNATURE_OR_END.test(line)) {
        end = span.start;
        break;
      }
      // A new numbered allegation after the prayer's own items ends it ('25. Plaintiff realleges…').
      if (/^\s*\d{1,3}\.\s+(?:Plaintiffs?|Defendants?)\b.*\b(?:re-?allege|incorporate)/i.test(line)) {
        end = span.start;
        break;
      }
    }
    const last = spans[spans.length - 1];
    if (last && head <= last.end + 40) last.end = Math.max(last.end, end);
    else spans.push({ start: head, end });
  }
  return spans;
}

const COUNT_HEAD = new RegExp(
  String.raw`^[ \t]*(?:[IVX]{1,5}\.\s+|[A-H]\.\s+)?(?:(?:AS\s+AND\s+)?FOR\s+(?:AN?\s+)?)?(?:(${ORDINALS.join('|')})\s+(cause\s+of\s+action|claim\s+for\s+relief|claim|count)|(count|claim(?:\s+for\s+relief)?|cause\s+of\s+action)[ \t]+(?:no\.?[ \t]*)?([ivxl]+|\d{1,2}|${CARDINALS.join('|')}))(?=$|[\s:.\-–—(\[,])(.*)$`,
  'gim',
);

/** A parenthetical that names the kind of claim ('(Accounting Malpractice)', '(Fourth Amendment)'), not a party or a law. */
const CLAIM_KIND_RE =
  /^\s*\((?![^)]*(?:§|U\.S\.C\.|\bAct\b|\bCode\b|\bStat))[^)]*\b(?:Malpractice|Negligence|Amendment|Fraud|Defect|Warranty|Warn|Design|Manufacturing|Discrimination|Retaliation|Harassment|Overtime|Misrepresentation|Conversion|Trespass|Nuisance|Defamation)\b[^)]*\)$/i;

/** Words after a count's number that only say who sues whom or cite the law: not part of its name. */
function cleanCountName(raw: string, defined: ReadonlySet<string> = NO_NAMES): string {
  let name = raw
    .replace(/\s+/g, ' ')
    .replace(/\s--?\s/g, ' – ')
    .replace(/\[[^\]]*\]/g, ' ')
    // '… Representations (R.C. 2307.77 –' whose close paren is on the next line, with whom it is against.
    .replace(/(\S)\s*\([^()]*$/, '$1')
    // '(Breach of Fiduciary Duty – Derivatively Against X)', '… – Directly)': in what capacity it is brought.
    .replace(/\s*[-–—]\s*(?:derivatively|directly|individually)\b(?=\s*(?:against\b|as\s+to\b|\)|$))/gi, ' ')
    // '(Derivatively, Against the Director Defendants)': the capacity and whom it is against, no part of the name.
    .replace(
      /\(\s*(?:derivatively|directly|individually)(?:\s+and\s+(?:derivatively|directly|individually))?\s*(?:[-–—,:;]\s*(?:against|as\s+to)\b[^()]*)?\)/gi,
      ' ',
    )
    // 'Judicial Dissolution Pursuant to BCL § 1104-a': the law it is brought under.
    .replace(/\s+pursuant\s+to\s+[^()]*?(?:§|U\.S\.C\.)[^()]*?(?=\s+[-–—]\s|\s*[()]|\s*$)/gi, ' ')
    // '(Breach of Contract – Against All Defendants)': the name is the part before who it is against.
    .replace(/\(([^()]*?\p{L}{3,}[^()]*?)\s*[-–—,:;]\s*(?:against|as to|by)\b[^()]*\)/giu, ' $1 ')
    .replace(/\((?:[^()]*\b(?:against|by|on behalf|as to|plaintiffs?|defendants?)\b[^()]*)\)/gi, ' ')
    .replace(/\((?:pleaded |pled |asserted )?(?:in the )?alternative(?: count| claim)?\)/gi, ' ')
    .replace(/(?:\s[-–—]|,)\s*(?:pleaded |pled |asserted )?in the alternative\b[^()]*$/i, ' ')
    .replace(/^\s*(?:for|of)\s+(?=\p{L})/iu, '')
    .replace(/\b(?:by|on behalf of)\s+(?:all\s+)?plaintiffs?\b.*$/i, ' ')
    // Not 'Law Against Discrimination', Louisiana's 'Direct Action Against Insurers': the claim's own name.
    .replace(
      /\b(?:against|as to)\s+(?!(?:Discrimination|Insurers?|Public\s+Policy|(?:the\s+)?(?:(?:Surety|Payment|Performance|Release|License|Contractor['’]?s?)\s+)?Bond)\b)(?:all\s+|the\s+)?(?:defendants?|[A-Z][\w.,&'’ -]*)\s*$/i,
      ' ',
    )
    // '… (Time Charter Party) – Against' whose parties are on the next line.
    .replace(/\s[-–—]\s*(?:against|as to)\s*$/i, ' ')
    // 'STATUTORY BAD FAITH - SECTION 624.155, FLORIDA STATUTES': the law it is brought under, after a dash.
    .replace(
      /\s[-–—]\s*(?:Section|Sec\.|§+)\s*\d[\w.:-]*(?:\([\w.]+\))*(?:,?\s+(?:[A-Z][a-z]+\.?\s+)?Stat(?:utes|\.)?)?\s*$/i,
      ' ',
    )
    .replace(/^[\s:.\-–—,]+|[\s:.\-–—,;]+$/g, '')
    .replace(/^\((.*)\)$/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  name = name.replace(/§§/g, '§');
  // 'Violation of 740 ILCS 14/15(a) — Failure to Institute, Maintain, …': the citation is no title, what follows is.
  const afterCitation =
    /^Violations?\s+of\s+(?:\d+\s+)?(?:ILCS|U\.S\.C\.|C\.F\.R\.|[A-Z]{2,6}|(?:[A-Z][a-z]*\.\s*){1,4})\s*(?:§+\s*)?\d[^\s–—]*\s+[-–—]\s+(\p{Lu}.{3,})$/u.exec(
      name,
    );
  // 'Violation of 42 U.S.C. § 1983 - Excessive Force': a short label after the dash is the kind of the claim named.
  if (afterCitation && withoutEndParenthesis(afterCitation[1]!).split(/\s+/).length >= 4)
    name = afterCitation[1]!;
  // 'Breach of Contract - Tumbleweed', 'Vicarious Liability -- MOA and CVSC': the parties the complaint named so.
  const named = /\s+[-–—]\s+(.+)$/.exec(name);
  if (named && named.index > 3 && isDefinedNames(withoutEndParenthesis(named[1]!), defined))
    name = name.slice(0, named.index).trim();
  // 'Breach of Contract (Lonestar)', 'Consumer Fraud (A.R.S. § 44-1522)': whom it is against, or the law cited;
  // 'Professional Negligence (Accounting Malpractice)' says what kind of claim it is and stays.
  for (let k = 0; k < 3; k += 1) {
    const paren = /\s+\((?:[^()]|\([^()]*\))*\)\s*$/.exec(name);
    if (!paren || paren.index < 4 || CLAIM_KIND_RE.test(paren[0])) break;
    name = name.slice(0, paren.index).trim();
  }
  // 'Breach of Contract – All Defendants', 'Promissory Estoppel – Corvane North America, LLC': who it is
  // against; 'Medical Negligence - Federal Tort Claims Act': the law it is brought under.
  // 'Negligence – Health Care Liability (T.C.A. § 29-26-101 et seq.)': the citation after the tail is no tail.
  const dash = /\s+[-–—]\s+(.+)$/.exec(name);
  const tail = dash ? withoutEndParenthesis(dash[1]!) : '';
  if (dash && dash.index > 3 && (isPartyTail(tail) || isLawTail(tail) || REMEDY_TAIL_RE.test(tail)))
    name = name.slice(0, dash.index).trim();
  // 'Medical Negligence (RSA 507-E:1 et seq.) -- All Defendants': the law cited, now at the end.
  const cited = /\s+\((?:[^()]|\([^()]*\))*\)\s*$/.exec(name);
  if (cited && cited.index >= 4 && isLawTail(cited[0].trim().slice(1, -1)))
    name = name.slice(0, cited.index).trim();
  // 'VIOLATION OF THE FDCPA, 15 U.S.C. §§ 1692e and 1692f', '…, N.J.S.A. 56:12-14', '…, 73 P.S. Section 501',
  // '…, Wis. Stat. Section 135.03', '…, KRS 367.170': the citation tail is a statute, not the name.
  name = name.replace(
    /^(.{6,}?),\s*(?:(?:[A-Z][\w.]*\s+){1,3}(?:Statutes?|Code|Laws)\s*(?:§|Section\b|Sec\.)|§\s*\d|\d+\s+U\.S\.C\.|\d+\s+[A-Z][\w.]*\s*(?:§|Section\b|Sec\.)|[A-Z][\w.]*\.\s*(?:[\w.&]+\s+){0,4}(?:§|Section\b|Sec\.|\d)|[A-Z.]{2,}\s*(?:§|\d+[.:-]\d)).*$/,
    '$1',
  );
  // 'NEGLIGENCE OF DEFENDANT PETRENKO', '… BY DEFENDANT REDLINE': whose conduct, not what the claim is.
  name = name.replace(
    /\s+(?:of|by)\s+(?:the\s+)?(?:defendants?|plaintiffs?)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}$/iu,
    '',
  );
  // '…, Tex. Civ.' whose citation runs on to the next line: the abbreviations begin the citation.
  name = name.replace(/,\s*(?:\p{Lu}[\p{L}&]{0,5}\.\s*){1,3}\p{Lu}[\p{L}&]{0,5}\.?$/u, '');
  // '… UNDER LA. R.S. 22:1892': a bare citation, not a law the count is named for ('under CERCLA § 107(a)').
  // '… UNDER ARK. CODE ANN. § 23-79-208' too.
  name = name.replace(
    /\s+under\s+(?:(?:[A-Z][A-Za-z]{0,5}\.|Code|Ann|Stat|Gen|Laws)\s*){1,5}(?:§+\s*)?\d[\w.:()-]*(?:\s+et\s+seq\.?)?$/i,
    '',
  );
  const words = name.split(' ').filter((w) => /^\p{L}{2,}/u.test(w) && !/^(?:and|or)$/.test(w));
  const isTitleCase = words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w));
  if (words.length > 0 && (words.every((w) => w === w.toUpperCase()) || isTitleCase)) name = titleCase(name);
  return name;
}

const NO_NAMES: ReadonlySet<string> = new Set();

/** 'Health Care Liability (T.C.A. § 29-26-101 et seq.)' → 'Health Care Liability'; a parenthesis alone stays. */
function withoutEndParenthesis(text: string): string {
  return text.replace(/\s*\((?:[^()]|\([^()]*\))*\)\s*$/, '') || text;
}

/** '… Maintenance and Cure – Punitive Damages and Attorney Fees': what the count asks for, not what it is. */
const REMEDY_TAIL_RE =
  /^(?:(?:punitive|exemplary|treble|liquidated|enhanced)\s+damages|attorney['’]?s?['’]?\s+fees|costs|and|&|,|\s)+$/i;

/**
 * 'Tumbleweed', 'the Trust', 'MOA and CVSC', 'Tumbleweed, NRS 31.840', 'Dr. Fessenden', 'All Defendants': the
 * parties a count is against, by the short names the complaint gave them ('("Tumbleweed")'), and the law cited.
 */
function isDefinedNames(tail: string, defined: ReadonlySet<string>): boolean {
  const parts = tail
    .split(/\s*(?:,|;|\band\b|&)\s*/i)
    .map((p) => p.replace(/^the\s+/i, '').trim())
    .filter(Boolean);
  return (
    parts.length > 0 &&
    parts.every(
      (p) =>
        defined.has(p.toLowerCase()) ||
        // 'Dallin Brimhall' for the plaintiff the complaint calls '("Dallin")'.
        // Not 'Syndicate Agreement' for '(the "Syndicate")': a thing of the party's, not a person.
        (defined.has(p.split(/\s+/)[0]!.toLowerCase()) &&
          /^(?:\p{Lu}[\p{L}'’.-]*\s+){1,2}\p{Lu}[\p{L}'’-]+$/u.test(p) &&
          !DEFINED_THING_RE.test(p)) ||
        isLawTail(p) ||
        /^(?:all\s+)?(?:defendants?|plaintiffs?)$|^Dr\.\s+[A-Z][\w'-]+$/i.test(p),
    )
  );
}

/** Short names a complaint gives its parties: '("Tumbleweed")', '(the "Trust")', '(collectively, "MOA")'. */
export function findDefinedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(/\((?:[^()"“]{0,30}?)?(?:the\s+)?["“]([^"”]{2,40})["”]\s*\)/g)) {
    const term = m[1]!.replace(/^the\s+/i, '');
    // '$1,850,000.00 (the "Holdback Amount")', '(the "Purchase Agreement")': a term for a thing, not a party.
    if (DEFINED_THING_RE.test(term) || /[\d%]\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index)))
      continue;
    names.add(term.toLowerCase());
  }
  return names;
}

const DEFINED_THING_RE =
  /\b(?:Amount|Agreement|Payments?|Price|Period|Date|Policy|Contract|Lease|Premises|Property|Loan|Note|Plan|Transaction|Closing|Shares|Units|Project|Claims?|Notice|Letter|Statement|Account|Escrow|Earnout|Consideration)$/i;

/** The end of a count's heading that names the law it is brought under ('Federal Tort Claims Act', '42 U.S.C. § 1983', 'ORS 653.261'). */
function isLawTail(tail: string): boolean {
  return (
    (/\b(?:Act|Code|Statutes?)$|§|U\.S\.C\.|C\.F\.R\.|^(?:[A-Z]{2,6}|[A-Z][a-z]+\.)\s*\d+[A-Za-z]?[.:-]\d/.test(
      tail,
    ) ||
      /\b(?:Code|Stat\.?|Laws)\s+(?:Ch(?:apter|\.)|c\.)\s*\d+[A-Za-z]?$/i.test(tail) ||
      // A court's rule: 'Iowa R. Civ. P. 1.1101', 'Fed. R. Civ. P. 57'.
      /\bR\.\s*Civ\.\s*P\.\s*\d/i.test(tail)) &&
    !/\b(?:of|for)\s*$/i.test(tail)
  );
}

/** The end of a count's heading that names whom it is against rather than what it is. */
function isPartyTail(tail: string): boolean {
  return (
    /^(?:against\s+)?(?:all\s+|the\s+|each\s+)?(?:defendants?|plaintiffs?|respondents?|counter-?defendants?)\b/i.test(
      tail,
    ) ||
    // 'Kitchenwell Defendants Only', 'Hospital Defendants': a group of the parties, by the complaint's name for it.
    /^(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:defendants?|plaintiffs?)(?:\s+only)?$/iu.test(tail) ||
    // 'Loss of Consortium - Sariah M. Okerlund': whose claim it is, by a person's full name; 'Theodore Ashcroft
    // Against All Defendants': by whom and against whom.
    /^\p{Lu}[\p{L}'’-]+\s+\p{Lu}\.\s+\p{Lu}[\p{L}'’-]+$/u.test(tail) ||
    /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}\.)?\s+\p{Lu}[\p{L}'’-]+\s+against\b/iu.test(tail) ||
    /\b(?:Ltd|Inc|LLC|L\.L\.C|PLLC|LLP|Corp|Co|Company|N\.A|P\.C|P\.A|CPAs?)\.?$/i.test(tail) ||
    // 'Tallgrass Precision Cleaners, Inc. and Hollis Brandt': companies and people, named.
    (/\b(?:Ltd|Inc|LLC|L\.L\.C|PLLC|LLP|Corp|N\.A|P\.C|P\.A)\b/.test(tail) &&
      tail.split(/\s+/).every((w) => /^[\p{Lu}&(]|^(?:and|of|the|&)$/u.test(w)))
  );
}

const SMALL_WORDS = new Set([
  'of',
  'and',
  'the',
  'for',
  'to',
  'in',
  'on',
  'a',
  'an',
  'or',
  'by',
  'with',
  'under',
  'at',
]);

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .split(' ')
    .map((w, i) => {
      if (i > 0 && SMALL_WORDS.has(w)) return w;
      if (
        /^(?:u\.s\.c\.|c\.f\.r\.|fdcpa|rico|paga|fcra|tcpa|ada|flsa|feha|ucl|u\.c\.a\.|cercla|erisa|adea|fmla)$/.test(
          w,
        ) ||
        /^(?:ii|iii|iv|vi|vii|viii|ix|xi|xii)$/.test(w)
      )
        return w.toUpperCase();
      // 'Elliott-Larsen', 'O'Brien': each part of a joined name.
      return w.replace(/(^[("'“]?|-)(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ');
}

/** Whether a line reads like allegation prose rather than a heading's continuation. */
function isProse(line: string): boolean {
  const t = line.trim();
  return (
    t === '' ||
    /^\d{1,3}\.\s/.test(t) ||
    // A long heading that names a statute ('… Under the Defend Trade Secrets Act, 18 U.S.C. § 1836 et seq.').
    (t.length > 90 && !/^\(.*\)$/.test(t) && !(/§|U\.S\.C\./.test(t) && !/[a-z]\.\s+[A-Z]/.test(t))) ||
    /^(?:Plaintiffs?|Defendants?|The|As|At|On|In)\s+[a-z]/.test(t)
  );
}

/** The counts (causes of action) in order, each with its heading and body. Table-of-contents lines are skipped. */
export function findCounts(text: string, limit: number): CountSection[] {
  const found: CountSection[] = [];
  const lines = lineSpans(text);
  const defined = findDefinedNames(text.slice(0, limit));
  for (const m of text.matchAll(COUNT_HEAD)) {
    if (m.index >= limit) break;
    const lineEnd = m.index + m[0].length;
    const wholeLine = m[0];
    if (
      /\.{5,}|…{2,}/.test(wholeLine) ||
      (/\s\d{1,3}\s*$/.test(wholeLine.trim()) && /\.\s*\.\s*\./.test(wholeLine))
    ) {
      continue;
    }
    if (wholeLine.trim().length > 160) continue;
    // 'AS AND FOR A FIRST CAUSE OF ACTION ON BEHALF OF / PLAINTIFF TOMASZ WIERZBICKI / (Violation of …)': whose
    // count it is, then its name in the parenthesis under it.
    const onBehalf = /^\s*(?:ON\s+BEHALF\s+OF|AGAINST)\b/i.test(m[5] ?? '');
    const rest = onBehalf ? '' : (m[5] ?? '');
    // 'Count I above' and 'count one of the complaint' are references, not headings.
    if (/^\s*(?:above|below|of|is|was|and|in|herein|hereof|to|as)\b/i.test(rest)) continue;
    if (/^[a-z]/.test(wholeLine.trim())) continue;
    // '… made paragraphs 1 through 13 of this' / 'Second Count.': a sentence wrapped onto the line, not a heading.
    const before = text.slice(Math.max(0, m.index - 200), m.index).replace(/\s+$/, '');
    if (/[a-z,]$/.test(before) && wholeLine.trim() !== wholeLine.trim().toUpperCase()) continue;
    const ordinal = parseOrdinal(m[1] ?? m[4] ?? '');
    if (ordinal === 0) continue;
    const label = m[1]
      ? `${capitalise(m[1])} ${titleCase(m[2]!.replace(/\s+/g, ' '))}`
      : `${titleCase(m[3]!.replace(/\s+/g, ' '))} ${formatCountNumber(m[4]!)}`;
    // The name may continue on the following short lines ('FIRST CAUSE OF ACTION' / 'Breach of Contract' / '(Against…)').
    let headingEnd = lineEnd;
    let nameText = rest;
    let afterPartyLine = onBehalf;
    // '… ON BEHALF OF PLAINTIFF' ending the heading's line: the next line is the plaintiff's name alone.
    let nameOfParty = /\bON\s+BEHALF\s+OF\s+(?:THE\s+)?(?:PLAINTIFFS?|DEFENDANTS?)\s*$/i.test(m[5] ?? '');
    /** Whether the line before was part of the name (not a parenthesis or a party line skipped). */
    let nameLast = true;
    const lineIndex = lines.findIndex((s) => s.end >= lineEnd);
    for (let i = lineIndex + 1; i < lines.length && i <= lineIndex + 5; i++) {
      let next = text.slice(lines[i]!.start, lines[i]!.end);
      // 'COUNT ONE' at the foot of a page, its name atop the next: the page number between says nothing.
      if (
        /^\s*(?:(?:[-–]\s*)?\d{1,3}(?:\s*[-–])?|Page\s+\d+(?:\s+of\s+\d+)?|\f)?\s*$/i.test(next) &&
        !nameText.trim()
      )
        continue;
      // '(Tortious Breach of the Implied Covenant' / 'of Good Faith and Fair Dealing - Bad Faith)'.
      // A parenthesis over three lines: '(Decennial Liability … of the Civil' / 'Code, … – Against CPR,' / 'Companies 1-5)'.
      // '(Securities Fraud -- Utah Code Ann. § 61-1-1(2) --' opens one with a citation's own parenthesis inside.
      if (/^\s*\((?:[^()]|\([^()]*\))*$/.test(next)) {
        let joined = next.trim();
        for (let k = i + 1; k < lines.length && k <= i + 3; k += 1) {
          const rest = text.slice(lines[k]!.start, lines[k]!.end);
          if (/[()]/.test(rest.replace(/\)\s*$/, '').replace(/\([^()]*\)/g, '')) || rest.trim().length >= 90)
            break;
          joined += ` ${rest.trim()}`;
          if (/\)\s*$/.test(rest)) {
            next = joined;
            i = k;
            break;
          }
        }
      }
      // 'RETALIATION IN VIOLATION OF THE MISSOURI HUMAN' at a page's foot, 'RIGHTS ACT' and its '(RSMo § 213.070 -
      // … Against …)' atop the next: the page break left a blank row inside the name.
      if (nameText.trim() && next.trim() === '' && i + 2 < lines.length) {
        const after = text.slice(lines[i + 1]!.start, lines[i + 1]!.end).trim();
        const then = text.slice(lines[i + 2]!.start, lines[i + 2]!.end).trim();
        if (/^[A-Z][A-Z'’ ,&-]{1,60}$/.test(after) && after.split(/\s+/).length <= 6 && /^\(.*\)$/.test(then))
          continue;
      }
      if (isProse(next)) break;
      // '(Breach of Contract)' or '(Wrongful Termination - Against Acme and DOES 1-20)' on the line below.
      const parenName = /^\s*\(((?:[^()]|\([^()]*\))+)\)\s*$/
        .exec(next)?.[1]
        // '(… – Against All Defendants)', '(… By Plaintiff)'; not 'Sale of Securities by Unlicensed Agent'.
        ?.replace(
          /(?:\s*[-–—,:]\s*\b(?:against|by|on behalf of|as to)\b|\s+\b(?:against(?!\s+(?:Discrimination|Insurers?|Public\s+Policy|(?:the\s+)?(?:(?:Surety|Payment|Performance|Release|License|Contractor['’]?s?)\s+)?Bond)\b)|on behalf of|as to)\b|\s+by\s+(?:all\s+|the\s+)?(?:plaintiffs?|defendants?)\b).*$/i,
          '',
        );
      if (parenName && !nameText.trim()) {
        nameText = parenName;
        headingEnd = lines[i]!.end;
        nameLast = false;
        continue;
      }
      // 'Plaintiff Desmond K. Abernathy v. Defendant Gunnar P. Lindqvist' between the number and the title.
      const partyName = nameOfParty && next.trim() !== '' && /^[A-Z][A-Z.'’ -]+$/.test(next.trim());
      if (next.trim() !== '') nameOfParty = false;
      const partyLine: boolean =
        partyName ||
        /^\s*Plaintiffs?\b.{0,80}\bv(?:s)?\.?\s+(?:All\s+)?Defendants?\b/i.test(next) ||
        // the party the heading's 'ON BEHALF OF' names: 'PLAINTIFF TOMASZ WIERZBICKI'.
        (afterPartyLine && !nameText.trim() && /^\s*(?:PLAINTIFFS?|DEFENDANTS?)\b[^()]*$/i.test(next)) ||
        // its second line: 'HAULERS, INC. d/b/a TSH FREIGHT', 'LEASING, LTD.'
        (afterPartyLine && /\b(?:INC|LLC|LTD|L\.P|CORP|CO|P\.C)\b\.?|\bd\/b\/a\b/i.test(next));
      afterPartyLine = partyLine;
      if (/^\s*(?:by|against|on behalf)\b/i.test(next) || /^\s*[[(]/.test(next) || partyLine) {
        headingEnd = lines[i]!.end;
        nameLast = false;
        continue;
      }
      if (
        nameText.trim() &&
        !/[–—:-]\s*$/.test(nameText.trim()) &&
        !/\b(?:of|and|for|to|the)\s*$/i.test(nameText)
      ) {
        // Already has a name; a further capitalised line continues it only when the first was cut short:
        // '… UNFAIR TRADE' / 'PRACTICES ACT, §§ 501.201 et seq., Fla. Stat.' (the citation after it in any case),
        // '… Good Faith' / 'and Fair Dealing', '… ACT, Minn. Stat.' / '§ 325D.44'.
        const shown = next.trim();
        // '… BUSINESS RELATIONSHIPS' / 'AND EXPECTANCIES (Against Riverstone and Meridian)': whom it is against
        // says nothing of whether the line goes on with the name.
        const words = shown
          .replace(/\s*\([^()]*\)\s*$/, '')
          .split(/,|§/)[0]!
          .trim();
        const continues =
          (/^[A-Z(]/.test(shown) && words !== '' && words === words.toUpperCase()) ||
          (nameLast &&
            /^(?:and|or|of|for|to|in|with)\s+\p{Lu}/u.test(shown) &&
            shown.length < 70 &&
            !/[.;,]$/.test(shown)) ||
          (nameLast && /^§/.test(shown)) ||
          // 'Violation of 740 ILCS 14/15(b) — Failure to Obtain' / 'Informed Written Consent Before Collection': a
          // title in capitalised words wrapped onto a second such line.
          (nameLast &&
            /^\p{Lu}/u.test(shown) &&
            shown.length < 80 &&
            // A long first line that wrapped; the next no citation, initial or 'v.' of a party line.
            text.slice(lines[i - 1]!.start, lines[i - 1]!.end).trim().length >= 45 &&
            !/[\d§.;:]|\bv\b|\b(?:Company|Inc|LLC|Corporation)\b/i.test(shown) &&
            /[a-z]/.test(shown) &&
            isTitleLike(shown) &&
            isTitleLike(nameText.replace(/^.*[–—]\s*/, ''))) ||
          // '… Connecticut Unfair Trade' / 'Practices Act, General Statutes § 42-110a et seq.': a law's name goes on.
          (nameLast &&
            /\bViolations?\s+of\b/i.test(nameText) &&
            /^\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*){0,4}\s+(?:Act|Law|Code)\b/u.test(shown));
        if (!continues) break;
      }
      nameText += ` ${next.trim()}`;
      headingEnd = lines[i]!.end;
    }
    const name = cleanCountName(nameText, defined);
    found.push({
      label,
      name,
      basis: name ? `${label} – ${name}` : label,
      heading: { start: m.index, end: headingEnd },
      ordinal,
      start: m.index,
      end: limit,
    });
  }
  // The same count printed twice (a table of contents the filter missed) keeps its later, real heading.
  const unique: CountSection[] = [];
  for (const c of found) {
    const twin = unique.findIndex((u) => u.ordinal === c.ordinal && u.label === c.label);
    if (twin >= 0) unique.splice(twin, 1);
    unique.push(c);
  }
  unique.sort((a, b) => a.start - b.start);
  const headed = unique.length > 0 ? unique : findHeadedCauses(text, limit);
  const dashed = headed.length > 0 ? headed : findDashedCauses(text, limit);
  const counts = dashed.length > 0 ? dashed : findCitedHeadings(text, limit);
  for (let i = 0; i < counts.length - 1; i++) counts[i]!.end = counts[i + 1]!.start;
  return counts;
}

/** The `ordinal`th count of a complaint that numbers none, named by its heading, running to `limit`. */
function unnumberedCause(ordinal: number, name: string, heading: Span, limit: number): CountSection {
  return {
    label: `Cause of Action ${ordinal}`,
    name,
    basis: name,
    heading,
    ordinal,
    start: heading.start,
    end: limit,
  };
}

/** 'CAUSE OF ACTION — NEGLIGENCE' (Louisiana): a heading with no number, its name after the dash. */
const DASHED_CAUSE = /^[ \t]*(?:CAUSE\s+OF\s+ACTION|CLAIM\s+FOR\s+RELIEF)\s*[—–-]+\s*(\S[^\n]*?)\s*$/gm;

/**
 * Counts headed 'CAUSE OF ACTION — CUSTODIAL LIABILITY FOR A RUIN, / VICE OR DEFECT OF A THING' with no number:
 * the name after the dash, and its line run on in capitals.
 */
function findDashedCauses(text: string, limit: number): CountSection[] {
  const lines = lineSpans(text);
  const out: CountSection[] = [];
  for (const m of text.slice(0, limit).matchAll(DASHED_CAUSE)) {
    let nameText = m[1]!;
    let end = m.index + m[0].length;
    const at = lines.findIndex((l) => l.end >= end);
    const next =
      at >= 0 && at + 1 < lines.length ? text.slice(lines[at + 1]!.start, lines[at + 1]!.end).trim() : '';
    if (/[,-]$|\b(?:OF|AND|FOR|TO|THE|A)$/.test(nameText) && /^[A-Z][A-Z ,'’&-]{2,60}$/.test(next)) {
      nameText += ` ${next}`;
      end = lines[at + 1]!.end;
    }
    if (!isTitleLike(nameText)) continue;
    const name = cleanCountName(nameText);
    if (!name) continue;
    out.push(unnumberedCause(out.length + 1, name, { start: m.index, end }, limit));
  }
  return out;
}

/** '(La. C.C. arts. 2315 and 2316)', '(42 U.S.C. § 1983)': the law a heading above it is pleaded under. */
const CITATION_LINE_RE =
  /^[ \t]*\((?=[^()]*(?:§|\barts?\.\s*\d|\bR\.S\.|\bC\.C\.|U\.S\.C\.|\bCode\b|\bStat(?:utes?|\.)|\bRev\.))[^()\n]{4,100}\)[ \t]*$/;
/** Headings that are a part of the pleading, not a cause, whatever law they cite. */
const NOT_A_CAUSE_RE =
  /^(?:JURISDICTION|VENUE|PARTIES|FACTS|DAMAGES|PRAYER|RELIEF|DEMAND|JURY|NATURE|INTRODUCTION|BACKGROUND|ALLEGATIONS|GENERAL|STATEMENT|NOTICE|CONDITIONS|EXHIBITS?|VERIFICATION|CERTIFICATE|SERVICE|ATTORNEY'?S?'?\s+FEES|INTEREST|COSTS)\b/;

/**
 * Louisiana's petitions (and others) head each theory with its name in capitals and no number, the article or
 * statute it rests on in a parenthesis under it ('NEGLIGENCE / (La. C.C. arts. 2315 and 2316)'): those are counts.
 */
function findCitedHeadings(text: string, limit: number): CountSection[] {
  const lines = lineSpans(text);
  const out: CountSection[] = [];
  for (let i = 0; i + 1 < lines.length && lines[i]!.start < limit; i++) {
    const heading = text.slice(lines[i]!.start, lines[i]!.end).trim();
    if (!/^[A-Z][A-Z ,'’&/-]{3,70}$/.test(heading) || NOT_A_CAUSE_RE.test(heading)) continue;
    let k = i + 1;
    while (k < lines.length && text.slice(lines[k]!.start, lines[k]!.end).trim() === '') k++;
    if (k >= lines.length || !CITATION_LINE_RE.test(text.slice(lines[k]!.start, lines[k]!.end))) continue;
    const name = isTitleLike(titleCase(heading)) ? cleanCountName(heading) : '';
    if (!name) continue;
    out.push(unnumberedCause(out.length + 1, name, { start: lines[i]!.start, end: lines[k]!.end }, limit));
  }
  return out;
}

/** 'V. CAUSES OF ACTION', 'CLAIMS FOR RELIEF', or a lone 'CLAIM FOR RELIEF': a section whose sub-headings are the counts. */
const CAUSES_SECTION =
  /^[ \t]*(?:[IVX]{1,5}\.?\s+|[A-Z]\.\s+|\d{1,2}\.\s+)?(?:CAUSES?\s+OF\s+ACTION|CLAIMS?\s+FOR\s+RELIEF|COUNTS|CLAIMS)\s*:?\s*$/gm;
/** 'A. Breach of Contract', '1. Negligence', 'B. Violations of the Texas Insurance Code': a short heading line. */
const LETTERED_HEADING = /^[ \t]*([A-H]|\d{1,2})[.)]\s+(\p{Lu}[^\n]{2,100}?)\s*$/u;
/** A major heading after the counts ('VI. DAMAGES', 'PRAYER', 'JURY DEMAND') ends them. */
const AFTER_CAUSES =
  /^[ \t]*(?:[IVX]{1,5}\.\s+[A-Z][A-Z ,&'’-]+|(?:[A-Z]\.\s+|\d{1,2}\.\s+)?(?:PRAYER|DAMAGES|JURY\s+DEMAND|DEMAND\s+FOR\s+JURY|CONDITIONS\s+PRECEDENT|ATTORNEY'?S'?\s+FEES|REQUEST\s+FOR\s+RELIEF|RELIEF\s+REQUESTED)\b.*)$/;

/**
 * Counts with no 'COUNT I' / 'FIRST CAUSE OF ACTION' headings: a Texas petition's 'CAUSES OF ACTION' section
 * with lettered sub-headings ('A. Breach of Contract'), or a lone 'CLAIM FOR RELIEF' with its name below.
 */
function findHeadedCauses(text: string, limit: number): CountSection[] {
  const lines = lineSpans(text);
  const out: CountSection[] = [];
  for (const m of text.slice(0, limit).matchAll(CAUSES_SECTION)) {
    const first = lines.findIndex((l) => l.start > m.index);
    if (first < 0) continue;
    for (let i = first; i < lines.length && lines[i]!.start < limit; i++) {
      const line = text.slice(lines[i]!.start, lines[i]!.end);
      if (i > first && AFTER_CAUSES.test(line)) break;
      const heading = LETTERED_HEADING.exec(line);
      // A heading reads as a title: no sentence ending, most words capitalised.
      const name = heading ? cleanCountName(heading[2]!) : '';
      if (heading && name && isTitleLike(heading[2]!)) {
        out.push({
          label: `Cause of Action ${heading[1]}`,
          name,
          basis: name,
          heading: { start: lines[i]!.start, end: lines[i]!.end },
          ordinal: out.length + 1,
          start: lines[i]!.start,
          end: limit,
        });
        continue;
      }
      // 'CLAIM FOR RELIEF' / '(Breach of Settlement Agreement)': one claim named on the next line.
      if (i === first && out.length === 0) {
        const paren = /^\s*\(([^()]{3,100})\)\s*$/.exec(line)?.[1];
        const title = paren ?? (isTitleLike(line.trim()) && line.trim().length < 90 ? line.trim() : null);
        if (title && !LETTERED_HEADING.test(line) && !/^\d/.test(line.trim())) {
          const clean = cleanCountName(title);
          if (clean) {
            out.push({
              label: 'Claim for Relief',
              name: clean,
              basis: clean,
              heading: { start: m.index, end: lines[i]!.end },
              ordinal: 1,
              start: m.index,
              end: limit,
            });
            break;
          }
        }
      }
    }
    if (out.length > 0) break;
  }
  return out;
}

const HEADING_JOINERS = new Set([
  'with',
  'from',
  'under',
  'upon',
  'into',
  'than',
  'that',
  'against',
  'without',
  'within',
  'pursuant',
  'between',
  'through',
]);

/** A heading rather than a sentence: no closing full stop, and its long words capitalised. */
function isTitleLike(line: string): boolean {
  const t = line.trim();
  if (/[.;:]$/.test(t) && !/\b(?:seq|Inc|Co|Corp|Ltd|U\.S\.C)\.$/.test(t)) return false;
  const words = t.split(/\s+/).filter((w) => /^\p{L}{4,}/u.test(w));
  if (words.length === 0) return false;
  // Every long word capitalised but the joining ones: 'Pruitt violated Tex. Transp. Code …' is a sentence.
  return words.every((w) => /^\p{Lu}/u.test(w) || HEADING_JOINERS.has(w));
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
}

function formatCountNumber(token: string): string {
  if (/^[ivxl]+$/i.test(token)) return token.toUpperCase();
  if (/^\d+$/.test(token)) return token;
  return capitalise(token);
}

/**
 * The caption's title block ('COMPLAINT FOR DAMAGES: 1. Breach of Contract; 2. Violation of Civ. Code § …'),
 * which often names the law the relief is sought under. Null when there is none in the first pages.
 */
export function findTitleBlock(text: string): Span | null {
  const head = text.slice(0, Math.min(text.length, 8000));
  const re =
    /^[ \t]*(?:(?:verified|first|second|third|amended|class action|representative|original)\s+)*(?:complaint|petition)\b(?! (?:filed|was|is|in|against))[^\n]*$/gim;
  for (const m of head.matchAll(re)) {
    // A page footer ('COMPLAINT' on every page) is not the title.
    const line = m[0].trim();
    // Nor a sentence of the body wrapped onto the line ('Complaint when their names are learned.').
    if (/^Complaint\s+[a-z][^\n]*\.$/.test(line)) continue;
    if (text.split('\n').filter((l) => l.trim() === line).length > 2) continue;
    const lines = lineSpans(text);
    let i = lines.findIndex((s) => s.end >= m.index);
    let end = lines[i]!.end;
    for (let n = 0; n < 16 && ++i < lines.length; n++) {
      const next = text.slice(lines[i]!.start, lines[i]!.end).trim();
      if (next.length > 80 || /\b(?:alleges?|complains?|comes now|hereby|states as follows)\b/i.test(next))
        break;
      end = lines[i]!.end;
    }
    return { start: m.index, end };
  }
  return null;
}

/** Sentences of a span (approximate: legal abbreviations like 'U.S.C.' and '§' do not end one). */
export function splitSentences(text: string, span: Span = { start: 0, end: text.length }): Span[] {
  const out: Span[] = [];
  let start = span.start;
  const re =
    /(?<!\b(?:[A-Z]|U\.S|Stat|Ann|Cal|Civ|Proc|Lab|Bus|Prof|Gov|Ins|Inc|Co|Corp|Ltd|No|Nos|seq|Sec|Code|et|al|v|vs|Mr|Mrs|Ms|Dr|Jr|Sr|St|Fed|R|P|Supp|Cir|ed|Ct|App|Rev|Regs|tit|Reg|Stats?|Ch|ch|Art|art|para|subd|Id|id|e\.g|i\.e|Cas|Mut|Assur|Am|Acc|Nat|Ass|Ave|Blvd|Ste|Dist|Cty|Co|Hon))[.!?](?=["”’)]?\s+(?:[A-Z(“"]|\d{1,3}\.\s))|\n\s*\n|;\s*\n|\n(?=\s*(?:\d{1,3}\.|[a-z]\.|\([a-z0-9]+\))\s)/g;
  const body = text.slice(span.start, span.end);
  for (const m of body.matchAll(re)) {
    const end = span.start + m.index + m[0].length;
    if (end - start > 1) out.push({ start, end });
    start = end;
  }
  if (span.end > start) out.push({ start, end: span.end });
  return out;
}
