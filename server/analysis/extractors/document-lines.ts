/**
 * Line-level views of a complaint's text shared by the caption, party and counsel extractors. The text is
 * normally already cleaned by `extractDocumentText`, but these helpers also tolerate raw text layers:
 * pleading-paper line numbers, ECF running headers and redline margin notes are dropped here too.
 */

import { findStampLines } from './stamps';

/**
 * An ECF running header, as CM/ECF stamps every page: 'Case 2:25-cv-01187-DLR Document 1 Filed 04/07/25 Page 1
 * of 4' ('Filed on 05/09/25 in TXSD', 'Entered on FLSD Docket 06/11/2025', N.D. Ohio's 'Doc #: 1 Filed: 07/01/24'),
 * South Carolina's '2:24-cv-05117-RSW Date Filed 10/28/24 Entry Number 1 Page 1 of 10', or E.D. Wisconsin's
 * 'Case 2:25-cv-00412-JRK Filed 03/18/25 Page 1 of 10 Document 1'. The number and the date are groups 1 and 2,
 * 3 and 4, or 5 and 6.
 */
export const ECF_HEADER_RE =
  /\bCase:?\s+(\d{1,2}:\d{2}-[a-z]{2,4}-\d{3,6}(?:-[A-Z0-9]+)*)\s+(?:Document|Doc\.?|ECF\s+No\.?|Dkt\.?)\s*(?:#\s*)?:?\s*[\d-]+,?(?:\s+PageID\.?\s*#?:?\s*\d+)?\s+(?:Filed(?:\s+on)?|Entered\s+on\s+[A-Z]{2,6}\s+Docket):?\s+(\d{1,2}\/\d{1,2}\/\d{2,4})|^\s*(\d{1,2}:\d{2}-[a-z]{2,4}-\d{3,6}(?:-[A-Z0-9]+)*)\s+Date\s+Filed:?\s+(\d{1,2}\/\d{1,2}\/\d{2,4})\s+Entry\s+Number\b|\bCase:?\s+(\d{1,2}:\d{2}-[a-z]{2,4}-\d{3,6}(?:-[A-Z0-9]+)*)\s+Filed:?\s+(\d{1,2}\/\d{1,2}\/\d{2,4})\s+Page\s+\d+\s+of\s+\d+\s+(?:Document|Doc\.?)\s+\d+/im;

const LINE_NUMBER_RE = /^\s*\d{1,2}\s*$/;
const PAGE_MARKER_RE = /^\s*(?:<<<PAGE \d+>>>|\[\d+\]|-\s*\d+\s*-|Page \d+ of \d+)\s*$/i;

/**
 * A standalone exhibit heading ('EXHIBIT A', 'Exhibit "1"'): what follows was written by someone else. A cover
 * page's lone line number ('1   EXHIBIT A') is no chain the margin's numbers are taken out by.
 */
const EXHIBIT_HEADING_RE = /^\s*(?:\d{1,2}\s+)?(?:COLLECTIVE\s+)?EXHIBIT\s+["“]?[A-Z0-9]{1,3}["”]?\s*$/i;

/**
 * The document's lines, trimmed, without pleading line numbers, page markers, ECF headers or the struck text
 * of a Word redline ('Deleted: …' margin notes and their ¶-terminated continuation lines).
 */
export function toCleanLines(text: string): string[] {
  const out: string[] = [];
  let inDeleted = false;
  // NFKC turns ligatures ('Plaintiﬀ') back into letters.
  for (const raw of unstackCounselColumns(text.normalize('NFKC').split(/\r?\n/))) {
    const line = collapseLetterSpacing(
      raw
        .replace(/[\u00a0\t]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (/^Deleted:/.test(line)) {
      inDeleted = line.endsWith('¶');
      continue;
    }
    if (inDeleted) {
      if (line.endsWith('¶') || line === '') continue;
      inDeleted = false;
    }
    if (line === '' || LINE_NUMBER_RE.test(line) || PAGE_MARKER_RE.test(line)) continue;
    const withoutEcf = line.replace(new RegExp(`(?:${ECF_HEADER_RE.source}).*$`, 'i'), '').trim();
    if (withoutEcf === '') continue;
    const previous = out.at(-1);
    // 'Attor-' / 'neys for Plaintiff': a word broken over two short lines of a block.
    if (previous && previous.length < 30 && /[a-z]-$/.test(previous) && /^[a-z]/.test(withoutEcf)) {
      out[out.length - 1] = previous.slice(0, -1) + withoutEcf;
      continue;
    }
    out.push(withoutEcf);
  }
  return out;
}

/** What marks a line as part of a counsel block: a signature, 'Esq.', a bar number, an e-mail, a phone, a firm. */
const COUNSEL_CUE_RE =
  /\/s\/|\bEsq\b|@|\bBar\b|\(#?\d{3,}\)|\bTel\b|\(\d{3}\)\s?\d{3}-\d{4}|\b(?:LLP|LLC|PLLC|P\.C\.|P\.A\.|Ltd)\b/i;

/**
 * Two counsel blocks printed side by side (lead and co-counsel each signing, a text layer's rows joining them)
 * are given back one after the other: the left column's lines, a blank line, the right column's. A run of three or
 * more rows qualifies when each row breaks near the same column after a gap, or holds text on one side of it only,
 * and both columns carry counsel cues on at least two rows; captions and tables do not. Pleading-paper line numbers
 * in the margin are set aside first, and one blank row may sit inside a run.
 */
export function unstackCounselColumns(raw: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < raw.length) {
    const first = withoutLineNumber(raw[i]!);
    const gap = /\S( {4,})(?=\S)/.exec(first);
    const at = gap ? gap.index + 1 + gap[1]!.length : -1;
    const left: string[] = [];
    const right: string[] = [];
    let j = i;
    while (at > 0 && j < raw.length) {
      const row = withoutLineNumber(raw[j]!);
      if (row.trim() === '') {
        const next = raw[j + 1] === undefined ? '' : withoutLineNumber(raw[j + 1]!);
        if (next.trim() === '' || !splitAtColumn(next, at)) break;
        j += 1;
        continue;
      }
      const parts = splitAtColumn(row, at);
      if (!parts) break;
      left.push(parts.left);
      right.push(parts.right);
      j += 1;
    }
    const cued = (lines: string[]) => lines.filter((l) => COUNSEL_CUE_RE.test(l)).length >= 2;
    if (left.length >= 3 && cued(left) && cued(right)) {
      out.push(...left.filter((l) => l !== ''), '', ...right.filter((l) => l !== ''));
      i = j;
    } else if (left.length >= 3) {
      // A run of two columns that is no pair of counsel blocks (a table, a caption) is passed over whole: starting
      // again on each of its rows would read a long run once per row.
      out.push(...raw.slice(i, j));
      i = j;
    } else {
      out.push(raw[i]!);
      i += 1;
    }
  }
  return out;
}

/** The row with a pleading-paper line number in its margin turned to spaces, so that columns keep their place. */
function withoutLineNumber(row: string): string {
  return row.replace(/\t/g, ' ').replace(/^ {0,3}\d{1,2}(?= |$)/, (m) => ' '.repeat(m.length));
}

/** The row's two sides when it breaks near column `at` (a long left side may push the right one a few places). */
function splitAtColumn(row: string, at: number): { left: string; right: string } | null {
  for (const m of row.matchAll(/ {2,}(?=\S)/g)) {
    const end = m.index + m[0].length;
    if (m.index > 0 && end >= at - 2 && end <= at + 6) {
      return { left: row.slice(0, m.index).trim(), right: row.slice(end).trim() };
    }
  }
  if (row.trimEnd().length <= at - 2) return { left: row.trim(), right: '' };
  if (row.length - row.trimStart().length >= at - 2) return { left: '', right: row.trim() };
  return null;
}

/** 'P l a i n t i f f ,' (letter-spaced caption text in some text layers) becomes 'Plaintiff,'. */
function collapseLetterSpacing(line: string): string {
  const tokens = line.split(' ');
  if (tokens.length < 4 || !tokens.every((t) => t.length === 1)) return line;
  return tokens.join('');
}

/** Index of the first standalone exhibit heading, or the line count when there is none. */
export function findExhibitStart(lines: readonly string[]): number {
  // Skip the first few lines: a caption never opens with an exhibit, but an exhibit list can sit at the very end.
  for (let i = 5; i < lines.length; i += 1) {
    if (EXHIBIT_HEADING_RE.test(lines[i]!)) return i;
  }
  return lines.length;
}

/** The lines of the complaint itself: exhibits attached after it, clerk's stamps and fax headers are left out. */
export function toPleadingLines(text: string): string[] {
  const lines = toCleanLines(text);
  const pleading = lines.slice(0, findExhibitStart(lines));
  const stamps = findStampLines(pleading);
  return stamps.size === 0 ? pleading : pleading.filter((_, i) => !stamps.has(i));
}

/** 'UNITED STATES DISTRICT COURT' → 'United States District Court'; mixed-case text is kept as written. */
export function toDisplayCase(text: string): string {
  if (/[a-z]/.test(text)) return text;
  const small = new Set(['of', 'the', 'for', 'and', 'in', 'a', 'an', 'on', 'at', 'to', 'by']);
  return text
    .toLowerCase()
    .split(' ')
    .map((word, i) => {
      if (i > 0 && small.has(word)) return word;
      if (/^(?:[ivx]+|\d+(?:st|nd|rd|th))[,.]?$/.test(word))
        return /\d/.test(word) ? word : word.toUpperCase();
      if (
        /^(?:l\.?l\.?p|l\.?l\.?c|l\.?l\.?o|l\.?p|p\.?c|p\.?l\.?l\.?c|p\.?l\.?l\.?p|l\.?l\.?l\.?[cp]|p\.?l\.?c|a\.?l\.?c|a\.?p\.?c|a\.?p\.?l\.?c|l\.?p\.?a|p\.?a|n\.?a|u\.?s\.?a?|p\.[ls]|s\.c|l\.c)\.?[,;]?$/.test(
          word,
        )
      ) {
        return word.toUpperCase();
      }
      // 'ÉTIENNE' → 'Étienne': a capital with an accent is a capital.
      return word.replace(/(^|[-/(“"'])(\p{Ll})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ');
}

/** Lowercase, no punctuation, single spaces: for comparing names as the forgiving matchers do. */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[^a-z0-9&' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
