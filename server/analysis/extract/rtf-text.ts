import { Tokenize } from 'rtf-stream-parser';
import { ToPlainText } from 'rtf-stream-parser/dist/src/ToPlainText.js';
import { DocumentError } from './document-error';

/** Groups whose content is not text of the document: pictures, embedded objects, document properties. */
const NON_TEXT_DESTINATIONS = [
  'pict',
  'info',
  'object',
  'objdata',
  'datastore',
  'themedata',
  'colorschememapping',
  'xmlnstbl',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'latentstyles',
];

/** RTF names code pages by number (\ansicpg1252); the WHATWG decoder knows them by label. */
function decodeCodePage(buffer: Buffer, encoding: string): string {
  const page = encoding.replace(/^cp/, '');
  const labels: Record<string, string> = {
    '932': 'shift_jis',
    '936': 'gbk',
    '949': 'euc-kr',
    '950': 'big5',
    '10000': 'macintosh',
    '20936': 'gb2312',
    '28591': 'iso-8859-1',
  };
  const label =
    labels[page] ??
    (/^12[5-9]\d$/.test(page) ? `windows-${page}` : /^8[5-7]\d$/.test(page) ? `ibm${page}` : 'windows-1252');
  try {
    return new TextDecoder(label).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/**
 * The text of an RTF document: tokenized and turned into text by rtf-stream-parser (\par and \line become
 * line breaks, \tab a tab, \'xx bytes are decoded in the document's code page, \uN with its \ucN fallback
 * skipped), with font tables, styles, pictures and document properties left out.
 */
export async function readRtfText(bytes: Buffer): Promise<string> {
  const tokenizer = new Tokenize();
  const toText = new ToPlainText({ decode: decodeCodePage, warn: () => undefined, allowCp0: true });
  toText._featureHandlers.push({
    outputDataFilter: (global) => {
      const destinations = global._state.allDestinations;
      if (destinations && NON_TEXT_DESTINATIONS.some((name) => destinations[name])) return true;
    },
  });
  const chunks: string[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      toText.on('data', (chunk: string | Buffer) => chunks.push(chunk.toString()));
      toText.on('end', resolve);
      toText.on('error', reject);
      tokenizer.on('error', reject);
      tokenizer.pipe(toText);
      tokenizer.end(bytes);
    });
  } catch {
    throw new DocumentError('CORRUPT', 'The RTF file could not be read; it may be damaged or incomplete.');
  }
  return chunks.join('');
}
