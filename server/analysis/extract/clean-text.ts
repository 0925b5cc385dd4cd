/**
 * Cleaning shared by every format: what pleading paper, court stamps and OCR put around a complaint's
 * words is taken out so the extractors read only the pleading.
 */

import { toReadingOrder } from './reading-order';

export interface CleanedText {
  /** The pleading's text: paragraphs separated by a blank line. */
  text: string;
  /** The same text page by page (one page for formats without pages). */
  pages: string[];
  /** Lines repeated at the top or bottom of most pages, once each as first seen (ECF stamps, document ids). */
  runningHeaders: string[];
}

/** Lines at each end of a page that may be running headers, footers or page numbers. */
const EDGE_LINES = 4;
/** A clerk's stamp repeated on every page may run this deep; lines past EDGE_LINES go only with those above them. */
const STAMP_LINES = 8;
/** A line is running when it sits at the edge of at least this share of the pages (and of two or more). */
const RUNNING_SHARE = 0.5;
/** Stands in for a pleading line number alone on its row while the columns are read (an invisible separator). */
const LINE_NUMBER_MARK = '\u2063';
/** A chain of this many pleading line numbers (1, 2, 3, … down a page) is the margin, not the text. */
const LINE_NUMBER_CHAIN_MIN = 8;
/** Pleading paper numbers 28 lines a page; some courts' paper runs to 32, typed pages to 40. */
const PLEADING_LINES_MAX = 40;

/** The stamp CM/ECF prints on every page of a federal filing. */
const ECF_STAMP =
  /^\s*Case:?\s+\d{1,2}:\d{2}-[a-z]{1,4}-\d{2,6}\b.*\bDoc(?:ument|\.)?\s*#?:?\s*[\d-]+.*\b(?:Filed|Entered)\b/i;
const PAGE_NUMBER_LINES = [
  /^page\s*[|:]?\s*\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i,
  /^\d{1,4}\s+of\s+\d{1,4}$/i,
  /^[-–—]\s*\d{1,4}\s*[-–—]$/,
  /^\[\s*\d{1,4}\s*\]$/,
  /^\(\s*\d{1,4}\s*\)$/,
  /^\d{1,4}$/,
  // Front matter is numbered in lower-case roman numerals; upper case would catch words like 'CIVIL'.
  /^[-–—]?\s*(?=[ivx])x{0,3}(?:ix|iv|v?i{0,3})\s*[-–—]?$/,
];
/** Page numbers that are never content, wherever they stand. */
const PAGE_NUMBER_ANYWHERE = [PAGE_NUMBER_LINES[0]!, PAGE_NUMBER_LINES[1]!, PAGE_NUMBER_LINES[2]!];
/** '---- Page 2 ----', '=== PAGE 3 ===', '[Page 4]', '--- page break ---'. */
const PAGE_MARKER =
  /^\s*(?:[-=_*#~<[]{2,}\s*(?:page\s*(?:break|\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?))\s*[-=_*#~>\]]*|\[\s*page\s*\d{1,4}\s*\])\s*$/i;
/** Caption brackets: lines of nothing but ')' or '§' down the middle of a caption. */
const CAPTION_BRACKETS = /^[\s)§:|]*$/;

/** Prefixes kept hyphenated when a word is broken at the end of a line ('third-\nparty'). */
const HYPHENATED_PREFIXES = new Set([
  'self',
  'non',
  'mid',
  'ex',
  'well',
  'quasi',
  'cross',
  'half',
  'third',
  'co',
  'counter',
  'pre',
  'post',
  'anti',
  'multi',
  'semi',
  'over',
  'under',
  'long',
  'short',
  'high',
  'low',
  'all',
  'first',
  'second',
]);

const LIGATURES: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
  '\u0132': 'IJ',
  '\u0133': 'ij',
};

