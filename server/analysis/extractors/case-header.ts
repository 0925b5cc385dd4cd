import type { ComplaintFacts } from '@common/analysis';
import { MONTH_NAMES, parseFilingDate } from '../../domain/values/filing-date';
import { type Caption, findCourtLines, readCaption } from './caption';
import { ECF_HEADER_RE, toCleanLines, toDisplayCase } from './document-lines';
import { findStampLines } from './stamps';

const CASE_NO_LABEL_RE =
  /\b(?:Case|Civil Action|C\.\s?A\.|Cause|Civil|Index|Docket|File|Law|Equity)\s*(?:No|Number|#|ID)\.?\s*:?\s*|^No\.\s*:?\s*|^NUMBER\s+(?=[A-Z]{0,3}-?\d)/i;
/**
 * A docket number: letters, digits and separators ('25STCV01234', '2:25-cv-01187'), Cook County's '2025 L 004412',
 * Virginia's 'CL 2025-0006418', Montana's 'DV 56-2024-0001472', Hamilton County's 'A 2401187',
 * Minnesota's federal '24-cv-2931 (JWB/DJF)' with its judges, Alaska's '3AN-24-09817 CI' with its kind, Delaware's
 * 'N24C-08-147 PRW CCLD' with its judge's initials and division.
 */
const CASE_NO_VALUE_RE =
  /^(\d{4}\s+[A-Z]{1,3}\d?\s+\d{3,7}|[A-Z]{1,3}\s\d{2,4}(?:-\d{3,8}){1,2}|[A-Z]\s\d{7}|[A-Z0-9][A-Z0-9:./-]*\d[A-Z0-9:./-]*(?:-[A-Z]{2,5})*(?:\s+(?:SEA|KNT)|\s+\([A-Z]{2,4}\/[A-Z]{2,4}\)|(?<=^\d[A-Z]{2}-\d{2}-\d{4,6})\s+CI|(?<=^[NKS]\d{2}[A-Z]-\d{2}-\d{3,4})(?:\s+[A-Z]{3})?\s+CCLD|(?<=^[NKS]\d{2}[A-Z]-\d{2}-\d{3,4})\s+[A-Z]{3})?)(?=$|[\s,;)])/i;

const DATE_RE = new RegExp(
  `\\b(?:(${MONTH_NAMES.join('|')})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})|(\\d{1,2})/(\\d{1,2})/(\\d{2,4})|(\\d{4})-(\\d{2})-(\\d{2}))\\b`,
  'i',
);
const FILED_RE = /\b(?:Date\s+Filed|Filing\s+Date|(?:Electronically\s+)?Filed(?:\s+on)?)\b\s*:?/i;

/** Court, case number and filing date from the caption, or the ECF running header when the caption is blank. */
export function extractCaseHeader(
  text: string,
  runningHeaders: readonly string[] = [],
  /** The whole document when `text` is its pleading after court forms: their stamps date the filing too. */
  whole: string = text,
): Pick<ComplaintFacts, 'court' | 'caseNumber' | 'filingDate'> {
  const caption = readCaption(text);
  const ecf = findEcfHeader(whole, runningHeaders);
  // The first page or two, stamps and all (the caption's own lines have them taken out).
  const firstLines = toCleanLines(whole.slice(0, 20_000)).slice(0, 200);
  // The ECF stamp is the court's own record of the filing: it wins over a caption typed before filing.
  const caseNumber =
    ecf?.caseNumber ?? findCaptionCaseNumber(caption) ?? findHeaderCaseNumber(firstLines, runningHeaders);
  const filingDate =
    ecf?.filingDate ??
    findStampFilingDate(firstLines) ??
    findCaptionFilingDate(caption) ??
    findRunningFilingDate(runningHeaders);
  // A caption printed atop several pages (a summons, then the complaint) can be taken for a running header.
  const court =
    findCourt(caption) ??
    (runningHeaders.length > 0 ? findCourt(readCaption(runningHeaders.join('\n'))) : null);
  return { court, caseNumber, filingDate };
}

function findEcfHeader(
  text: string,
  runningHeaders: readonly string[],
): { caseNumber: string; filingDate: string | null } | null {
  for (const source of [...runningHeaders, text]) {
    const m = ECF_HEADER_RE.exec(source);
    if (m) return { caseNumber: (m[1] ?? m[3] ?? m[5])!, filingDate: parseDate((m[2] ?? m[4] ?? m[6])!) };
  }
  return null;
}

