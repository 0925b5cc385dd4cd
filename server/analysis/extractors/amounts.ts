/**
 * Dollar figures in complaint text: '$1,234.56', '$ 1,234.56', '1,234.56 dollars', 'USD 1,234', '$2.5 million',
 * 'Fifty Thousand Dollars ($50,000.00)' (one figure), and light OCR noise ('$l,234.S6').
 */

export interface MoneyMention {
  /** Dollars, cents kept. */
  value: number;
  /** The words of the document, whitespace folded. */
  text: string;
  start: number;
  end: number;
}

const SCALE: Record<string, number> = {
  thousand: 1e3,
  k: 1e3,
  million: 1e6,
  m: 1e6,
  mm: 1e6,
  mil: 1e6,
  billion: 1e9,
  b: 1e9,
  bn: 1e9,
};

const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const WORD_SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };

// Digits an OCR layer confuses with letters; applied only when the result has the shape of a sum.
const OCR_DIGITS: Record<string, string> = { l: '1', I: '1', O: '0', o: '0', S: '5', s: '5', B: '8' };

const MONEY_SHAPE = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/** A figure as digits ('1,234.56', 'l,234.S6' read by OCR), or null when it is not a sum. */
export function parseDigits(raw: string): number | null {
  let token = raw.replace(/[.,]+$/, '');
  if (!MONEY_SHAPE.test(token)) {
    const repaired = token.replace(/[lIOoSsB]/g, (c) => OCR_DIGITS[c] ?? c);
    // A repaired token must still start or end with a real digit: 'Sol' is a word, not 501.
    if (!/\d/.test(token) || !MONEY_SHAPE.test(repaired)) return null;
    token = repaired;
  }
  const value = Number(token.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

/** 'Fifty Thousand Three Hundred and 25/100' → 50300.25; null when the words are not a number. */
export function parseNumberWords(words: string): number | null {
  const tokens = words
    .toLowerCase()
    .replace(/-/g, ' ')
    .split(/[\s,]+/)
    .filter((t) => t && t !== 'and');
  let total = 0;
  let current = 0;
  let seen = false;
  let cents = 0;
  for (const t of tokens) {
    const fraction = /^(\d{1,2}|no)\/100$/.exec(t);
    if (fraction) {
      cents = fraction[1] === 'no' ? 0 : Number(fraction[1]) / 100;
      continue;
    }
    if (t in NUMBER_WORDS) {
      current += NUMBER_WORDS[t]!;
      seen = true;
    } else if (t === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (t in WORD_SCALES) {
      total += (current || 1) * WORD_SCALES[t]!;
      current = 0;
      seen = true;
    } else {
      return null;
    }
  }
  return seen ? total + current + cents : null;
}

const WORD = `(?:${[...Object.keys(NUMBER_WORDS), ...Object.keys(WORD_SCALES)].join('|')})`;
const WORDS_AMOUNT = new RegExp(
  `\\b(${WORD}(?:[\\s-]+(?:and[\\s]+)?${WORD})*(?:\\s+(?:and\\s+)?(?:\\d{1,2}|no)\\/100)?)\\s+dollars\\b`,
  'gi',
);
const DIGIT_TOKEN = '[0-9lIOoSsB][0-9lIOoSsB,]*(?:\\.[0-9lIOoSsB]{1,2})?';
// Abbreviations ('$5M', '$2.5mm') only right after the digits, so '$5 By:' is not five billion.
const SCALE_WORD = '(?:\\s*(thousand|million|billion)\\b|(mil|mm|bn|[kmb])\\b)?';
const SYMBOL_AMOUNT = new RegExp(`(?:\\$|\\bUSD\\b|\\bUS\\$)\\s*(${DIGIT_TOKEN})${SCALE_WORD}`, 'gi');
const DOLLARS_AMOUNT = new RegExp(
  `\\b(\\d[\\d,]*(?:\\.\\d{1,2})?)${SCALE_WORD}\\s+(?:U\\.?S\\.?\\s+)?dollars\\b`,
  'gi',
);

function fold(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * Every dollar figure in `text`, in order. A figure in words followed by the same figure in digits
 * ('Fifty Thousand Dollars ($50,000.00)') is one mention spanning both.
 */
export function findMoney(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  for (const m of text.matchAll(SYMBOL_AMOUNT)) {
    const base = parseDigits(m[1]!);
    if (base === null) continue;
    const scaleWord = m[2] ?? m[3];
    const scale = scaleWord ? (SCALE[scaleWord.toLowerCase()] ?? 1) : 1;
    const trimmed = m[0].replace(/[.,]+$/, '');
    found.push({
      value: round(base * scale),
      text: fold(trimmed),
      start: m.index,
      end: m.index + trimmed.length,
    });
  }
  for (const m of text.matchAll(DOLLARS_AMOUNT)) {
    if (found.some((f) => overlaps(f, m.index, m.index + m[0].length))) continue;
    const base = parseDigits(m[1]!);
    if (base === null) continue;
    const scaleWord = m[2] ?? m[3];
    const scale = scaleWord ? (SCALE[scaleWord.toLowerCase()] ?? 1) : 1;
    found.push({ value: round(base * scale), text: fold(m[0]), start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(WORDS_AMOUNT)) {
    let value = parseNumberWords(m[1]!);
    if (value === null || value === 0) continue;
    const start = m.index;
    let end = m.index + m[0].length;
    // '… TWENTY DOLLARS AND TWENTY-FIVE CENTS', '… FIFTY DOLLARS AND 60/100': the cents after the dollars.
    const cents =
      /^\s+and\s+((?:[a-z]+[\s-]?){1,3}?|\d{1,2})\s+cents?\b/i.exec(text.slice(end)) ??
      /^\s+and\s+(\d{1,2})\/100\b/i.exec(text.slice(end));
    const centsValue = cents
      ? /^\d/.test(cents[1]!)
        ? Number(cents[1])
        : parseNumberWords(cents[1]!)
      : null;
    if (cents && centsValue !== null && centsValue < 100) {
      value = round(value + centsValue / 100);
      end += cents[0].length;
    }
    // The digits that usually follow in parentheses are the same figure.
    const after = /^\s*\(\s*(?:\$|USD)?\s*([\d,]+(?:\.\d{1,2})?)\s*\)/.exec(text.slice(end));
    if (after) end += after[0].length;
    for (let i = found.length - 1; i >= 0; i--) {
      if (overlaps(found[i]!, start, end)) found.splice(i, 1);
    }
    found.push({ value, text: fold(text.slice(start, end)), start, end });
  }
  return found.sort((a, b) => a.start - b.start);
}

function overlaps(m: { start: number; end: number }, start: number, end: number): boolean {
  return m.start < end && start < m.end;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** '$48,213.77' for a figure. */
export function formatMoney(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })}`;
}