/**
 * Cleans the text of a document given page by page (a plain-text file is one page; form feeds and
 * '---- Page 2 ----' markers inside it split it further). Removes page numbers, pleading line numbers,
 * page-break markers, running headers and footers (returned apart), HTML table markup, end-of-line
 * hyphenation, letter spacing ('C O M P L A I N T'), ligatures and odd whitespace; keeps paragraphs
 * and numbered paragraphs.
 */
export function cleanDocumentText(rawPages: string[]): CleanedText {
  const pages = splitPages(rawPages.map(normalizeCharacters).map(stripHtmlMarkup).map(openTextTables)).map(
    (page) =>
      removeLineNumberChains(
        toReadingOrder(blankLineNumbers(page))
          .split('\n')
          .map((line) => line.trim())
          .map((line) => (line === LINE_NUMBER_MARK ? '' : line)),
      ),
  );
  const runningHeaders = removeRunningLines(pages);
  const cleanedPages = pages.map((lines) => finishPage(removePageNumbers(lines)));
  const text = joinPages(cleanedPages);
  return { text, pages: cleanedPages, runningHeaders };
}

/** Characters of real text (letters, digits, punctuation; no whitespace), for callers' own minimums. */
export function countTextCharacters(text: string): number {
  let count = 0;
  for (const char of text) if (!/\s/u.test(char)) count += 1;
  return count;
}

/**
 * A caption drawn as a text table ('+-----+-----+' borders, '| cell | cell |' rows, as Colorado's box prints
 * it): borders become blank lines and cell bars wide gaps, so the columns are read as columns.
 */
function openTextTables(text: string): string {
  return text
    .split('\n')
    .map((numbered) => {
      // On pleading paper the box's rows carry their line numbers (' 7  | Plaintiffs: … |'): kept, for the
      // chain of numbers; a border's row keeps its number alone.
      const number = /^\s*\d{1,2}(?=\s+[|+])/.exec(numbered)?.[0] ?? '';
      const line = numbered.slice(number.length);
      if (/^\s*\+[-=+]{6,}\+?\s*$/.test(line) || (number && /^\s*\|[-=+|]{6,}\|?\s*$/.test(line)))
        return number;
      if (!/^\s*\|.*\|\s*$/.test(line)) return numbered;
      return (
        number +
        line
          .replace(/^(\s*)\|/, '$1 ')
          .replace(/\|\s*$/, '')
          .replace(/\s?\|\s?/g, '   ')
      );
    })
    .join('\n');
}

function normalizeCharacters(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[\u2028\u2029\v]/g, '\n')
      .replace(/[\uFB00-\uFB06\u0132\u0133]/g, (char) => LIGATURES[char] ?? char)
      .replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t]/g, ' ')
      // A soft hyphen shows only where a line breaks, which is where the hyphenation step looks for '-'.
      .replace(/\u00AD(?=\n)/g, '-')
      .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
      // Control characters other than newline and form feed (which splits pages).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0008\u000E-\u001F\u007F]/g, '')
  );
}

const HTML_TAG =
  /<\/?(?:table|tbody|thead|tfoot|tr|td|th|caption|colgroup|col|p|div|span|br|font|b|i|u|strong|em|html|body|head|meta|style|title)\b[^>]*>/gi;
const HTML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  sect: '§',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** Text exports of tables come as '<table><tr><td>…': one cell per line, rows apart, entities decoded. */
function stripHtmlMarkup(text: string): string {
  HTML_TAG.lastIndex = 0;
  if (!HTML_TAG.test(text)) return text;
  return text
    .replace(/<(style|head)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:td|th|caption)>/gi, '\n')
    .replace(/<\/(?:tr|table|p|div)>/gi, '\n\n')
    .replace(HTML_TAG, ' ')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return HTML_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/[ ]*\n[ ]*/g, '\n');
}

