/**
 * A text cell a spreadsheet could take for a formula ('=HYPERLINK(…)', '+1 …', '-2+3', '@SUM(…)', or one that
 * starts with a tab or a carriage return) is prefixed with a single quote, as OWASP's CSV-injection advice
 * says: names and free text in court exports are whatever a filer typed. Applied to CSV and XLSX alike, since an
 * XLSX saved again as CSV loses its cell types.
 */
export function neutraliseCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
