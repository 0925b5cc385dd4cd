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
    if (split.right) right.set(i, split.right);
    lines[i] = split.left;
  }
  return { lines, right, bodyStart };
}

function splitColumns(line: string): { left: string; right: string | null } {
  const m = /^(.*?)\s*(?:§+(?!\s*\d)|\)(?=\s|$))\s*(.*)$/.exec(line);
  if (!m) return { left: line, right: null };
  const left = m[1]!.trim();
  // '(“AllCare”)' or 'Inc. (a Delaware corporation)' end in ')' but open one: not a column bar.
  if (/\([^)]*$/.test(left)) return { left: line, right: null };
  const rest = m[2]!.replace(/^[)§\s]+/, '').replace(/[\s)§]+$/, '');
  return { left, right: rest === '' ? null : rest };
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
