import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Contact details as counsel blocks print them: phone and fax numbers (with OCR slips such as '(8O1) 555-O123'),
 * e-mail addresses and bar numbers in their many labels.
 */

const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\s?\.\s?[A-Za-z0-9-]+)*\s?\.[A-Za-z]{2,}/g;
/** Ten digits in the usual groupings; O/o and I/l stand for 0 and 1 in OCR'd text. */
const NUMBER_SRC = String.raw`(?:\+?1[\s.-]?)?\(?[0-9OoIl]{3}\)?[\s.-]*[0-9OoIl]{3}[\s.-]*[0-9OoIl]{4}(?![0-9])`;
const PHONE_LABEL_SRC = 'Telephone|Tel|Phone|Ph|Office|Direct|Main|Cell|Mobile|Voice|T|P';
const FAX_LABEL_SRC = 'Facsimile|Fax|Telecopier|Telecopy|F';
const LABELLED_RE = new RegExp(
  String.raw`\b(${FAX_LABEL_SRC}|${PHONE_LABEL_SRC})\b\.?\s*(?:No\.?|Number)?\s*[:.]?\s*(${NUMBER_SRC})`,
  'gi',
);
const BARE_NUMBER_RE = new RegExp(String.raw`(${NUMBER_SRC})(\s*\((?:fax|facsimile|f)\))?`, 'gi');

export interface PhoneNumbers {
  phones: string[];
  faxes: string[];
}

/** Phone and fax numbers on one line, formatted '(480) 555-0148'; fax never counted as phone. */
export function findPhoneNumbers(line: string): PhoneNumbers {
  const phones: string[] = [];
  const faxes: string[] = [];
  let labelled = false;
  for (const m of line.matchAll(LABELLED_RE)) {
    const formatted = formatPhone(m[2]!);
    if (!formatted) continue;
    labelled = true;
    (new RegExp(`^(?:${FAX_LABEL_SRC})$`, 'i').test(m[1]!) ? faxes : phones).push(formatted);
  }
  if (!labelled && !/@/.test(line)) {
    for (const m of line.matchAll(BARE_NUMBER_RE)) {
      const formatted = formatPhone(m[1]!);
      if (formatted) (m[2] ? faxes : phones).push(formatted);
    }
  }
  return { phones, faxes };
}

/** A US number as '(480) 555-0148', or null when it is not a possible number. */
export function formatPhone(raw: string): string | null {
  const digits = raw.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  const phone = parsePhoneNumberFromString(digits, 'US');
  if (!phone?.isPossible() || phone.country !== 'US') return null;
  return phone.formatNational();
}

/** Toll-free numbers (800, 888, 877…) are quoted from statutes and consumer notices, not counsel's lines. */
export function isTollFree(formatted: string): boolean {
  return /^\(8(?:00|33|44|55|66|77|88)\)/.test(formatted);
}

/** E-mail addresses on a line; OCR's stray spaces around dots are closed up. */
export function findEmails(line: string): string[] {
  return [...line.matchAll(EMAIL_RE)].map((m) => m[0].replace(/\s/g, '').replace(/\.$/, '').toLowerCase());
}

/**
 * A bar number and what is left of the line without it: '(SBN 287114)', '(#301562)', 'State Bar No. 24012345',
 * 'Utah Bar #12345', 'Attorney No. 4321', '(VSB # 41187)', 'OBA #22123'. Generic labels are dropped ('287114'); a state bar's
 * own abbreviation is kept ('VSB # 41187') because the number means nothing without it.
 */
export function takeBarNumber(line: string): { barNumber: string | null; rest: string } {
  const patterns: RegExp[] = [
    /\(?\s*\b([A-Z]{1,3}BA?)\s*(?:No\.?|#)\s*:?\s*(\d{3,9})\s*\)?/,
    /\(?\s*(?:(?:[A-Z][a-z]+\s+)?(?:State\s+)?Bar\s*(?:No\.?|Number|#|I\.?D\.?)|S\.?B\.?N\.?|F\.?B\.?N\.?|Attorney\s*(?:No\.?|I\.?D\.?|Reg(?:istration)?\.?\s*No\.?)|Reg\.\s*No\.|ARDC\s*(?:No\.?)?|[A-Z]{2,3}\s+Bar\s*(?:No\.?|#))\s*[:.]?\s*#?\s*([A-Z]?\d{3,9})\s*\)?/i,
    /\(\s*#?\s*(\d{4,9})\s*\)/,
  ];
  for (const [i, re] of patterns.entries()) {
    const m = re.exec(line);
    if (!m) continue;
    const barNumber = i === 0 ? `${m[1]} # ${m[2]}` : m[m.length - 1]!;
    const rest = (line.slice(0, m.index) + line.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim();
    return { barNumber, rest: rest.replace(/[,;]\s*$/, '') };
  }
  return { barNumber: null, rest: line };
}
