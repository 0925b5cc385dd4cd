import { US_STATE_NAMES_PATTERN } from '@common/states';
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
/** A number with its label after it: '(614) 555-0191 (fax)', '(614) 555-0191 - Facsimile', '… [F]'. */
const BARE_NUMBER_RE = new RegExp(
  String.raw`(${NUMBER_SRC})(\s*(?:[([](?:fax|facsimile|f)[)\]]|[-–—:|]?\s*(?:fax|facsimile)\b(?!\.?\s*(?:No\.?|Number)?\s*[:.]?\s*[(+\d])))?`,
  'gi',
);

export interface PhoneNumbers {
  phones: string[];
  faxes: string[];
}

/** Phone and fax numbers on one line, formatted '(480) 555-0148'; fax never counted as phone. */
export function findPhoneNumbers(line: string): PhoneNumbers {
  const phones: string[] = [];
  const faxes: string[] = [];
  const taken: [number, number][] = [];
  for (const m of line.matchAll(LABELLED_RE)) {
    const formatted = formatPhone(m[2]!);
    if (!formatted) continue;
    taken.push([m.index, m.index + m[0].length]);
    (new RegExp(`^(?:${FAX_LABEL_SRC})$`, 'i').test(m[1]!) ? faxes : phones).push(formatted);
  }
  // '(248) 555-0124 / Fax (248) 555-0125': the unlabelled number beside a labelled fax is the phone.
  if (!/@/.test(line)) {
    for (const m of line.matchAll(BARE_NUMBER_RE)) {
      if (taken.some(([a, b]) => m.index < b && a < m.index + m[0].length)) continue;
      const formatted = formatPhone(m[1]!);
      if (formatted) (m[2] ? faxes : phones).push(formatted);
    }
  }
  return { phones, faxes };
}

/** The United States and its territories in the North American plan (Puerto Rico's 787, Guam's 671). */
const US_NUMBERING_COUNTRIES = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP']);

