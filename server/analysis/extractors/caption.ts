import { US_STATE_NAMES_PATTERN } from '@common/states';
import { toPleadingLines } from './document-lines';

/**
 * The caption of a complaint split into its two columns. Captions put the parties on the left and the case
 * number, court or title on the right, separated by ')' (federal and Maryland style) or '§' (Texas); text
 * layers flatten the two columns into one line ('v. ) Case No. 1:20-cv-…'), which is undone here.
 */
export interface Caption {
  /** All lines of the pleading (exhibits left out), left column only where a line had two. */
  lines: string[];
  /** Right-column text of two-column lines, in order, by line index. */
  right: Map<number, string>;
  /** Index of the first line of the body: the caption and the counsel block sit before it. */
  bodyStart: number;
}

const BODY_START_RE =
  /\b(?:alleges?|complains?|states? as follows|for (?:its|his|her|their) (?:Complaint|Petition)|respectfully (?:shows|states|represents)|COMES NOW|NOW COMES)\b/i;

export function readCaption(text: string): Caption {
  const lines = toPleadingLines(text);
  const bodyStart = findBodyStart(lines);
  const right = new Map<number, string>();
  // Only the caption has columns: in the body a ')' closes a parenthesis opened on the line before.
  for (let i = 0; i < bodyStart; i += 1) {
    const split = splitColumns(lines[i]!);
    const flat = split.right ? split : splitFlattenedColumns(split.left);
    if (flat.right) right.set(i, flat.right);
    lines[i] = flat.left;
  }
  return { lines, right, bodyStart };
}

function splitColumns(numberedLine: string): { left: string; right: string | null } {
  // Oklahoma numbers its parties ('(1) GUARDIAN PLAINS MUTUAL INSURANCE   )'): the number is no part of the name,
  // nor its ')' the column bar.
  const line = numberedLine.replace(/^(\s*)\(\d{1,2}\)\s+(?=[A-Z])/, '$1');
  // '§ 1102.5' cites a statute; '§ 298TH JUDICIAL DISTRICT' is a column bar; so is Arizona's '|'.
  const m =
    /^(?<left>.*?)\s*(?:§+(?!\s*(?=(?<num>\d[\d.:()\-–a-z]*))\k<num>(?![A-Z]))|\)(?=\s|$)|(?<=^|\s)[:*|](?=\s|$))\s*(?<right>.*)$/.exec(
      line,
    );
  if (!m?.groups) return { left: line, right: null };
  const left = m.groups.left!.trim();
  // '(“Northgate”)' or 'Inc. (a Delaware corporation)' end in ')' but open one: not a column bar.
  // A ':' bar beside '(fictitious names' is a bar still: only a ')' can close what the left opened.
  const bar = line.slice(m.groups.left!.length).trimStart()[0];
  if (bar === ')' && /\([^)]*$/.test(left)) return { left: line, right: null };
  // ') SS:    CIVIL DIVISION, ROOM 11': the venue's 'SS:' beside the bar is no part of the right column.
  const rest = m.groups
    .right!.replace(/^[)§:*|\s]+/, '')
    .replace(/^s[sc][.:]?(?:\s+|$)/i, '')
    .replace(/[\s)§:*|]+$/, '');
  return { left, right: rest === '' ? null : rest };
}

/**
 * What a caption's right column holds, where a text layer ran it into the left one with a single space:
 * 'Plaintiffs, Case No. 25-004127-NH', 'v. Hon. ______', 'a California corporation, Judge: Hon. …',
 * 'SEACLIFF VISTA BUILDERS, INC., a California 2. Breach of Implied Warranty;', '… DEMAND FOR JURY TRIAL'.
 */
