/**
 * The file name a `Content-Disposition` header gives (RFC 6266): `filename*` (RFC 5987, percent-encoded in a
 * named charset) when present and readable, else `filename` (quoted with backslash escapes, or a bare token);
 * null without either. Any folder part is dropped: a name, not a path.
 */
export function readDispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;\s]+)/i.exec(header);
  if (extended?.[2]) {
    const decoded = decodeExtendedValue(extended[1] ?? '', extended[2]);
    if (decoded) return baseName(decoded);
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted?.[1] !== undefined) return baseName(quoted[1].replace(/\\(.)/g, '$1')) || null;
  const token = /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header);
  return token?.[1] ? baseName(token[1]) : null;
}

function decodeExtendedValue(charset: string, value: string): string | null {
  try {
    if (/^utf-8$/i.test(charset)) return decodeURIComponent(value);
    // ISO-8859-1, the other charset RFC 5987 names: each %XX is one character.
    return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  } catch {
    return null;
  }
}

function baseName(name: string): string {
  return name.split(/[/\\]/).pop()?.trim() ?? '';
}

/**
 * Whether the browser can show the file itself in a tab: a PDF or plain text. Anything else (a Word file) is
 * only downloaded, and nothing that could run script in the app's origin (HTML, SVG) is ever opened.
 */
export function canOpenInBrowser(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/pdf' || type === 'text/plain';
}

/** A Blob URL lives this long: a tab reads its blob after it opens; the URL is let go of once it surely has. */
const BLOB_URL_LIFETIME_MS = 60_000;

/** A Blob URL for the file, let go of after a minute. */
export function temporaryBlobUrl(blob: Blob): string {
  const url = URL.createObjectURL(blob);
  setTimeout(() => URL.revokeObjectURL(url), BLOB_URL_LIFETIME_MS);
  return url;
}

/** Saves the file at `url` under `fileName`, as a link with `download` does. */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