/** A US number as '(480) 555-0148', or null when it is not a possible number. */
export function formatPhone(raw: string): string | null {
  const digits = raw.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
  const phone = parsePhoneNumberFromString(digits, 'US');
  // A North American area code and exchange never start with 0 or 1: '0512140188' is a bar number.
  if (
    !phone?.isPossible() ||
    !US_NUMBERING_COUNTRIES.has(phone.country ?? '') ||
    !/^[2-9]\d{2}[2-9]/.test(phone.nationalNumber)
  )
    return null;
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

/** A state before a bar label: 'Fla.', 'N.Y.', 'Texas', 'NC', 'Illinois'. Whole names only from the list. */
/** 'Utah', 'Fla.', 'N.J.', 'WV', West Virginia's 'W. Va.'. */
const STATE_WORD = String.raw`(?:${US_STATE_NAMES_PATTERN}|[A-Z][a-z]{1,5}\.|[A-Z]\.\s?[A-Z][a-z]{1,5}\.|(?:[A-Z]\.){2,3}|[A-Z]{2})`;
/**
 * The label itself: 'State Bar No.', 'SBN', 'Attorney Reg. No.', 'ARDC #', 'BBO No.', 'PA I.D. No.', 'Lic. No.',
 * Ohio's 'Sup. Ct. Reg. No.', a federal court's own roll ('USDC-PR No.').
 */
const BAR_LABEL = String.raw`(?:(?:State\s+)?Bar(?:\s+Roll)?\s*(?:No\.?|Number|#|I\.?D\.?(?:\s*No\.?)?)|S\.?B\.?N\.?|SB(?=\s*\d{5,6}\b)|F\.?B\.?N\.?|SBOT\s*(?:No\.?|#)?|Att(?:orne)?y\.?\s*(?:No\.?|#|I\.?D\.?(?:\s*(?:No\.?|#))?|Reg(?:istration)?\.?\s*(?:No\.?|#)|Lic(?:ense)?\.?\s*(?:No\.?|#))|(?:Sup(?:reme)?\.?\s*Ct\.?\s*)?(?:Reg(?:istration)?|Lic(?:ense)?)\.?\s*(?:No\.?|#)|USDC(?:-[A-Z]{2,3})?\s*(?:No\.?|#)|I\.D\.\s*(?:No\.?|#)|ARDC\s*(?:No\.?|#)?|BBO\s*(?:No\.?|#)?|BPR\s*(?:No\.?|#)?|S\.\s*Ct\.\s*(?:No\.?|#)|Juris\s*(?:No\.?|#)|Fed\.?\s*I\.?D\.?\s*(?:No\.?|#)|CPF\s*(?:No\.?|#)?|AIS\s*(?:No\.?|#)?|KBA\s*(?:No\.?|#)?|OBA\s*(?:No\.?|#)?)`;
/** Iowa's 'AT0011937' leads with two letters; most numbers with none or one ('P41234'). */
const BAR_NUMBER = String.raw`([A-Z]{0,2}\d[\d-]{2,11}\d(?:[A-Z]{2}\b)?)`;
const LABELLED_BAR = new RegExp(
  String.raw`[(\[]?\s*(?:${STATE_WORD}\s+)?${BAR_LABEL}\s*[:.]?\s*#?\s*\(?\s*${BAR_NUMBER}\s*[)\]]?`,
);
/** A state bar's own abbreviation, kept with the number: 'VSB # 41187', 'OBA #22123', 'WSBA No. 41234'. */
const STATE_BAR_ABBREVIATION =
  /[([]?\s*\b((?!SBN\b|SBOT\b)[A-Z]{1,3}BA?)\s*(?:No\.?|#)\s*:?\s*(\d{3,9})\s*[)\]]?/;
const NOT_A_LAWYER_LICENCE =
  /(?:^|[^A-Za-z])(?:P\.\s?E\.|C\.P\.A\.)|\b(?:PE|CPA|Contractor|Adjuster|Engineer|Professional|Insurance|Producer|Broker|Agent|Notary|Commission)\b/i;
/** Michigan's '(P41234)'. */
const MICHIGAN_BAR = /\(\s*(P\d{4,6})\s*\)/;
/**
 * Any state's label the lists above lack, after a comma or in brackets at the end of a name's line: 'Ana Cole,
 * MSB No. 101234', 'Ana Cole (ISB No. 9123)', 'Ana Cole, NH Bar #21234'. Phone, fax and address labels are not.
 */
const GENERIC_BAR =
  /(?:,\s*|\(\s*)((?:(?!(?:Tel|Telephone|Phone|Fax|Facsimile|Suite|Ste|Room|Unit|Box|Floor|Cell|Direct)\b)[A-Z][A-Za-z.'-]*(?![A-Za-z.'-])\s*){1,3})(?:No\.?|#|Number|ID)\s*:?\s*([A-Z]{0,4}-?\d[\dA-Z-]{2,12})\s*\)?\s*$/;
/** An identifier alone after the name: 'Ana Cole, AT0012345' (Iowa), 'Ana Cole, ASB-1234-A56B' (Alabama). */
const BARE_ID_BAR =
  /(?:,\s*|\(\s*|\s+(?=[A-Z]{2,4}\d{5,}\s*$))([A-Z]{2,4}-?\d{4,}(?:-[A-Z0-9]{2,6})?)\s*\)?\s*$/;
/** '(#301562)' after a name. */
const BARE_BAR = /\(\s*#?\s*(\d{4,9})\s*\)/;
/** 'Colette R. Whitaker, #58204', 'Adrienne C. Holloway MO #52817', 'Augusta N. Lindell, #57719MO', '(ct30122)'. */
const HASH_BAR = /(?:,\s*|\s)(?:[A-Z]{2}\s*)?#\s*(\d{3,9}(?:[A-Z]{2})?)\s*$|\(\s*(ct\d{4,6})\s*\)/;

/**
 * A bar number and what is left of the line without it: '(SBN 287114)', '[SBN 287114]', 'SB 210987',
 * 'State Bar No. 24012345', 'Fla. Bar No. 0123456', 'Attorney Reg. No. 0071234', 'ARDC No. 6281234', 'MA BBO#
 * 654321', 'PA I.D. No. 201234', '(P41234)', '(#301562)'. Generic labels and the state before them are dropped
 * ('287114'); a state bar's own abbreviation is kept ('VSB # 41187', 'WSBA # 41234') because it names the bar.
 */
export function takeBarNumber(line: string): { barNumber: string | null; rest: string } {
  const found: [RegExp, (m: RegExpExecArray) => string][] = [
    [STATE_BAR_ABBREVIATION, (m) => `${m[1]} # ${m[2]}`],
    [LABELLED_BAR, (m) => m[1]!],
    [MICHIGAN_BAR, (m) => m[1]!],
    [BARE_BAR, (m) => m[1]!],
    [GENERIC_BAR, (m) => m[2]!],
    [HASH_BAR, (m) => (m[1] ?? m[2])!],
    [BARE_ID_BAR, (m) => m[1]!],
  ];
  for (const [re, value] of found) {
    const m = re.exec(line);
    if (!m) continue;
    // An engineer's or adjuster's licence ('P.E. Reg. No. 61234', 'Adjuster Lic. No.') is no bar number.
    if (NOT_A_LAWYER_LICENCE.test(line.slice(Math.max(0, m.index - 24), m.index + m[0].length))) continue;
    const rest = (line.slice(0, m.index) + line.slice(m.index + m[0].length)).replace(/\s+/g, ' ').trim();
    return {
      barNumber: value(m),
      rest: rest
        .replace(/[,;]\s*$/, '')
        .replace(/\s*[[(]\s*[\])]\s*/g, ' ')
        .trim(),
    };
  }
  return { barNumber: null, rest: line };
}

/** What a lawyer's line may carry besides the name and the number: not part of either. */
const LAWYER_ANNOTATION_RE =
  /,?\s*(?:\b(?:Esq\.?|Esquire|T\.\s?A\.|Trial\s+(?:Attorney|Counsel)|Lead\s+(?:Attorney|Counsel)|Of\s+Counsel)|\(?\s*(?:admitted\s+|admission\s+)?pro\s+hac\s+vice[^)]*\)?)/gi;
/** Words that name something other than a lawyer's licence: a firm's code, an address, a line. */
const NOT_A_BAR_LABEL_RE =
  /\b(?:Firm|Tel|Telephone|Phone|Fax|Facsimile|Suite|Ste|Room|Unit|Box|Floor|Fl|Cell|Direct|Ext|Extension|Street|St|Avenue|Ave|Road|Rd|Drive|Blvd|Zip|Case|Docket|Index|Policy|Claim|Account|Invoice|Loan|Tax|EIN|SSN|P\.?\s?E|CPA|Licen[cs]ed\s+(?:Engineer|Adjuster))\b/i;
/** One identifier: digits with the letters and hyphens a bar attaches ('0071234', 'ASB-1234-A56B', '57719MO'). */
const IDENTIFIER_RE = /(?<![\w-])([A-Z]{0,5}-?\d[\dA-Z-]*\d[A-Z]{0,2})(?![\w-])/g;

/**
 * A bar number whatever the state calls it: the one identifier after a lawyer's name, past a comma, a bracket
 * or a label of any words ('Remy J. Boudreaux (#31877), T.A.', 'Ana Cole, Reg. 0071234', 'Ana Cole – 4127').
 * The caller knows the line is in a counsel block and that what precedes the identifier is a name. Null when
 * the tail holds a phone, an e-mail, an address, a firm's code or more than one identifier.
 */
export function takeTrailingIdentifier(line: string): { barNumber: string; rest: string } | null {
  // 'MALIA K. KAHANANUI 7721-0': Hawaii prints the number after the name with nothing between.
  const sep =
    /\s*(?:[,([]|\s[-–—]\s|\s{2,})/.exec(line) ??
    /(?<!\b(?:No\.?|ID|I\.D\.|Number|#))\s(?=[A-Z]{0,5}-?\d[\dA-Z-]*\d[A-Z]{0,2}$)/i.exec(line);
  if (!sep || sep.index < 3) return null;
  const head = line.slice(0, sep.index);
  const tail = line.slice(sep.index).replace(LAWYER_ANNOTATION_RE, ' ');
  if (/@/.test(tail) || NOT_A_BAR_LABEL_RE.test(tail)) return null;
  if (findPhoneNumbers(tail).phones.length + findPhoneNumbers(tail).faxes.length > 0) return null;
  const ids = [...tail.matchAll(IDENTIFIER_RE)].filter((m) => (m[1]!.match(/\d/g) ?? []).length >= 3);
  if (ids.length !== 1) return null;
  // What is left besides the number must read as a label: a few words, 'No.', '#', brackets.
  const label = tail
    .replace(ids[0]![1]!, ' ')
    .replace(/[\s,()[\]#:.;–—-]+/g, ' ')
    .trim();
  if (label.split(' ').length > 6 || /\d/.test(label) || isStateAndZip(label, ids[0]![1]!)) return null;
  const annotations = line.slice(sep.index).match(LAWYER_ANNOTATION_RE)?.join(' ') ?? '';
  return { barNumber: ids[0]![1]!, rest: `${head}${annotations}`.replace(/\s+/g, ' ').trim() };
}

/**
 * A line that is only a licence label and its number, printed under a lawyer's name: 'Identification No.
 * 208811', 'Georgia Bar No. 104477', 'Attorney License 0312345', 'Reg. #12345'. Null for a firm's code,
 * an address, a phone or anything with more than a short label.
 */
export function readIdentifierLine(line: string): string | null {
  if (/@/.test(line) || NOT_A_BAR_LABEL_RE.test(line)) return null;
  const m =
    /^[([]?\s*((?:[A-Za-z][A-Za-z.'’]*(?![A-Za-z.'’])\s*){1,6})?(?:No\.?|#|Number|I\.?D\.?)?\s*[:.#]?\s*([A-Z]{0,5}-?\d[\dA-Z-]{2,12})\s*[)\]]?$/.exec(
      line.trim(),
    );
  if (!m || (m[2]!.match(/\d/g) ?? []).length < 3) return null;
  // A label, not the next lawyer's name ('JOAQUIN R. FERREIRA 10584-0'): a licence word, an abbreviation, '#'.
  const label = m[1] ?? '';
  if (
    label !== '' &&
    !/\b(?:No|Number|ID|I\.D|Bar|Reg|Registration|Lic|License|Licence|Atty|Attorney|Identification|Juris|Roll|Code)\b|[A-Za-z]\.\s*$|#/i.test(
      line.slice(0, line.lastIndexOf(m[2]!)),
    )
  )
    return null;
  if (findPhoneNumbers(line).phones.length + findPhoneNumbers(line).faxes.length > 0) return null;
  return isStateAndZip(m[1] ?? '', m[2]!) ? null : m[2]!;
}

/** 'Columbus, Ohio 43215', 'New Orleans, LA 70139': a state and its ZIP code, not a label and its number. */
function isStateAndZip(label: string, id: string): boolean {
  return /^\d{5}(?:-\d{4})?$/.test(id) && POSTAL_STATE_RE.test(label.trim());
}
/** A state as an address writes it before the ZIP code: its name, postal code or customary abbreviation. */
const POSTAL_STATE_RE = new RegExp(
  String.raw`(?:^|\s)(?:${US_STATE_NAMES_PATTERN}|[A-Z]{2}|(?:Ala|Ariz|Ark|Calif?|Colo|Conn|Del|Fla|Ga|Ill|Ind|Kans?|Ky|La|Md|Mass|Mich|Minn|Miss|Mo|Mont|Nebr?|Nev|N\.\s?[HJMYCD]|Okla|Ore|Pa|R\.\s?I|S\.\s?[CD]|Tenn|Tex|Vt|Va|Wash|Wisc?|W\.\s?Va|Wyo)\.?)$`,
  'i',
);
