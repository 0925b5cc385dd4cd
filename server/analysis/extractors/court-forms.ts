/**
 * Court forms filed in front of a complaint: Philadelphia's civil cover sheet, Maryland's case information report,
 * Massachusetts' civil action cover sheet, Indiana's appearance form, South Carolina's SCCA/234 coversheet, a notice
 * to defend. They print the court, the parties and counsel in boxes of their own, with checkboxes and amounts, and a
 * reader taking them for the caption reports 'Court Programs' for the court or a form's row for a party. The
 * pleading starts at the complaint's own caption after them.
 */

/** A form's title near the top of the document. */
const FORM_TITLE_RE =
  /\b(?:CIVIL\s+(?:ACTION\s+)?COVER\s*SHEET|COVER\s*SHEET|CASE\s+INFORMATION\s+(?:SHEET|STATEMENT|REPORT)|INFORMATION\s+(?:SHEET|REPORT)|NOTICE\s+TO\s+DEFEND|APPEARANCE\s+(?:BY\s+ATTORNEY|FORM)|SCCA\s*\/\s*234|SUMMONS\s*[-–]\s*CIVIL)\b/i;
/** A court's heading in a caption: capitals, or 'In the … Court'. */
const COURT_RE = /\bCOURT\b/;
const VERSUS_RE = /^(?:v\.?|vs\.?|versus|-\s*against\s*-|against)(?:\s*[):*§](?:\s.*)?)?$/i;
/** The pleading's own title under its caption. */
const PLEADING_TITLE_RE = /^(?:[A-Z'’ ,&-]+\s)?(?:COMPLAINT|PETITION)\b[A-Z0-9'’ ,.&()-]*$/;
/** A line of prose or a form's box: the caption's block above the court stops there. */
const NOT_CAPTION_RE = /\[\s*[Xx]?\s*\]|☐|☒/;
/** A state's or county's heading over a caption. */
const VENUE_RE =
  /^(?:THE\s+)?(?:STATE|COMMONWEALTH)\s+OF\s+[A-Z ]+$|^(?:COUNTY|PARISH|CITY)\s+OF\s+[A-Z ]+$|^VIRGINIA:?$/;
/** A line longer than this is prose. */
const LONG_LINE = 200;
/** How far a caption's court line may be from the pleading's title, in lines. */
const CAPTION_REACH = 45;
/** Counsel blocks above a caption (Philadelphia, California) run this many lines at most. */
const BLOCK_ABOVE_REACH = 25;

/**
 * Where the pleading starts in `text` (a character offset): 0, unless the document opens with a court form, then
 * the top of the complaint's own caption (its counsel block above the court's name included).
 */
export function findPleadingStart(text: string): number {
  const lines = text.split('\n').slice(0, 900);
  // Form and caption lines are short: a longer one is prose, read as a blank row (the patterns stay linear).
  const shown = lines.map((l) => (l.length > LONG_LINE ? '' : l.replace(/^\s*\d{1,2}(?=\s)/, '').trim()));
  const form = shown.slice(0, 60).findIndex((l) => FORM_TITLE_RE.test(l));
  // A caption above the form ('… vs. … COMPLAINT IN CIVIL ACTION', then the notice to defend) is the pleading's own.
  if (form < 0 || shown.slice(0, form).some((l) => VERSUS_RE.test(l))) return 0;
  for (let j = form + 1; j < shown.length; j += 1) {
    if (!isCourtLine(shown[j]!)) continue;
    const reach = shown.slice(j + 1, j + 1 + CAPTION_REACH);
    // The title alone on its line, or in the caption's other column ('INC.; LUCAS BREMMER   :   COMPLAINT, JURY').
    const title = reach.findIndex((l) => columns(l).some((piece) => PLEADING_TITLE_RE.test(piece)));
    if (title < 0) continue;
    const between = reach.slice(0, title);
    if (between.some((l) => FORM_TITLE_RE.test(l) || NOT_CAPTION_RE.test(l))) continue;
    // A caption names both sides: 'v.' alone on its line, or in a ')' / ':' / '*' column.
    if (!between.some((l) => VERSUS_RE.test(l))) continue;
    const start = blockAbove(shown, j, form);
    return lines.slice(0, start).reduce((offset, l) => offset + l.length + 1, 0);
  }
  return 0;
}

/** The pieces of a caption row between its column marks (')', '*', ':', '§'). */
function columns(line: string): string[] {
  return line.split(/\s+[)*:§](?:\s+|$)/).map((piece) => piece.trim());
}

/** A court's heading, alone or as one column of a caption row ('Baltimore, Maryland 21231 * CIRCUIT COURT FOR'). */
function isCourtLine(line: string): boolean {
  return columns(line).some((piece) => {
    if (!COURT_RE.test(piece.toUpperCase()) || /\bCLERK\b/i.test(piece)) return false;
    const letters = piece.replace(/[^A-Za-z]/g, '');
    const upper = piece.replace(/[^A-Z]/g, '');
    return upper.length >= letters.length * 0.6 || /\bIn\s+the\b.*\bCourt\b/.test(piece);
  });
}

/** The top of the caption's block above the court's line `court`: its venue lines and counsel block. */
function blockAbove(shown: readonly string[], court: number, form: number): number {
  let top = court;
  for (let k = court - 1; k > form && k >= court - BLOCK_ABOVE_REACH; k -= 1) {
    const line = shown[k]!;
    // A blank row ends the block (above it is the form's last page: 'Signature of Counsel / Printed Name'),
    // unless the state's heading stands over it ('COMMONWEALTH OF MASSACHUSETTS', a blank row, 'SUFFOLK, ss.').
    if (line === '') {
      if (VENUE_RE.test(shown[k - 1] ?? '')) continue;
      break;
    }
    // A rule drawn across the page between the counsel block and the caption (New Jersey) is part of neither.
    if (/^[_=-]{5,}$/.test(line)) continue;
    if (line.length > 75 || NOT_CAPTION_RE.test(line) || FORM_TITLE_RE.test(line)) break;
    top = k;
  }
  return top;
}
