/**
 * `Content-Disposition: attachment` for a file name a user gave (RFC 6266): an ASCII fallback in `filename`,
 * with quotes, backslashes, control and non-ASCII characters replaced, and the name itself in `filename*`.
 */
export function contentDisposition(fileName: string): string {
  const name = fileName.trim() || 'download';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const fallback = name.replace(/[\u0000-\u001f\u007f"\\]/g, '_').replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