/** Form feeds and page-marker lines start a new page; a 'Page 3 of 24' line ends one. */
function splitPages(pages: string[]): string[] {
  const out: string[] = [];
  for (const page of pages) {
    const start = out.length;
    for (const part of page.split('\f')) {
      let current: string[] = [];
      for (const line of part.split('\n')) {
        if (PAGE_MARKER.test(line)) {
          out.push(current.join('\n'));
          current = [];
          continue;
        }
        current.push(line);
        // A footer 'Page 3 of 24' standing alone ends its page (text exports often lose the form feeds).
        if (PAGE_NUMBER_ANYWHERE[0]!.test(line.trim()) && /\bof\b/i.test(line)) {
          out.push(current.join('\n'));
          current = [];
        }
      }
      out.push(current.join('\n'));
    }
    // Parts a split left empty go; a page that was empty to begin with stays, so PDF pages keep their numbers.
    const parts = out.splice(start).filter((part) => part.trim().length > 0);
    out.push(...(parts.length > 0 ? parts : ['']));
  }
  return out;
}

/**
 * Pleading paper numbers its lines 1 to 28; in text exports the numbers stand alone or are glued to the
 * start of the lines ('3Plaintiff brings…', '12 Defendant…'). A run of them counting up is the margin:
 * strip it. Numbered paragraphs ('1. Plaintiff…') are never part of a chain (a number followed by '.').
 */
function removeLineNumberChains(lines: string[]): string[] {
  const strip = findLineNumberChains(lines);
  if (strip.size === 0) return lines;
  const out: string[] = [];
  lines.forEach((line, index) => {
    const rest = strip.get(index);
    if (rest === undefined) out.push(line);
    // A numbered line with nothing on it is a blank line of the pleading: a paragraph break.
    else out.push(rest.trim());
  });
  return out;
}

/**
 * The page with its margin's line numbers blanked out in place, columns kept where they stand: the reading
 * order sees '15      DISTRICT COURT' as the centred heading it is, and the chain is not broken by it.
 */
function blankLineNumbers(page: string): string {
  const raw = page.split('\n');
  const strip = findLineNumberChains(raw.map((line) => line.trim()));
  if (strip.size === 0) return page;
  return raw
    .map((line, index) => {
      const rest = strip.get(index);
      if (rest === undefined) return line;
      // A number alone stays a row of the left column (a caption's blank line), marked to be dropped after.
      if (rest.trim() === '') return line.replace(/\d{1,2}/, LINE_NUMBER_MARK);
      return line.replace(/^(\s*)(\d{1,2})/, (_m, pad: string, n: string) => pad + ' '.repeat(n.length));
    })
    .join('\n');
}

/** Line index → the text after its pleading line number, for the lines of a margin's numbered chain. */
function findLineNumberChains(lines: readonly string[]): Map<number, string> {
  const numberAt = (line: string): { value: number; rest: string } | null => {
    // '8Attorneys for …' glued by an export is one; '1CCV-24-0000612' in a stamp is an identifier, not one.
    const match = /^(\d{1,2})(?![\d.,:;)\]%/'’-])(?![A-Z]{1,5}[-\d])\s*(.*)$/.exec(line);
    if (!match) return null;
    const value = Number(match[1]);
    return value >= 1 && value <= PLEADING_LINES_MAX ? { value, rest: match[2]! } : null;
  };
  const strip = new Map<number, string>();
  let chain: { index: number; rest: string }[] = [];
  let expected = 0;
  let misses = 0;
  let first = 0;
  const finish = () => {
    // A chain that starts mid-page (after a table broke it) must run on to the foot of the page, so that
    // a short numbered list is not taken for the margin.
    const isMargin = chain.length >= LINE_NUMBER_CHAIN_MIN && (first <= 2 || expected > 24);
    if (isMargin) for (const link of chain) strip.set(link.index, link.rest);
    chain = [];
    expected = 0;
    misses = 0;
  };
  lines.forEach((line, index) => {
    if (line === '') return;
    const number = numberAt(line);
    if (number && chain.length > 0 && (number.value === expected || number.value === expected + 1)) {
      chain.push({ index, rest: number.rest });
      expected = number.value + 1;
      misses = 0;
      return;
    }
    if (number && (chain.length === 0 || number.value < expected - 1 || number.value > expected + 1)) {
      finish();
      first = number.value;
      chain.push({ index, rest: number.rest });
      expected = number.value + 1;
      return;
    }
    if (chain.length > 0 && ++misses > 3) finish();
  });
  finish();
  return strip;
}

