/**
 * Two blocks printed side by side (lead and local counsel, a caption's parties beside its case number) come
 * out of a text layer as one line per row: 'MARLOWE BRANDT PLLC      DUNMORE & ASH LLP'. Read as a stream,
 * each row mixes two blocks. Here a run of rows split at the same column is read as people read it: the
 * left block top to bottom, then the right one. Captions split by ')' or '§' are left as they are: the
 * caption reader pairs their columns itself; a caption drawn with spaces alone is given that ')' bar, and a
 * table's rows ('Debris removal ......   $94,300.00') stay whole.
 */

/** A gap this wide (in characters) between two pieces of a row separates columns, not words. */
const COLUMN_GAP = 3;
/** The right block starts at least this far in; a gap nearer the margin is indentation. */
const MIN_RIGHT_COLUMN = 24;
/** Rows of one run start their right block within this many characters of each other. */
const COLUMN_SLACK = 4;
/** A run opens within this many rows of its start on a row split in two, or not at all. */
const MAX_UNSPLIT_ROWS = 40;
/** A clerk's stamp set above a caption runs this many rows at most. */
const STAMP_ROWS = 12;
/** A run needs this many rows with text on both sides before it is read as two blocks. */
const MIN_SPLIT_ROWS = 2;

interface Row {
  /** Text of the left block, '' when the row only has a right part. */
  left: string;
  right: string;
  /** Column where the right part starts; -1 when the row has a left part only. */
  at: number;
  /** Column just past the left part's last character. */
  leftEnd: number;
  /** Column just past the row's last character. */
  end: number;
}

