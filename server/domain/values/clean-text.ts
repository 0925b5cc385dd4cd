// Every pattern is compiled once here: these functions run several times per row on files of millions of rows.
const NEEDS_COLLAPSE = /\s{2}|[\t\n\r\f\v\u00a0]/;
const WHITESPACE_RUN = /\s+/g;
/** Cells that mean "no value" in court exports (R and pandas write NA, SQL dumps NULL, Python None). */
const NULL_TOKENS = new Set(['NA', 'N/A', 'N.A.', 'NULL', 'NONE', '-', '--', 'NAN', '#N/A']);

/**
 * Trims, collapses runs of whitespace and newlines to one space, and turns placeholders (`NA`, `N/A`,
 * `NULL`, `None`, `-`) into null. Returns null for null and blank text.
 */
export function cleanText(text: string | null | undefined): string | null {
  if (text === null || text === undefined) return null;
  let t = text.trim();
  if (t === '') return null;
  if (NEEDS_COLLAPSE.test(t)) t = t.replace(WHITESPACE_RUN, ' ');
  if (t.length <= 4 && NULL_TOKENS.has(t.toUpperCase())) return null;
  return t;
}