function edgeIndexes(lines: string[]): number[] {
  const { top, bottom } = edgeBands(lines);
  return [...new Set([...top, ...bottom])];
}

/** The filled lines at the top and at the bottom of a page: at most a third of a short page from each end. */
function edgeBands(lines: string[], most = EDGE_LINES): { top: number[]; bottom: number[] } {
  const filled = lines.flatMap((line, index) => (line ? [index] : []));
  const depth = Math.min(most, Math.max(1, Math.floor(filled.length / 3)));
  return { top: filled.slice(0, depth), bottom: filled.slice(-depth) };
}

/** Case kept: a stamp's 'State of Minnesota' on every page is not the caption's 'STATE OF MINNESOTA'. */
function headerKey(line: string): string {
  return line.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function isPageNumber(line: string): boolean {
  return PAGE_NUMBER_LINES.some((pattern) => pattern.test(line.trim()));
}

/** Lines repeated at the edges of most pages, and ECF stamps anywhere: removed in place, returned once each. */
/** A line that names counsel: a bar number's label, an e-mail, 'Esq.', a Michigan P-number. */
const COUNSEL_LINE =
  /\b(?:Bar\s*(?:No|#|Roll)|SBN|OSB|WSBA|ARDC|BBO|BPR|CPF|KBA|Juris\s+No|Esq\.|Esquire\b|Atty\.|Attorney\s+(?:ID|No|Reg)|Reg\.\s*No|Fed\.?\s*I\.?D)|@|\(P\d{4,6}\)|\(ct\d{4,6}\)|,\s*#\s*\d{3}/i;

function removeRunningLines(pages: string[][]): string[] {
  // Counted per band: a firm's name in every page's footer is no header where it heads the signature block.
  const pageCounts = new Map<string, number>();
  for (const lines of pages) {
    const { top, bottom } = edgeBands(lines, STAMP_LINES);
    const keys = new Set([
      ...top.map((index) => `top ${headerKey(lines[index]!)}`),
      ...bottom.map((index) => `bottom ${headerKey(lines[index]!)}`),
    ]);
    for (const key of keys) pageCounts.set(key, (pageCounts.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length * RUNNING_SHARE));
  const isRunning = (line: string, band: 'top' | 'bottom') => {
    if (isPageNumber(line) || line.length < 3) return false;
    const count = pageCounts.get(`${band} ${headerKey(line)}`) ?? 0;
    // A lawyer's line at the top of page 1's counsel block and of the signature page is no running header:
    // a line naming counsel must be on every page to be one.
    if (COUNSEL_LINE.test(line)) return count >= Math.max(3, pages.length);
    return count >= threshold;
  };
  const found = new Map<string, string>();
  for (const lines of pages) {
    const { top, bottom } = edgeBands(lines);
    const atTop = new Set(top);
    const atBottom = new Set(bottom);
    // A clerk's stamp of five or more lines on every page: past the edge lines, a running line goes with the
    // ones before it only while every line between it and the edge is running too.
    const deep = edgeBands(lines, STAMP_LINES);
    for (const [band, order] of [
      ['top', deep.top],
      ['bottom', [...deep.bottom].reverse()],
    ] as const) {
      const edge = band === 'top' ? atTop : atBottom;
      if (!order.slice(0, EDGE_LINES).every((index) => edge.has(index) && isRunning(lines[index]!, band)))
        continue;
      for (const index of order.slice(EDGE_LINES)) {
        // A caption's rule ('-----X') repeated under the heading on every page is the caption's, not a stamp's.
        if (!isRunning(lines[index]!, band) || !/[A-WYZa-wyz0-9]/.test(lines[index]!)) break;
        edge.add(index);
      }
    }
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index]!;
      if (!line) continue;
      const running =
        (atTop.has(index) && isRunning(line, 'top')) || (atBottom.has(index) && isRunning(line, 'bottom'));
      if (ECF_STAMP.test(line) || running) {
        const key = headerKey(line);
        if (!found.has(key)) found.set(key, line.replace(/\s+/g, ' '));
        lines[index] = '';
      }
    }
  }
  return [...found.values()];
}

function removePageNumbers(lines: string[]): string[] {
  const edges = new Set(edgeIndexes(lines));
  return lines.map((line, index) => {
    const trimmed = line.trim();
    if (edges.has(index) && isPageNumber(trimmed)) return '';
    if (PAGE_NUMBER_ANYWHERE.some((pattern) => pattern.test(trimmed))) return '';
    return line;
  });
}

/** One page's lines as text: letter spacing undone, hyphenation joined, blank lines kept as paragraph breaks. */
function finishPage(lines: string[]): string {
  const kept: string[] = [];
  for (const raw of lines) {
    if (raw !== '' && CAPTION_BRACKETS.test(raw) && raw.trim() !== '') continue;
    const line = collapseLetterSpacing(raw).replace(/ {2,}/g, ' ').trim();
    kept.push(line);
  }
  joinHyphenation(kept);
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * 'C O M P L A I N T' and 'B e a n ,  K i n n e y' are how letter-spaced headings come out of a text
 * layer: single characters separated by single spaces, words by two. A run of four or more such
 * characters is collapsed; once a line has one, shorter runs on it ('A N D') are collapsed too.
 */
function collapseLetterSpacing(line: string): string {
  const run = /(?<!\S)\S(?: \S)+(?!\S)/g;
  const isSpaced = (match: string, min: number) =>
    match.length >= min * 2 - 1 && (match.match(/\p{L}/gu)?.length ?? 0) >= Math.min(3, min);
  if (![...line.matchAll(run)].some((match) => isSpaced(match[0], 4))) return line;
  return line.replace(run, (match) => (isSpaced(match, 2) ? match.replace(/ /g, '') : match));
}

/** 'defen-' at the end of a line and 'dant' at the start of the next become 'defendant'. */
function joinHyphenation(lines: string[]): void {
  for (let i = 0; i < lines.length - 1; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const broken = /(\p{L}+)[-\u2010]$/u.exec(line);
    if (!broken || !/^\p{Ll}/u.test(next)) continue;
    const [word = '', rest = ''] = next.split(/ (.*)/s);
    const keepHyphen = HYPHENATED_PREFIXES.has(broken[1]!.toLowerCase());
    lines[i] = (keepHyphen ? line : line.slice(0, -1)) + word;
    lines[i + 1] = rest;
    if (rest === '') lines.splice(i + 1, 1);
  }
}

/** Pages joined so that a paragraph running over a page break stays one paragraph. */
function joinPages(pages: string[]): string {
  let text = '';
  for (const page of pages) {
    if (!page) continue;
    if (!text) {
      text = page;
      continue;
    }
    // Only the tail: an anchored pattern over the whole text so far would rescan it for every page.
    const tail = text.slice(-80);
    const endsParagraph =
      /[.:;!?"”)\]]$/.test(tail) || /^(?:\d{1,3}\.|[A-Z][A-Z ]{3,}$|[IVX]+\.)/.test(page.split('\n')[0]!);
    const broken = /(\p{L}+)-$/u.exec(tail);
    if (broken && /^\p{Ll}/u.test(page) && !HYPHENATED_PREFIXES.has(broken[1]!.toLowerCase())) {
      text = text.slice(0, -1) + page;
    } else {
      text += (endsParagraph ? '\n\n' : '\n') + page;
    }
  }
  return text;
}