function findCourt(caption: Caption): string | null {
  const court = findCourtLines(caption);
  if (!court) return null;
  // Each line cased on its own: 'Alexandria Division' under 'FOR THE EASTERN DISTRICT OF VIRGINIA'.
  const parts = court.parts.map((part, i) => {
    // 'SUFFOLK, ss.': the venue's 'ss.' (scilicet) is no part of the court's name.
    const shown = toDisplayCase(part.replace(/(?:,\s*|\s+)s[sc]\.?$/i, ''));
    return i > 0 ? shown.replace(/^(?:For|Of|In|And|At|The)\b/, (w) => w.toLowerCase()) : shown;
  });
  return joinCourtParts(parts);
}

function joinCourtParts(parts: readonly string[]): string {
  let out = parts[0]!;
  for (const part of parts.slice(1)) {
    const glue = /\b(?:OF|FOR|IN|THE|AND)$/i.test(out) || /^(?:FOR|OF|IN|AND|AT)\b/i.test(part) ? ' ' : ', ';
    out += glue + part;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Philadelphia's 'MARCH TERM, 2024' with its 'No. 02417', on one row or two: the court's own number. */
const TERM_RE = new RegExp(
  `\\b((?:${MONTH_NAMES.join('|')})\\s+TERM,?\\s+\\d{4})(,?\\s*NO\\.?\\s*\\d{3,6})?\\b`,
  'i',
);

function findTermNumber(caption: Caption, end: number): string | null {
  for (let i = 0; i < end; i += 1) {
    for (const column of [caption.right, null]) {
      const line = (column ? column.get(i) : caption.lines[i]) ?? '';
      const m = TERM_RE.exec(line);
      if (!m) continue;
      if (m[2]) return `${m[1]}${m[2]}`.replace(/\s+/g, ' ');
      for (let k = i + 1; k < Math.min(end, i + 4); k += 1) {
        const below = ((column ? column.get(k) : caption.lines[k]) ?? '').trim();
        const no = /^(NO\.?\s*\d{3,6})\b/i.exec(below);
        if (no) return `${m[1]}, ${no[1]}`.replace(/\s+/g, ' ');
      }
    }
  }
  return null;
}

function findCaptionCaseNumber(caption: Caption): string | null {
  const end = Math.min(caption.bodyStart + 1, caption.lines.length);
  const term = findTermNumber(caption, end);
  if (term) return term;
  for (let i = 0; i < end; i += 1) {
    for (const [k, line] of [caption.right.get(i) ?? '', caption.lines[i]!].entries()) {
      const label = CASE_NO_LABEL_RE.exec(line);
      if (!label) continue;
      const after = line.slice(label.index + label[0].length).trim();
      // An empty 'CASE NO.' in the right column: its value would be under it there, not in the parties' column
      // ('6718 Ridgewood Drive', a street number).
      const under = k === 0 ? caption.right.get(i + 1) : (caption.right.get(i + 1) ?? caption.lines[i + 1]);
      const value = after !== '' ? after : (under ?? '').trim();
      const m = CASE_NO_VALUE_RE.exec(value);
      // 'No. 88 Hexiang Road' in a party's address is a street number, not the case's.
      if (!m || (m[1]!.replace(/\D/g, '').length < 3 && !/[A-Z]/i.test(m[1]!))) continue;
      if (!/_{2,}/.test(value.slice(0, m[1]!.length + 2))) return m[1]!.replace(/[.:]+$/, '');
    }
  }
  // 'BIG SIOUX PACKING COMPANY, INC.,      49CIV25-001873': a number of a state's shape alone in the right column.
  for (let i = 0; i < end; i += 1) {
    const m = BARE_CASE_NUMBER_RE.exec((caption.right.get(i) ?? '').trim());
    if (m?.index === 0 && !DATE_SHAPED_NUMBER_RE.test(m[1]!)) return m[1]!;
  }
  return null;
}

/** The date of the clerk's filing stamp on the first pages ('MAR 14 2025', 'on 03/14/2025 10:21 AM'). */
function findStampFilingDate(lines: readonly string[]): string | null {
  const stamps = findStampLines(lines);
  for (const i of [...stamps].sort((a, b) => a - b)) {
    // A received stamp or a fax header's date is not the filing; Michigan's 'RECEIVED for filing' is.
    if (
      /\bRECEIVED\b|\bFROM\b|\bFAX\b/i.test(lines[i]!) &&
      !/\bFILED\b|\bRECEIVED\s+for\s+filing\b/i.test(lines[i]!)
    )
      continue;
    const date = parseStampDate(lines[i]!);
    if (date) return date;
  }
  return null;
}

/**
 * An e-filing header on every page: 'Filing # 218834512 E-Filed 04/22/2025', 'MID-L-002318-25 04/08/2025 … Trans ID',
 * Montgomery County's 'Case# 2025-08731-0 Docketed at Montgomery County Prothonotary on 07/22/2025 11:03 AM'.
 */
const FILING_HEADER_RE =
  /\b(?:E-?FILED|FILED|Filing\s*#|Trans(?:action)?\s+ID|NYSCEF|FILED\s+IN\s+MY\s+OFFICE|Clerk\s+of\s+Courts|Docketed\s+at)\b/i;

function findRunningFilingDate(runningHeaders: readonly string[]): string | null {
  // '**E-FILED**' over its date on the next line, as a stamp on every page prints it.
  for (const [i, line] of runningHeaders.entries()) {
    if (!FILING_HEADER_RE.test(line)) continue;
    for (const candidate of [line, runningHeaders[i + 1] ?? '', runningHeaders[i + 2] ?? '']) {
      if (/\bRECEIVED\b/i.test(candidate) && !/\bFILED\b|\bRECEIVED\s+for\s+filing\b/i.test(candidate))
        continue;
      const date = parseStampDate(candidate);
      if (date) return date;
    }
  }
  return null;
}

const STAMP_DATE_RE =
  /\b(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*\.?\s+(?:-\s*)?(\d{1,2}),?\s+(\d{4})\b|\b(\d{4})(?:\s+|-)(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*(?:\s+-?|-)(\d{1,2})\b|\b(\d{1,2})(?:\s+|-)(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|SEPT|OCT|NOV|DEC)[A-Z]*(?:\s+|-)(\d{4})\b/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as stamps print it: '03/14/2025', '03-14-2025', 'March 14, 2025', 'MAR 14 2025', '2025 MAR 14', '12-MAR-2025', '2025-Mar-04'. */
function parseStampDate(line: string): string | null {
  const m = STAMP_DATE_RE.exec(line);
  if (m) {
    const [month, day, year] = m[1]
      ? [m[1], m[2]!, m[3]!]
      : m[5]
        ? [m[5], m[6]!, m[4]!]
        : [m[8]!, m[7]!, m[9]!];
    const index = MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
    return parseFilingDate(`${year}-${String(index).padStart(2, '0')}-${day.padStart(2, '0')}`);
  }
  // 'FILED  08-15-2024  …, Clerk of Circuit Court' (Wisconsin): a stamp's date with dashes.
  const dashed = /(?<![\d-])\d{1,2}-\d{1,2}-\d{4}(?![\d-])/.exec(line);
  return parseDate(line) ?? (dashed ? parseFilingDate(dashed[0]) : null);
}

const MONTH_ABBREVIATION = `(?:${MONTH_NAMES.map((m) => m.slice(0, 3)).join('|')})`;
/** '14-APR-2025' under Hawaii's '1CCV-25-0000412': a stamp's date in the shape of a number. */
const DATE_SHAPED_NUMBER_RE = new RegExp(String.raw`^\d{1,2}-${MONTH_ABBREVIATION}[A-Z]*-\d{4}$`, 'i');

/**
 * A state case number by its shape alone: '25EV000874', '25-CVS-4127', '2025CV30871', South Dakota's '49CIV25-000871',
 * Hawaii's '1CCV-25-0000412'.
 */
const BARE_CASE_NUMBER_RE =
  /(?:^|\s)(\d{2}[A-Z]{2,4}\d{2}-\d{4,8}|\d[A-Z]{2,4}-\d{2}-\d{4,8}|\d{2,4}-?[A-Z]{1,5}-?\d{3,8}(?:-[A-Z0-9]{1,5})*|\d{2,4}-[A-Z]{1,5}-\d{2}-\d{3,8}|\d{2,4}\s[A-Z]{1,5}\s\d{3,8}|(?:CV|CR|DR)\s\d{2}\s\d{5,7})$/;

/**
 * A case number printed in a running header ('Case No. 2025 L 004412' atop every page) or on the first page
 * outside the caption's columns, when the caption itself leaves the number blank.
 */
function findHeaderCaseNumber(lines: readonly string[], runningHeaders: readonly string[]): string | null {
  const firstLines = lines.slice(0, 80);
  // Outside the running headers, only a line that is the label and its number: a sentence may cite another case.
  const headerLines = firstLines.filter(
    (l) => l.length < 60 && /^(?:Case|Cause|Civil Action|Index|Docket)\b/i.test(l),
  );
  const stamps = findStampLines(firstLines);
  const stampLines = firstLines.filter((_, i) => stamps.has(i));
  // New Jersey's e-filing header leads with the docket number: 'ESX-C-000087-24   06/14/2024 11:52:08 AM   Pg 1 of 11'.
  for (const line of [...runningHeaders, ...firstLines.slice(0, 5)]) {
    const m = /^([A-Z]{3}-[A-Z]{1,3}-\d{6}-\d{2})\s+\d{1,2}\/\d{1,2}\/\d{4}\b/.exec(line.trim());
    if (m) return m[1]!;
  }
  // '27-CV-25-10384 Filed in District Court': the clerk's stamp leads with the number. Connecticut's 'RECEIVED &
  // FILED / 2025 APR -2 A 10:17 / HHD-CV25-6198442-S': a docket number alone on the stamp's line.
  for (const line of stampLines) {
    const m =
      /^(\S*\d\S*-\S*\d)\s+Filed\b/i.exec(line) ??
      /^([A-Z]{2,4}-CV-?\d{2}-\d{5,8}(?:-[A-Z])?)$/.exec(line.trim());
    if (m) return m[1]!;
  }
  // A number alone in a running stamp ('**E-FILED** / 25EV000874'), or beside the court's name in the
  // caption's last row ('COUNTY OF MECKLENBURG 25-CVS-4127').
  // 'Electronically Filed 06/11/2024 15:42 / COMPLAINT / CV 24 998765 / Confirmation Nbr. …': one field each.
  // 'Franklin County Ohio Clerk of Courts of the Common Pleas- 2025 Dec 01 2:41 PM-25CV009318': after the time.
  // An empty field between two slashes ('10:14 / / CV 25 112847') is no field.
  const fields = runningHeaders.flatMap((line) =>
    line.split(/\s+\/(?:\s+\/)*\s+|(?<=\d:\d\d\s?[AP]M)\s*-\s*/i),
  );
  for (const line of [...fields, ...firstLines.slice(0, 30)]) {
    const m = BARE_CASE_NUMBER_RE.exec(line.trim());
    // '14-APR-2025' under Hawaii's '1CCV-25-0000412': the stamp's date, not a number.
    if (m && DATE_SHAPED_NUMBER_RE.test(m[1]!)) continue;
    // 'Filed: 4/14/2025 3:22 PM CDT   Minnehaha County, South Dakota     49CIV25-000871' (South Dakota's e-filing).
    if (m && (m.index === 0 || /\b(?:COUNTY|DIVISION|COURT|DISTRICT|PARISH)\b/i.test(line.slice(0, m.index))))
      return m[1]!;
  }
  for (const line of [...runningHeaders, ...headerLines, ...stampLines]) {
    const label = CASE_NO_LABEL_RE.exec(line);
    if (!label) continue;
    const m = CASE_NO_VALUE_RE.exec(line.slice(label.index + label[0].length).trim());
    if (m && /\d{3}/.test(m[1]!)) return m[1]!.replace(/[.:]+$/, '');
  }
  return null;
}

function findCaptionFilingDate(caption: Caption): string | null {
  const end = Math.min(caption.bodyStart + 1, caption.lines.length);
  for (let i = 0; i < end; i += 1) {
    for (const line of [caption.right.get(i) ?? '', caption.lines[i]!]) {
      const label = FILED_RE.exec(line);
      // 'Plaintiffs filed a Statement of Claim … on August 30, 2024': a sentence telling of another filing.
      if (!label || (/^filed\b/.test(label[0]) && /[a-z]\s+$/.test(line.slice(0, label.index)))) continue;
      // A clerk's stamp puts the date a line or two under 'FILED'.
      const window = [line.slice(label.index), caption.lines[i + 1] ?? '', caption.lines[i + 2] ?? ''].join(
        ' ',
      );
      const m = DATE_RE.exec(window);
      if (m) return parseDate(m[0]);
    }
  }
  return null;
}

/** 'April 7, 2025', '04/07/25', '2025-04-07' → '2025-04-07'; null when it is not a real date. */
export function parseDate(text: string): string | null {
  const m = DATE_RE.exec(text);
  return m ? parseFilingDate(m[0]) : null;
}