const FLATTENED_RIGHT_RE =
  /\s(?=(?:(?:Case|Cause|Index|Civil\s+Action|Docket|Court\s+File)\s*(?:No\.?|Number|#)|Hon\.\s|Judge:?\s|Dept\.:?\s|Department\s|Courtroom\b|Div\.:?\s|(?:VERIFIED\s+|AMENDED\s+|FIRST\s+AMENDED\s+|CLASS\s+(?:AND\s+COLLECTIVE\s+)?ACTION\s+)*(?:COMPLAINT|PETITION|SUMMONS)\b|(?:DEMAND\s+FOR\s+)?JURY\s+(?:TRIAL\s+)?DEMAND(?:ED)?\b|DEMAND\s+FOR\s+JURY\b|\d{1,2}\.\s+(?:[A-Z][a-z]|[A-Z]{3,})))/;

const TITLE_OPENING_RE =
  /^(?:(?:PLAINTIFFS?|DEFENDANTS?|PETITIONERS?)['’]?S?['’]?)?(?:\s*(?:ORIGINAL|FIRST|SECOND|THIRD|AMENDED|VERIFIED|CLASS|ACTION|AND|COLLECTIVE|REPRESENTATIVE|SHAREHOLDER|DERIVATIVE))*$/i;

function splitFlattenedColumns(line: string): { left: string; right: string | null } {
  // 'Defendants.   NOT SUBJECT TO MANDATORY': the role label, and the right column's capitals beside it.
  const labelled =
    /^((?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Claimants?)[,.])\s+((?:[A-Z]{2,}|\()[^a-z]*)$/.exec(
      line,
    );
  if (labelled) return { left: labelled[1]!, right: labelled[2]! };
  // Kentucky's 'BRIAR RIDGE THOROUGHBREDS, LLC          PLAINTIFFS': the label set in the right column beside
  // the first name of its side.
  const labelBeside = /^([^a-z]*?\S)\s+(PLAINTIFFS?|DEFENDANTS?|PETITIONERS?|RESPONDENTS?)$/.exec(line);
  if (labelBeside && /[A-Z]{2}/.test(labelBeside[1]!))
    return { left: labelBeside[1]!, right: labelBeside[2]! };
  const m = FLATTENED_RIGHT_RE.exec(line);
  // A line that is only the right column's ('COMPLAINT FOR DAMAGES') stays whole: nothing precedes it.
  if (!m || m.index < 2) return { left: line, right: null };
  const left = line.slice(0, m.index).trim();
  // 'PLAINTIFF'S ORIGINAL PETITION', 'PLAINTIFFS' FIRST AMENDED COMPLAINT': one title, not two columns.
  if (TITLE_OPENING_RE.test(left)) return { left: line, right: null };
  return { left, right: line.slice(m.index + 1).trim() };
}

const COURT_LINE_RE =
  /^(?:IN(?: THE)?\s+(?=(?:[A-Z0-9.,'’-]+\s+){0,8}COURT\b))?((?:[A-Z0-9.,'’-]+\s+){0,8}COURT\b.*)$/i;
const COURT_CONTINUATION_RE =
  /^(?:FOR|OF|IN AND FOR|IN|AND|AT)\b|^J\.\s?D\.\s|\b(?:DISTRICT|DIVISION|COUNTY|CIRCUIT|PARISH|JUDICIAL|STATE OF|COMMONWEALTH OF)\b|^(?:[A-Z][A-Za-z.'-]*\s+){0,2}(?:UNIT|DEPARTMENT|SESSION|BRANCH|PART)$|^(?:BUSINESS|COMMERCIAL)\s+(?:COURT|DOCKET)$|,\s*S[SC]\.?$/i;
/** What a caption's other column prints beside the court's name and belongs to it: the state, the county, the division. */
const BESIDE_COURT_RE =
  /^(?:(?:STATE|COMMONWEALTH)\s+OF\s+[A-Z ]+|(?:COUNTY|PARISH|CITY)\s+OF\s+[A-Z][A-Z .'-]+|(?:[A-Z][A-Za-z.'-]+\s+){1,2}(?:COUNTY|PARISH|Division|DIVISION|Unit|UNIT)|[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+)?,\s*s[sc]\.?|(?:CIVIL|LAW|CHANCERY|COMMERCIAL|BUSINESS)\s+(?:DIVISION|PART|SESSION))$/;
/** What a stamp leaves between a court's lines: '07-JUL-2025', '09:15 AM', '1CCV-25-0000981', 'Dkt. 1 CMP'. */
const STAMP_RESIDUE_RE = /^(?=.*\d)(?!.*\b[A-Za-z]{4,}\b)(?!AT\s+LAW\b)[\w:./# -]{1,25}$|^Dkt\.\s.{0,20}$/i;
/** A stamp's date alone on its line ('MAY 06 2024', 'March 3, 2025 4:12 PM', '03/14/2025'). */
const STAMP_DATE_ONLY_RE =
  /^(?:[A-Z][a-z]{2,8}\.?\s+\d{1,2},?\s+\d{4}|[A-Z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{2,4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:[AP]M)?)?$/;
/** A clerk's stamp prints the court over the clerk's name ('CIRCUIT COURT OF / … / ODETTE R. PENNINGTON, CLERK'). */
const CLERK_LINE_RE = /\bCLERK\b/i;
/** A state's name alone under the court's ('COLORADO', 'STATE OF LOUISIANA'). */
const STATE_NAME_RE = new RegExp(
  String.raw`^(?:(?:THE\s+)?STATE\s+OF\s+|COMMONWEALTH\s+OF\s+)?(?:${US_STATE_NAMES_PATTERN})$`,
  'i',
);
const ROLE_WORD_RE = /\b(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Case|No\.|vs?\.)\b/i;

/** The court's name as the caption prints it, over one to four lines of one column. */
export interface CourtLines {
  parts: string[];
  stream: 'left' | 'right';
  first: number;
  last: number;
}

export function findCourtLines(caption: Caption): CourtLines | null {
  const found = findCourtCandidates(caption);
  const stream = (c: CourtLines, k: number) =>
    ((c.stream === 'left' ? caption.lines[k] : caption.right.get(k)) ?? '').trim();
  // A court printed over a clerk's name is the filing stamp's; the caption's own comes after it.
  // 'CONFORMED COPY    FILED' over 'FOURTH DISTRICT COURT': the stamp's too.
  // 'RECEIVED & FILED / MAY 06 2024 / CUMBERLAND COUNTY SUPERIOR COURT': over its date, too.
  // A boxed stamp ('| FILED | / | SECOND DISTRICT COURT | / … / | MAR 03 2025 10:17 AM |'): 'FILED' in either
  // column above it, or its date and time under it.
  const either = (k: number) => [caption.lines[k] ?? '', caption.right.get(k) ?? ''].map((l) => l.trim());
  const isStamp = (c: CourtLines) =>
    [c.last + 1, c.last + 2].some((k) => CLERK_LINE_RE.test(stream(c, k))) ||
    // 'COURT OF COMMON PLEAS / Filed by Fax / Date: 03/18/2024 16:41' (Hamilton County's stamp).
    /^(?:E-?)?Filed\b/i.test(stream(c, c.last + 1)) ||
    either(c.first - 1).some((l) => /(?:^|\s)FILED$/.test(l)) ||
    [c.last + 1, c.last + 2].some(
      (k) => STAMP_DATE_ONLY_RE.test(stream(c, k)) && /\d:\d\d/.test(stream(c, k)),
    ) ||
    (/(?:^|\s)FILED$/.test(stream(c, c.first - 2)) && STAMP_DATE_ONLY_RE.test(stream(c, c.first - 1)));
  const court = found.find((c) => !isStamp(c)) ?? found[0];
  return court ? withDivision(caption, withOtherColumn(caption, court)) : null;
}

/**
 * A division's line alone in the caption's other block ('CIVIL DIVISION', Philadelphia's 'TRIAL DIVISION - CIVIL'
 * and 'COMMERCE PROGRAM').
 */
const DIVISION_LINE_RE =
  /^(?:CIVIL|LAW|CHANCERY|COMMERCIAL|COMMERCE|BUSINESS|GENERAL|TRIAL)\s+(?:DIVISION|PART|SESSION|PROGRAM)(?:\s*[-–—]\s*(?:CIVIL|CRIMINAL|FAMILY))?$/;

/**
 * 'IN THE COURT OF COMMON PLEAS OF ALLEGHENY COUNTY, PENNSYLVANIA' over the caption, and 'CIVIL DIVISION' at
 * the top of its right column: the column read after the parties leaves the division apart from the court.
 */
function withDivision(caption: Caption, court: CourtLines): CourtLines {
  if (court.parts.some((p) => /\b(?:DIVISION|PART|SESSION|PROGRAM)\b/i.test(p))) return court;
  const end = Math.min(caption.bodyStart, caption.lines.length);
  for (let k = court.last + 1; k < end; k += 1) {
    for (const column of [caption.lines, null]) {
      const at = (j: number) => (column ? (column[j] ?? '') : (caption.right.get(j) ?? '')).trim();
      if (!DIVISION_LINE_RE.test(at(k))) continue;
      // 'TRIAL DIVISION - CIVIL / COMMERCE PROGRAM': the division and its program under it, both.
      const parts = [at(k)];
      while (k + parts.length < end && DIVISION_LINE_RE.test(at(k + parts.length)))
        parts.push(at(k + parts.length));
      return { ...court, parts: [...court.parts, ...parts] };
    }
  }
  return court;
}

/**
 * The state, county or division printed in the other column of the court's rows belongs to its name: 'STATE
 * OF SOUTH CAROLINA ) IN THE COURT OF COMMON PLEAS', 'SUPERIOR COURT     CIVIL DIVISION'.
 */
function withOtherColumn(caption: Caption, court: CourtLines): CourtLines {
  const before: string[] = [];
  const after: string[] = [];
  for (let k = Math.max(0, court.first - 1); k <= court.last + 2; k += 1) {
    const other = (court.stream === 'left' ? caption.right.get(k) : caption.lines[k])?.trim() ?? '';
    const line = other.replace(/[,:\s]+$/, '');
    if (!BESIDE_COURT_RE.test(line) || court.parts.includes(line)) continue;
    // In a ')' caption the left column under the state is the parties': stop at the first that is not.
    // The venue box reads first ('STATE OF INDIANA / COUNTY OF MARION'), then the court and its division.
    const venue =
      STATE_NAME_RE.test(line) ||
      (before.length > 0 && /^(?:COUNTY|PARISH|CITY)\s+OF\b|\bCOUNTY$/i.test(line));
    (venue ? before : after).push(line);
  }
  if (before.length + after.length === 0) return court;
  return { ...court, parts: [...before, ...court.parts, ...after] };
}

function findCourtCandidates(caption: Caption): CourtLines[] {
  const candidates: CourtLines[] = [];
  const end = Math.min(caption.bodyStart + 1, caption.lines.length);
  for (let i = 0; i < end; i += 1) {
    for (const [stream, line] of [
      ['left', caption.lines[i]!],
      ['right', caption.right.get(i) ?? ''],
    ] as const) {
      const m = COURT_LINE_RE.exec(line);
      // 'CLERK OF STATE COURT' heads a filing stamp, not the caption.
      if (!m || !isCaptionStyle(line) || /^(?:THIS|SAID)\b|\bCLERK\b/i.test(m[1]!)) continue;
      const parts = [withoutCaseNumber(m[1]!)];
      let last = i;
      let skipped = 0;
      // A right column spreads the name over lines with blank rows between ('§' captions).
      const reach = stream === 'right' ? 14 : 5;
      for (
        let j = i + 1;
        j < Math.min(i + reach + skipped, caption.lines.length) && parts.length < 4;
        j += 1
      ) {
        const next = (stream === 'left' ? caption.lines[j] : caption.right.get(j))?.trim() ?? '';
        if (next === '') {
          if (stream === 'right') continue;
          break;
        }
        // A stamp's date, time and number run in between the court's lines by the text layer; a ')  ss.' venue row.
        if ((STAMP_RESIDUE_RE.test(next) || /^s[sc]\.?$/i.test(next)) && skipped < 5) {
          skipped += 1;
          continue;
        }
        const isState =
          STATE_NAME_RE.test(next.replace(/[,.\s]+$/, '')) ||
          /^\(?[A-Z][a-z]+\s+Division\)?$/.test(next) ||
          /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:Unit|Division|Department),?$/.test(next) ||
          // New Jersey's federal court sits in vicinages ('NEWARK VICINAGE'), Utah's in regions ('SOUTHERN REGION').
          /^[A-Z][A-Za-z]+(?:\s+[A-Z][A-Za-z]+)?\s+(?:VICINAGE|REGION)$/i.test(next);
        // 'CIRCUIT COURT FOR' / 'BALTIMORE CITY, MARYLAND' (or 'BALTIMORE CITY' alone): the place the court's name
        // waits for.
        const place =
          /\b(?:FOR|OF)$/i.test(parts.at(-1)!) && /^[A-Z][A-Z .'-]{2,40}(?:,\s*[A-Z][A-Z ]+)?$/.test(next);
        if (
          !(COURT_CONTINUATION_RE.test(next) || isState || place) ||
          // 'AT LAW NO. 2' ends Texas's 'COUNTY COURT / AT LAW NO. 2': the court's own number, not a case's.
          // 'BUSINESS CASE DIVISION' (Fulton County) is a division's name, not a case-number label.
          ROLE_WORD_RE.test(
            next.replace(/^AT\s+LAW\s+NO\.\s*\d{1,2}$/i, '').replace(/\bCASE\s+(?=DIVISION$)/i, ''),
          ) ||
          !(isCaptionStyle(next) || isState)
        )
          break;
        // 'DIVISION ______': a blank the clerk fills in, not part of the court's name.
        if (/^(?:NO\.\s|NUMBER\s+\d|(?:CAUSE|CASE|INDEX|DOCKET)\b)|_{3,}/i.test(next)) break;
        // 'TRI-COUNTY PRECISION STAMPING, INC.,' under the court: the first party, not the court's county.
        if (/\b(?:INC|LLC|L\.L\.C|CORP|CORPORATION|COMPANY|LTD|L\.P|LLP|P\.C)\.?,?$/i.test(next)) break;
        // 'COUNTY OF MECKLENBURG 25-CVS-4127': the case number beside it is the right column's.
        parts.push(withoutCaseNumber(next));
        last = j;
      }
      // 'STATE OF MICHIGAN' or 'VIRGINIA:' printed above the court, with 'COUNTY OF BERNALILLO' between, opens the name.
      const opening: string[] = [];
      let first = i;
      // 'THE STATE OF NEW HAMPSHIRE', a blank row, then 'HILLSBOROUGH COUNTY' over the court: one blank row may
      // sit between the state and the county.
      let blanks = 0;
      for (let k = i - 1; k >= Math.max(0, i - 3); k -= 1) {
        const above = ((stream === 'left' ? caption.lines[k] : caption.right.get(k)) ?? '')
          .trim()
          .replace(/[,.:\s]+$/, '');
        if (above === '' && opening.length > 0 && blanks === 0) {
          blanks += 1;
          continue;
        }
        if (
          !(
            STATE_NAME_RE.test(above) ||
            /^COUNTY\s+OF\s+[A-Z][A-Z ]+$|^[A-Z][A-Za-z]+,\s*s[sc]$|^[A-Z][A-Z]+(?:\s+[A-Z][A-Z]+)?\s+COUNTY$/i.test(
              above,
            )
          )
        )
          break;
        opening.unshift(above);
        first = k;
      }
      if (opening.some((l) => STATE_NAME_RE.test(l)))
        candidates.push({ parts: [...opening, ...parts], stream, first, last });
      else candidates.push({ parts, stream, first: i, last });
      if (candidates.length >= 2) return candidates;
    }
  }
  return candidates;
}

/** 'COUNTY OF MECKLENBURG 25-CVS-4127', 'COUNTY OF WAKE 25 CVS 004127': the case number beside it is the right column's. */
function withoutCaseNumber(line: string): string {
  return line
    .replace(/\s+(?=[A-Z0-9-]*\d{3})[A-Z0-9]+(?:-[A-Z0-9]+){1,5}$/, '')
    .replace(/\s+\d{2,4}\s+[A-Z]{1,4}\s+\d{3,8}$/, '')
    .replace(/[,\s]+$/, '');
}

/** Court names in captions are capitalised throughout ('SUPERIOR COURT OF …', 'In the District Court of …'). */
function isCaptionStyle(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/g, '');
  const upper = line.replace(/[^A-Z]/g, '');
  return upper.length >= letters.length * 0.8 || /^In the\b/.test(line);
}

function findBodyStart(lines: readonly string[]): number {
  const cap = Math.min(lines.length, 160);
  for (let i = 0; i < cap; i += 1) {
    const line = lines[i]!;
    if (/^1\.\s+\S/.test(line) && line.length >= 45) return i;
    if (BODY_START_RE.test(line) && i > 3) return i;
  }
  return cap;
}
