/**
 * COPY's text format, written by hand because it is the hot path of every import (a million rows a week).
 * Kept apart from `database.ts` so the import worker can use it without loading the database drivers.
 */

/** Characters COPY's text format needs escaped (and NUL, which PostgreSQL text cannot hold). */
const COPY_SPECIAL = /[\\\t\n\r\0]/;
const COPY_SPECIAL_GLOBAL = /[\\\t\n\r\0]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
  '\0': '',
};

/** One COPY text-format field: `\N` for null, arrays as PostgreSQL literals, specials escaped. */
export function toCopyField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'string') return escapeCopy(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return escapeCopy(toArrayLiteral(value));
  if (value instanceof Date) return value.toISOString();
  return escapeCopy(JSON.stringify(value));
}

// Most fields hold nothing to escape: test once, replace only when needed (this runs a million times a load).
function escapeCopy(text: string): string {
  return COPY_SPECIAL.test(text) ? text.replace(COPY_SPECIAL_GLOBAL, (c) => COPY_ESCAPES[c] ?? '') : text;
}

const ARRAY_SPECIAL = /["\\]/;

function toArrayLiteral(values: unknown[]): string {
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) literal += ',';
    if (v === null || v === undefined) {
      literal += 'NULL';
    } else {
      const text = String(v);
      literal += `"${ARRAY_SPECIAL.test(text) ? text.replace(/["\\]/g, (c) => `\\${c}`) : text}"`;
    }
  }
  return `${literal}}`;
}

/** Rows to COPY text, in the order of `columns`. */
export function toCopyText(rows: readonly (readonly unknown[])[]): string {
  const lines: string[] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r]!;
    const fields: string[] = new Array(row.length);
    for (let c = 0; c < row.length; c++) fields[c] = toCopyField(row[c]);
    lines[r] = fields.join('\t');
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}