/** A pleading paper's line number before the text ('13  ORCHARD VALLEY …'), dropped inside a split run. */
const LINE_NUMBER_PREFIX = /^(\s{0,6})(\d{1,2})(?=\s)/;
/** A caption's right column names the case or the pleading: one such row is enough to read it as a column. */
const CAPTION_RIGHT =
  /^(?:(?:Case|Cause|Index|Civil\s+Action|Docket|File)\s*(?:No\.?|Number|#)|No\.\s*\S|Hon\.|Judge\b|Dept\.|Department\b|(?:VERIFIED\s+|AMENDED\s+|CLASS\s+ACTION\s+)*(?:COMPLAINT|PETITION|SUMMONS)\b)/i;
/** The pleading's title under the blocks ('COMPLAINT AND JURY DEMAND') starts the body, not the left block. */
const TITLE_ROW =
  /^[A-Z' ’&,-]*\b(?:COMPLAINT|PETITION|DEMAND|MOTION|SUMMONS|ANSWER|VERIFICATION|CERTIFICATE|DECLARATION|AFFIDAVIT|EXHIBIT|ACKNOWLEDG[E]?MENT|PROOF OF SERVICE)\b[A-Z0-9' ’&,-]*$/;
/** A bar number as a column of its own beside the names: 'MO Bar #62817', 'MO #52817', 'Bar No. 104477', Hawaii's '7721-0'. */
const BAR_COLUMN =
  /^(?:(?:(?:[A-Z]{2,4}|[A-Z][a-z]{1,5}\.)\s+)?(?:Bar|SBN|ARDC|BBO|BPR|KBA|OBA|WSBA|OSB|ISB|MSB|VSB|Juris|Atty\.?|Reg\.?)(?:\s*(?:No\.?|#))?(?:\s*:)?(?:\s*#)?\s*[A-Z]{0,5}-?\d[\dA-Z-]{2,12}|\d{3,6}-\d|[A-Z]{1,3}\d{5,9}|[A-Z]{2}\s*#\s*\d{3,9})$/;
/** A counsel block's left column: an e-mail, a bar number or a phone. */
const COUNSEL_LEFT =
  /@|\b(?:Bar|SBN|Esquire|Attorney\s+I\.?D\.)\b|\(\d{3}\)\s?\d{3}-\d{4}|\bEsq\.|\b[A-Z]{2,5}\s*(?:No\.?|#)\s*\d{3,}/;
/**
 * A venue box's row: 'COUNTY OF HENNEPIN      FOURTH JUDICIAL DISTRICT'. The caption reader reads the court's
 * name across both sides of it; reading its sides as blocks would send the court's half under the parties.
 */
const VENUE_LEFT =
  /^(?:(?:STATE|COMMONWEALTH|COUNTY|PARISH|CITY)\s+OF\s+[A-Z][A-Z .'-]+|[A-Z][A-Z.'-]+(?:\s+[A-Z][A-Z.'-]+)?\s+COUNTY)$/;
const VENUE_RIGHT = /^(?=[^a-z]*$)(?:IN\s+THE\s+)?[A-Z ]*\b(?:COURT|DISTRICT|DIVISION|CIRCUIT)\b[A-Z .,'-]*$/;
/** Pieces that are a caption's column bar: those rows are paired by the caption reader. */
const BAR_PIECE = /^(?:[)§:*]+|[)§*]\s.*)$/;

/** The page with each side-by-side run rewritten as its left block followed by its right block. */
export function toReadingOrder(page: string): string {
  const lines = page.split('\n');
  const rows = lines.map(splitRow);
  const blank = lines.map((l) => l.trim() === '');
  const out: string[] = [];
  /** Where the lines written one by one begin: those before were read as a venue box or a run. */
  let singlesFrom = 0;
  let i = 0;
  while (i < lines.length) {
    const venue = findVenueBox(rows, blank, i);
    if (venue > i && rows.slice(i, venue).filter((r) => r !== null).length >= 2) {
      // 'STATE OF MINNESOTA   DISTRICT COURT / COUNTY OF HENNEPIN   FOURTH JUDICIAL DISTRICT': the state and
      // county, then the court, as the court's name reads.
      const box = rows.slice(i, venue).filter((r): r is Row => r !== null);
      const filled = (text: string) => text.trim() !== '';
      out.push(...box.map((r) => r.left).filter(filled), ...box.map((r) => r.right).filter(filled));
      i = venue;
      singlesFrom = i;
      continue;
    }
    const run = findRun(rows, blank, i, lines);
    if (run === null) {
      // 'v.                AND DEMAND FOR JURY TRIAL' alone (the title's first line set further right above it): a
      // caption's row still, its 'v.' or role label beside the other column, given the ')' bar.
      const row = rows[i];
      const caption = row && row.at >= 0 && row.left !== '' && CAPTION_LEFT.test(row.left.trim());
      out.push(caption ? `${row.left} ) ${row.right}` : lines[i]!);
      i += 1;
      continue;
    }
    // A run holds no blank row (findRun stops at one).
    const block = rows.slice(i, run).filter((r): r is Row => r !== null);
    if (isTableRun(block)) {
      // 'Debris removal ..........     $94,300.00': a table's rows, each label with its figure.
      out.push(...block.map((r) => (r.right.trim() === '' ? r.left : `${r.left} ${r.right}`)));
    } else if (isCaptionRun(block)) {
      // A caption's parties beside its number and title, drawn with spaces alone (New York's 'HEMPSTEAD … LLC and
      //     Index No. 607315/2025'): its rows keep their pairing, with the ')' bar the caption reader reads.
      out.push(...block.map((r) => (r.right.trim() === '' ? r.left : `${r.left} ) ${r.right}`)));
    } else {
      // 'HARTLEY GRIMES & PEAKE LLP' set over the right block a row or two above it: that block's firm.
      const head = firmAboveRightBlock(rows, blank, i, block, singlesFrom);
      if (head !== null) out.splice(out.length - (i - head), i - head);
      out.push(...block.map((r) => r.left).filter((l) => l.trim() !== ''));
      if (head !== null) out.push(rows[head]!.right);
      out.push(...block.map((r) => r.right).filter((r) => r.trim() !== ''));
    }
    i = run;
    singlesFrom = i;
  }
  return out.join('\n');
}

const FIRM_NAME_RE =
  /\b(?:LLP|LLC|L\.L\.[CP]\.?|P\.?A\.?|P\.?C\.?|PLLC|PLC|APLC|CHARTERED|LAW\s+(?:GROUP|FIRM|OFFICES?))\.?$/i;

/**
 * The row (one blank row between at most) above a run that holds only a firm's name in the run's right column
 * ('HARTLEY GRIMES & PEAKE LLP' over '/s/ Meredith A. Voss' beside 'OF COUNSEL:'), or null. Only a row written
 * out on its own (at or after `from`) can be moved.
 */
function firmAboveRightBlock(
  rows: readonly (Row | null)[],
  blank: readonly boolean[],
  start: number,
  block: readonly Row[],
  from: number,
): number | null {
  const k = start - 1 >= 0 && blank[start - 1] ? start - 2 : start - 1;
  const above = k >= from ? rows[k] : null;
  if (!above) return null;
  if (above.left !== '' || !FIRM_NAME_RE.test(above.right.trim())) return null;
  const rightAt = Math.min(...block.filter((r) => r.right.trim() !== '').map((r) => r.at));
  return Math.abs(above.at - rightAt) <= COLUMN_SLACK * 2 ? k : null;
}

/** Whether a run is a table of figures: each right part an amount, or each label led to it by dots. */
function isTableRun(block: readonly Row[]): boolean {
  const split = block.filter((r) => r.right.trim() !== '');
  return (
    split.length > 0 &&
    split.every(
      (r) =>
        /^(?:\(?\$\s?[\d,]+(?:\.\d{2})?\)?|[-=_]{3,})$/.test(r.right.trim()) ||
        /(?:\.\s?){4,}$/.test(r.left.trim()),
    )
  );
}

/** A caption's role label or its 'v.' alone in the left block. */
const CAPTION_LEFT =
  /^(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Claimants?)[,.:]?$|^(?:v\.?|vs\.?|versus|-\s*against\s*-)$/i;

/** Whether a run is a caption's parties beside its other column, not two counsel blocks or a table. */
function isCaptionRun(block: readonly Row[]): boolean {
  if (block.some((r) => COUNSEL_LEFT.test(r.left))) return false;
  // A court's name, a venue or a clerk's stamp beside the parties is read as a block of its own, as before.
  const courtOrStamp = (text: string) =>
    // A stamp's time ('10:47 AM'), not a federal case number ('Case No.: 2:25-cv-00814').
    /\bFILED\b|\bCLERK\b|\d{1,2}:\d{2}(?!-[a-z]{2})|\bss\.?$|^\w+\s+Unit$/i.test(text) ||
    (!/[a-z]/.test(text) && /\b(?:COURT|DIVISION|DISTRICT|CIRCUIT|COUNTY|STATE\s+OF)\b/.test(text));
  if (
    block.some((r) => courtOrStamp(r.right.trim())) ||
    block.some((r) => /\b(?:COUNTY|STATE\s+OF|COMMONWEALTH|ss\.)(?:\W|$)/i.test(r.left))
  )
    return false;
  // Its role label or 'v.' on the left; or the case number or title on the right beside two rows of names at least
  // (not a venue's one line beside the docket number).
  return (
    block.some((r) => CAPTION_LEFT.test(r.left.trim())) ||
    (block.some((r) => CAPTION_RIGHT.test(r.right.trim())) &&
      block.filter((r) => r.left.trim() !== '').length >= 2)
  );
}

/** Venue lines are short: a longer piece is no heading (and the patterns stay linear on a hostile line). */
const VENUE_MAX = 90;

function isVenueRow(row: Row | null): row is Row {
  return (
    row !== null &&
    row.left.length <= VENUE_MAX &&
    row.right.length <= VENUE_MAX &&
    VENUE_LEFT.test(row.left.trim()) &&
    VENUE_RIGHT.test(row.right.trim())
  );
}

/** A row under a venue box's first: the court's next line alone ('SUPERIOR COURT DIVISION'), or the county beside the case number. */
function isVenueContinuation(row: Row | null): row is Row {
  if (row === null || row.left.length > VENUE_MAX || row.right.length > VENUE_MAX) return false;
  const left = row.left.trim();
  const right = row.right.trim();
  return (
    (left === '' && VENUE_RIGHT.test(right)) ||
    (VENUE_LEFT.test(left) &&
      /^(?:FILE|CASE|CAUSE|CIVIL\s+ACTION|INDEX|DOCKET)\s*(?:NO\.?|NUMBER|#)/i.test(right))
  );
}

/**
 * The end (exclusive) of a venue box's rows from `start` (blank rows between them allowed), or `start`. It opens
 * on a row with the state or county beside the court, and goes on over the court's further lines and the county
 * beside the file number ('STATE OF NORTH CAROLINA   IN THE GENERAL COURT OF JUSTICE / SUPERIOR COURT DIVISION /
 * COUNTY OF WAKE   FILE NO. …').
 */
function findVenueBox(rows: readonly (Row | null)[], blank: readonly boolean[], start: number): number {
  if (!isVenueRow(rows[start] ?? null)) return start;
  const belongs = (row: Row | null) => isVenueRow(row) || isVenueContinuation(row);
  let end = start + 1;
  let k = start + 1;
  while (k < rows.length && (belongs(rows[k]!) || (blank[k] && belongs(rows[k + 1] ?? null)))) {
    k += 1;
    if (belongs(rows[k - 1]!)) end = k;
  }
  return end;
}

/**
 * The end (exclusive) of a side-by-side run starting at `start`, or null when none starts there. Rows split
 * at the run's column, rows with only a right part there, and rows with only a left part that ends before
 * it belong to the run; a blank row, a row across the column or a split elsewhere ends it.
 */
function findRun(
  rows: (Row | null)[],
  blank: readonly boolean[],
  start: number,
  lines: readonly string[],
): number | null {
  const first = rows[start];
  // A run opens on a row split in two, or on a right column's row above such rows ('(Tier 3)' over 'Case No.').
  if (!first || first.at < 0) return null;
  let at = first.at;
  let leftEnd = first.leftEnd;
  let end = start;
  let split = 0;
  while (end < rows.length) {
    // Right rows alone for this long open no run (a right-aligned table, a hostile page): stopping here keeps
    // the page's reading linear instead of walking the same rows again from each of them.
    if (split === 0 && end - start >= MAX_UNSPLIT_ROWS) break;
    const row = rows[end];
    if (!row) {
      // 'FIRM ONE      FIRM TWO', a blank row, then the two blocks under them: one run across the blank.
      const next = rows[end + 1];
      if (blank[end] && split > 0 && next && next.at >= 0 && Math.abs(next.at - at) <= COLUMN_SLACK) {
        end += 1;
        continue;
      }
      break;
    }
    // A rule drawn under 'WORCESTER, ss.      SUPERIOR COURT': the venue ends there, the caption begins.
    if (end > start && row.right === '' && /^[_=-]{5,}$/.test(row.left.trim())) break;
    // 'Phone: (303) 555-0161    Fax: (303) 555-0162' inside the left block: a gap within its column, not a second one.
    if (
      row.at >= 0 &&
      row.left !== '' &&
      row.at < at - COLUMN_SLACK &&
      row.end <= at - COLUMN_GAP &&
      rows.slice(start, end + 1).some((r) => r && COUNSEL_LEFT.test(r.left))
    ) {
      rows[end] = { left: `${row.left} ${row.right}`, right: '', at: -1, leftEnd: row.end, end: row.end };
      leftEnd = Math.max(leftEnd, row.end);
      end += 1;
      continue;
    }
    if (row.at >= 0) {
      // A stamp's lines are centred or set flush right: their starts wander, but never into the left block.
      // Only beside a counsel block: a caption's columns keep to their column.
      const counsel = rows.slice(start, end + 1).some((r) => r && COUNSEL_LEFT.test(r.left));
      const clear = counsel && row.at - COLUMN_GAP >= Math.max(leftEnd, row.leftEnd);
      if (Math.abs(row.at - at) > COLUMN_SLACK && !clear) break;
      at = Math.min(at, row.at);
      leftEnd = Math.max(leftEnd, row.leftEnd);
      if (row.left.trim() !== '') split += 1;
    } else if (row.leftEnd > at - COLUMN_GAP + 1 || TITLE_ROW.test(row.left.trim())) {
      // 'cmattingly@elliottbayjustice.example.com  Seattle, WA 98104': a long e-mail leaves two blanks before
      // the right block. Inside a counsel run, a narrow gap at the run's column still divides the row.
      // So it does in a caption's ('BAYSHORE … INC.; TRI-VALLEY  (4) Waiting Time Penalties;').
      const narrow = rows
        .slice(start, end)
        .some((r) => r && (COUNSEL_LEFT.test(r.left) || CAPTION_LEFT.test(r.left.trim())))
        ? splitAtNarrowGap(lines[end]!, at)
        : null;
      if (!narrow) break;
      rows[end] = narrow;
      leftEnd = Math.max(leftEnd, narrow.leftEnd);
      split += 1;
    } else if (isStampAbove(rows, start, end)) {
      // A clerk's stamp set flush right over the state's name ('FILED / … / Priscilla Montaño-Head' above 'STATE
      // OF NEW MEXICO'): right rows over left ones with none beside them are a block of their own, not a column.
      break;
    } else leftEnd = Math.max(leftEnd, row.leftEnd);
    end += 1;
  }
  const labelled = rows.slice(start, end).some((r) => r && CAPTION_RIGHT.test(r.right));
  return split >= MIN_SPLIT_ROWS || (split === 1 && labelled) ? end : null;
}

/**
 * Whether the rows from `start` to `end`, with the right-block rows alone just above `start`, are three or more
 * rows of a right block alone, none naming the case or the pleading: a stamp, not a column.
 */
function isStampAbove(rows: readonly (Row | null)[], start: number, end: number): boolean {
  const alone = (r: Row | null | undefined) => r?.left === '' && r.at >= 0;
  // A stamp is a few lines: the look stays within STAMP_ROWS rows, whatever a hostile page repeats.
  if (end - start > STAMP_ROWS) return false;
  let top = start;
  while (top > 0 && end - top <= STAMP_ROWS && alone(rows[top - 1])) top -= 1;
  const block = rows.slice(top, end).filter((r): r is Row => r !== null);
  return block.length >= 3 && block.every((r) => alone(r) && !CAPTION_RIGHT.test(r.right));
}

/** The row split at a gap of two blanks that ends at the run's column `at` (give or take its slack), or null. */
function splitAtNarrowGap(line: string, at: number): Row | null {
  const numbered = LINE_NUMBER_PREFIX.exec(line);
  const text = numbered ? ' '.repeat(numbered[0].length) + line.slice(numbered[0].length) : line;
  for (const m of text.matchAll(/\S {2}(?=\S)/g)) {
    const right = m.index + 3;
    if (Math.abs(right - at) > COLUMN_SLACK) continue;
    return {
      left: text.slice(0, m.index + 1).trim(),
      right: text.slice(right).trim(),
      at: right,
      leftEnd: m.index + 1,
      end: text.trimEnd().length,
    };
  }
  return null;
}

/**
 * A row as left and right parts: split at its first wide gap past the margin, or, for a row indented to
 * the right block, all right. Null for a blank row (its line number alone too) or one with a caption bar.
 */
function splitRow(line: string): Row | null {
  if (line.trim() === '') return null;
  const numbered = LINE_NUMBER_PREFIX.exec(line);
  const text = numbered ? ' '.repeat(numbered[0].length) + line.slice(numbered[0].length) : line;
  const pieces = [...text.matchAll(/\S+(?: {1,2}\S+)*/g)].map((m) => ({ at: m.index, text: m[0] }));
  // ' 2  ': a pleading-paper row with its number and nothing else is a blank row.
  // 'PACKAGING SYSTEMS USA, INC.; TRI-STATE  :   COMPLAINT, JURY DEMAND,': a bar two blanks after the name is
  // the caption's bar still.
  if (pieces.length === 0 || pieces.some((p) => BAR_PIECE.test(p.text) || /\s[)§:*]$/.test(p.text)))
    return null;
  if (pieces.length === 1) {
    const only = pieces[0]!;
    return only.at >= MIN_RIGHT_COLUMN
      ? { left: '', right: only.text, at: only.at, leftEnd: 0, end: only.at + only.text.length }
      : {
          left: only.text,
          right: '',
          at: -1,
          leftEnd: only.at + only.text.length,
          end: only.at + only.text.length,
        };
  }
  // 'MALIA K. KAHANANUI      7721-0      27-OCT-2025', 'Ana Cole      MO Bar #62817': a lawyer's number set in
  // a column of its own stays on their line; the column after it, if any, is the right block.
  const cut = pieces.findIndex(
    (p, k) =>
      k > 0 &&
      p.at >= MIN_RIGHT_COLUMN &&
      p.at - (pieces[k - 1]!.at + pieces[k - 1]!.text.length) >= COLUMN_GAP &&
      // Beside another number ('USDC-PR No. 212345      Fla. Bar No. 0612345') it is the right block's.
      !(BAR_COLUMN.test(p.text) && !/[,;\d]$/.test(pieces[k - 1]!.text)),
  );
  const last = pieces.at(-1)!;
  if (cut < 0)
    return {
      left: pieces.map((p) => p.text).join(' '),
      right: '',
      at: -1,
      leftEnd: last.at + last.text.length,
      end: last.at + last.text.length,
    };
  const leftLast = pieces[cut - 1]!;
  return {
    left: pieces
      .slice(0, cut)
      .map((p) => p.text)
      .join(' '),
    right: pieces
      .slice(cut)
      .map((p) => p.text)
      .join(' '),
    at: pieces[cut]!.at,
    leftEnd: leftLast.at + leftLast.text.length,
    end: last.at + last.text.length,
  };
}
