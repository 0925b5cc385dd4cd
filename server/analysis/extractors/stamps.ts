import { US_STATE_NAMES_PATTERN } from '@common/states';

/**
 * What the clerk's office and the fax machine print on a filed complaint: e-filing stamps ('Electronically
 * FILED by Superior Court of California, County of Riverside on 03/14/2025'), conformed-copy stamps
 * ('CONFORMED COPY / ORIGINAL FILED / Superior Court of California / County of Los Angeles / MAR 14 2025 /
 * David W. Slayton, Executive Officer/Clerk of Court / By: J. Ramos, Deputy'), Texas envelope stamps and fax
 * transmission headers. They are neither counsel nor the caption's court; their date is the filing date.
 */

/** A line that opens a stamp block. */
const STAMP_START_RE =
  /^(?:\**\s*)?(?:CONFORMED\s+COPY|ORIGINAL\s+FILED|ENDORSED(?:\s+FILED)?|(?:ELECTRONICALLY\s+)?(?:E-?)?FILED(?:\s+BY\s+FAX)?|RECEIVED(?:\s+(?:AND|&)\s+FILED|\s+for\s+filing)?|ELECTRONICALLY\s+(?:FILED|RECEIVED))\b(?=\s*(?:$|[|:;,*-]|\d|and\s+attested|(?:by|on|in|at|with)\s+(?:the\s+)?(?:clerk|superior|circuit|district|county|court|trial|fax|\d|e-?clerk|(?:my\s+)?office)|pursuant|superior|circuit|district|clerk|court|(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\b))/i;
/** A line that is a stamp whatever surrounds it. */
const STAMP_LINE_RE = new RegExp(
  [
    String.raw`^Electronically\s+(?:FILED|Received|Submitted)\s+(?:by|with|on|in)\b`,
    String.raw`\bExecutive\s+Officer\s*/\s*Clerk\b`,
    String.raw`\bClerk\s+of\s+(?:the\s+)?(?:Superior\s+|Circuit\s+|District\s+)?Court\b.*(?:\bBy\b|Deputy|\d{1,2}[:/]\d{2}|^\W*Clerk)`,
    String.raw`^(?:By:?\s*)?[A-Z][\w.' -]{0,40},?\s+Deputy(?:\s+Clerk)?\.?$`,
    String.raw`^Deputy(?:\s+Clerk)?\.?$`,
    String.raw`^(?:By\s+)?e-?Clerk\b`,
    // 'E-File Received Apr 08, 2024 09:58 AM' (East Baton Rouge).
    String.raw`^E-?Fil(?:e|ed|ing)\s+Received\b`,
    String.raw`^Envelope\s+(?:No\.?|#)\s*:?\s*\d+`,
    // '1/22/2025 9:58 AM' alone, 'Marisela Dunford - District Clerk Harris County', 'FILED IN MY OFFICE'.
    String.raw`^\d{1,2}/\d{1,2}/\d{2,4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*[AP]M$`,
    // 'MAR 03 2025   10:17 AM' alone: a date and a time to the minute on a line of their own.
    String.raw`^(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.?\s+\d{1,2},?\s+\d{4}\s+\d{1,2}:\d{2}(?::\d{2})?\s*[AP]M$`,
    String.raw`^.{0,50}\b(?:District|County|Circuit)\s+Clerk\b.{0,40}$`,
    String.raw`\bFILED\s+IN\s+MY\s+OFFICE\b`,
    String.raw`^\S*\d\S*\s+Filed\s+in\s+(?:the\s+)?(?:District|Superior|Circuit)\s+Court\b`,
    String.raw`^NYSCEF\s+DOC\.?\s+NO\.?|\bRECEIVED\s+NYSCEF\b`,
    String.raw`^(?:DEPUTY\s+)?CLERK\s*:\s*\S`,
    String.raw`^Reviewed\s+By:?`,
    // Kansas' e-filing stamp closes with 'PII COMPLIANT'.
    String.raw`^PII\s+COMPLIANT$`,
    // Colorado's e-filing box: 'DATE FILED: March 3, 2025 4:12 PM', 'FILING ID: 7A1C…'.
    String.raw`^DATE\s+FILED:`,
    // Massachusetts' e-filing box: 'Date Filed 7/22/2024 3:05 PM / Superior - Civil / Suffolk County / Docket Number'.
    String.raw`^Date\s+Filed\s+\d{1,2}/\d{1,2}/\d{4}`,
    String.raw`^FILING\s+ID:`,
    String.raw`^Transaction\s+ID\b`,
    String.raw`^(?:[A-Z][A-Za-z.' -]+,\s+)?(?:DISTRICT|COUNTY|CIRCUIT)\s+CLERK\b`,
    String.raw`^COURT\s+CLERK$`,
    String.raw`^CLERK\s+OF\s+(?:THE\s+)?(?:CIRCUIT|SUPERIOR|DISTRICT)\s+COURT\b`,
    String.raw`^Clerk\s+of\s+(?:the\s+)?Court$`,
    // Fax headers: 'MAR-14-2025 14:22 FROM:LAW OFFICE … P.2/14', '03/14/2025 14:22 FAX 2135550199 … 002/014'.
    String.raw`^\w{3}-\d{1,2}-\d{2,4}\s+\d{1,2}:\d{2}\s+FROM\b`,
    String.raw`^\d{1,2}/\d{1,2}/\d{2,4}\s+\d{1,2}:\d{2}(?:\s*[AP]M)?\s+(?:FAX|FROM)\b`,
    String.raw`\bFAX\b.*\b\d{3}/\d{3}$`,
    String.raw`\bTO:\s*[\w ]*\bP\.\s*\d+/\d+$`,
  ].join('|'),
  'i',
);
/** A fax transmission header ('MAR-14-2025 14:22 FROM:LAW OFFICE … P.2/14', '10/06/2025 09:14 FAX … @002/005'). */
const FAX_HEADER_RE =
  /^\w{3}-\d{1,2}-\d{2,4}\s+\d{1,2}:\d{2}\s+FROM\b|^\d{1,2}\/\d{1,2}\/\d{2,4}\s+\d{1,2}:\d{2}(?:\s*[AP]M)?\s+(?:FAX|FROM)\b|\bFAX\b.*\b\d{3}\/\d{3}$|\bTO:\s*[\w ]*\bP\.\s*\d+\/\d+$/i;
/** What follows a stamp's first line inside the stamp: the court and county, dates, times, the clerk. */
/** 'State of Minnesota' in a stamp's own type (a caption's is in capitals). */
const STAMP_STATE_RE =
  /^(?:State of [A-Z][a-z]+(?: [A-Z][a-z]+)?|County of [A-Z][a-z]+(?: [A-Z][a-z]+)?|[A-Z][a-z]+(?: [A-Z][a-z]+)? County),?$/;
const STAMP_CONTENT_RE =
  /^(?:DATE:|File\s+Date:|Image\s+ID:|TIME:|Docket:|(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|\d{1,2}(?:st|nd|rd|th))\s+Judicial\s+District$|Submission:|Envelope:?\s*\d|Electronically$|Transaction\s*#|(?=[A-Z0-9-]*\d)[A-Z0-9]{2,}(?:-[A-Z0-9]+){1,4}$|(?=\d{2,4}[A-Z])\d{2,4}[A-Z]{1,4}\d{4,10}$|Office\s+of\s+(?:the\s+)?(?:Judicial\s+Records|Clerk|Prothonotary)|\d{1,2}\s+(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\s+\d{4}|Superior\s+Court|Circuit\s+Court|District\s+Court|Case\s+(?:Number|No\.?)\b|By:?\s(?!\s*(?:and|through|its|his|her|their|the|and\s+through)\b)|Deputy|Clerk|[A-Z][\w.' -]+,\s+(?:Clerk|Deputy)|(?:\d{1,2}[/-]\d{1,2}[/-]\d{2,4}|\d{4}-\d{2}-\d{2}|(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*\.?\s+(?:-\s*)?\d{1,2},?\s+\d{4}|\d{4}(?:\s+|-)(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*(?:\s+-?|-)\d{1,2})\b|\d{1,2}:\d{2}|at\s+\d|on\s+\d{1,2}\/\d{1,2}\/\d{2,4}\b|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+County\s+(?:Circuit|District|Superior|Chancery)\s+Court$|\S+\s*:\s*\d{1,4}\s+Pages?$|[A-Z][A-Z .'-]+,\s*[A-Z]{2}$|(?:DY\.|DEPUTY)\s+CLERK\b|[A-Z][\w ,.'-]{0,60},\s*\d{1,2}\/\d{1,2}\/\d{4}\.?$)/i;
/** A state's name as a caption heads the court with it ('STATE OF MICHIGAN', 'THE STATE OF NEW HAMPSHIRE'). */
const CAPTION_STATE_RE = new RegExp(
  String.raw`^(?:THE\s+)?(?:STATE|COMMONWEALTH)\s+OF\s+(?:${US_STATE_NAMES_PATTERN})$`,
  'i',
);
/** An all-capitals name in a stamp ('MARY ANGIE GARCIA' above 'DISTRICT CLERK'). */
const STAMP_NAME_RE = /^[A-Z][A-Z.' -]{2,40}$/;
/** Lines a stamp block may run to after its first line. */
const STAMP_REACH = 8;

/** Indexes of stamp lines among `lines`. */
export function findStampLines(lines: readonly string[]): Set<number> {
  const stamps = new Set<number>();
  // A stamp drawn as a box ('|  FILED  |'): its borders are no part of its lines; its word in spaced letters
  // ('F I L E D') is the word.
  const unboxed = (l: string) =>
    l
      .trim()
      .replace(/^\|\s*|\s*\|$/g, '')
      .replace(/^(?:[A-Z] ){3,}[A-Z]$/, (word) => word.replace(/ /g, ''));
  for (let i = 0; i < lines.length; i += 1) {
    const line = unboxed(lines[i]!);
    // Montana's e-filing stamp has no 'FILED': '09/09/2024 / Arlene Voss / CLERK / Yellowstone County District
    // Court / STATE OF MONTANA / By: Marcy Dunlop / DV-56-2024-0001472-CT / Fehr, Annalise / 1.00'.
    const datedClerk =
      /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(line) &&
      lines.slice(i + 1, i + 4).some((l) => /^CLERK$/i.test(l.trim()));
    if (!(STAMP_LINE_RE.test(line) || STAMP_START_RE.test(line) || datedClerk) || line.length > 120) continue;
    stamps.add(i);
    for (const k of courtAboveStamp(lines, i)) stamps.add(k);
    // A fax machine's header is one line: what follows it is the page's own first line.
    if (FAX_HEADER_RE.test(line)) continue;
    for (let j = i + 1; j < Math.min(lines.length, i + 1 + STAMP_REACH); j += 1) {
      const next = unboxed(lines[j]!);
      if (next === '') break;
      // 'IN THE CIRCUIT COURT OF THE FIFTEENTH JUDICIAL CIRCUIT' heads the caption; no stamp prints 'In the'.
      if (/^IN\s+THE\s+(?:[A-Z0-9.,'’-]+\s+){0,8}COURT\b/.test(next)) break;
      // A caption line under a stamp ('STATE OF MINNESOTA DISTRICT COURT') is the caption's, unless the
      // stamp goes on after it ('COMMON PLEAS COURT / FRANKLIN CO. OHIO / 2025 MAR 14 PM 2:31').
      // 'LAFAYETTE PARISH, LA' under 'DEPUTY CLERK OF COURT': a postal abbreviation is the stamp's, no caption's.
      const isCaptionLike =
        /\b(?:COURT|DISTRICT|DIVISION|JUDICIAL|PARISH|COUNTY|CO\.|C\.S\.C\.)(?=\W|$)/.test(next) &&
        !/\bCLERK\b/i.test(next) &&
        !(/^[A-Z][A-Z .'-]+,\s*[A-Z]{2}$/.test(next) && /\bCLERK\b/i.test(lines[j - 1]!));
      const isContent = isCaptionLike
        ? stampGoesOn(lines, j + 1)
        : ((CAPTION_STATE_RE.test(next) || /^CLERK$/i.test(next)) && stampGoesOn(lines, j + 1)) ||
          // The judge assigned ('Fehr, Annalise') and the fee ('1.00') close Montana's stamp.
          // A caption's party in capitals ('DOE, JANE') under a stamp is no judge.
          (stamps.has(j - 1) &&
            ((/^\p{Lu}[\p{L}'-]+,\s+\p{Lu}[\p{L}'-]+$/u.test(next) &&
              /[a-z]/.test(next) &&
              /\d/.test(lines[j - 1]!)) ||
              /^\d{1,4}\.\d{2}$/.test(next))) ||
          STAMP_CONTENT_RE.test(next) ||
          STAMP_STATE_RE.test(next) ||
          STAMP_LINE_RE.test(next) ||
          STAMP_START_RE.test(next) ||
          // 'Harold B. Whitcombe, / Executive Officer/Clerk of Court': the clerk's name over the title.
          ((STAMP_NAME_RE.test(next) || /^[A-Z][a-z]+(?:\s+[A-Z]\.)?\s+[A-Z][A-Za-z'-]+,?$/.test(next)) &&
            stampGoesOn(lines, j + 1));
      // The clerk's name or initials closing a stamp under its date ('02 JUN 2025 11:47 am / R. QUINTANA').
      const closingName =
        !isContent &&
        stamps.has(j - 1) &&
        /\d{1,2}:\d{2}/.test(lines[j - 1]!) &&
        /^[A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3}$/.test(next) &&
        // 'STATE OF MICHIGAN' over 'IN THE CIRCUIT COURT …': the caption's heading, not the clerk's name.
        !CAPTION_STATE_RE.test(next) &&
        next.length <= 30;
      if ((!isContent && !closingName) || next.length > 90) break;
      stamps.add(j);
      i = j;
    }
  }
  return stamps;
}

/**
 * Oklahoma's stamp prints its court above the word: 'IN THE DISTRICT COURT / OKLAHOMA COUNTY / F I L E D /
 * JUN - 2 2025 / ROSALIND T. BEASLEY / COURT CLERK'. The court's lines right above a lone 'FILED' over a date
 * (or above 'Filed Apr 08, 2024 10:47 AM', with the case number between) are the stamp's when a court is named
 * again below it (the caption's).
 */
function courtAboveStamp(lines: readonly string[], at: number): number[] {
  const word =
    /^\W*(?:(?:E-?)?FILED(?:\s+BY\s+FAX)?|RECEIVED\s*(?:&|AND)\s*FILED|F\s+I\s+L\s+E\s+D)\W*$/i.test(
      lines[at]!.trim(),
    ) && STAMP_CONTENT_RE.test(lines[at + 1]?.trim() ?? '');
  // East Baton Rouge's 'EAST BATON ROUGE PARISH / C-741268 / Filed Apr 08, 2024 10:47 AM / Deputy Clerk of Court'.
  const dated =
    /^Filed\s+(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\s+\d{1,2}:\d{2}/i.test(
      lines[at]!.trim(),
    );
  if (!word && !dated) return [];
  const above: number[] = [];
  for (let k = at - 1; k >= Math.max(0, at - 3); k -= 1) {
    const line = lines[k]!.trim();
    if (
      !/^(?:IN\s+THE\s+)?(?:[A-Z.'-]+\s+){0,4}(?:COURT|COUNTY|PARISH|DISTRICT|J\.\s?D\.)(?:\s+OF\s+[A-Z. '-]+)?$/.test(
        line,
      ) &&
      !(dated && /^[A-Z]{1,3}-\d{5,8}$/.test(line))
    )
      break;
    above.push(k);
  }
  if (above.length === 0) return [];
  const courtBelow = lines
    .slice(at + 2, at + 40)
    .some((l) => /\bCOURT\b/i.test(l) && !/\bCLERK\b/i.test(l) && l.trim().length < 90);
  return courtBelow ? above : [];
}

/** Whether one of the two lines from `at` is plainly a stamp's (a stamp line, a date or time, a clerk). */
function stampGoesOn(lines: readonly string[], at: number): boolean {
  return lines.slice(at, at + 2).some((l) => {
    const t = l.trim();
    return (
      STAMP_LINE_RE.test(t) ||
      STAMP_START_RE.test(t) ||
      (STAMP_CONTENT_RE.test(t) && !/\b(?:COURT|DISTRICT|DIVISION|JUDICIAL)\b/.test(t))
    );
  });
}

/** The text of each stamp line, in order (for the filing date). */
export function stampText(lines: readonly string[]): string[] {
  const at = findStampLines(lines);
  return lines.filter((_, i) => at.has(i));
}
