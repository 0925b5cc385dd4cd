import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ACCENTED_SURNAMES,
  APARTMENT_WORDS,
  DEBT_FILERS,
  EMPLOYERS,
  EVICTION_FILERS,
  FILER_VARIANTS,
  FIRST_NAMES,
  GOVERNMENT,
  HOSPITALS,
  INSURERS,
  MANUFACTURERS,
  MIDDLE_INITIALS,
  PLACE_WORDS,
  RETAILERS,
  SURNAMES,
  TRADE_WORDS,
} from './utah-export-vocabulary';

/**
 * Deterministic generator of Utah-shaped weekly civil filing reports: one row per party, the header Utah's
 * report uses, the case-type mix, court names, case numbers, repeat filers and the messy parts of real exports.
 * Nothing here is copied from a real export; names are drawn from word lists, so the same seed always gives
 * the same bytes (benchmarks compare like with like across runs and machines).
 */

export const UTAH_EXPORT_HEADER = 'case_type,case_num,locn_descr,filing_date,party_code,last_name,first_name';

/** Bumped whenever the output for a given seed changes, so cached files in bench/data are regenerated. */
export const GENERATOR_VERSION = 1;

export const DEFAULT_SEED = 20250210;

/** Monday of ISO week 7 of 2025 (the spec's `utah-2025-w07` example). */
export const DEFAULT_WEEK_START = new Date(Date.UTC(2025, 1, 10));

export interface UtahExportOptions {
  /** Upper bound on the file size; the output stops at the last whole case that fits (within ~1 KB). */
  targetBytes: number;
  seed?: number;
  /** First day of the week (UTC date); filing dates fall in the 7 days from it. */
  weekStart?: Date;
  crlf?: boolean;
  /** Start with a UTF-8 byte-order mark, as exports saved from Excel do. */
  bom?: boolean;
}

export interface UtahExportStats {
  /** Data rows (parties), header excluded. A quoted newline does not add a row. */
  rows: number;
  /** Distinct cases, identified by court and number. */
  cases: number;
  bytes: number;
}

// ---------------------------------------------------------------------------------------------------------
// Randomness

/** mulberry32: tiny, fast and good enough for test data; the same seed gives the same sequence everywhere. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Weighted<T> {
  readonly items: readonly T[];
  readonly cumulative: Float64Array;
  readonly total: number;
}

function weighted<T>(entries: readonly (readonly [T, number])[]): Weighted<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, weight], i) => {
    total += weight;
    cumulative[i] = total;
  });
  return { items: entries.map(([item]) => item), cumulative, total };
}

function pickWeighted<T>(random: () => number, table: Weighted<T>): T {
  const target = random() * table.total;
  let lo = 0;
  let hi = table.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (table.cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return table.items[lo]!;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** Zipf weights: a handful of filers carry most of the volume, as debt buyers and big landlords do. */
function zipf<T>(items: readonly T[], exponent: number): Weighted<T> {
  return weighted(items.map((item, rank) => [item, 1 / (rank + 1) ** exponent] as const));
}

// ---------------------------------------------------------------------------------------------------------
// Courts. Utah's report names the location ("SALT LAKE CITY DISTRICT"); district courts take most civil
// filings, justice courts take small claims. The two-digit id goes into the case number.

interface Court {
  readonly id: number;
  readonly name: string;
}

const DISTRICT_COURTS = weighted<Court>([
  [{ id: 9, name: 'SALT LAKE CITY DISTRICT' }, 30],
  [{ id: 41, name: 'WEST JORDAN DISTRICT' }, 17],
  [{ id: 40, name: 'PROVO DISTRICT' }, 11],
  [{ id: 19, name: 'OGDEN DISTRICT' }, 9],
  [{ id: 70, name: 'FARMINGTON DISTRICT' }, 8],
  [{ id: 50, name: 'ST GEORGE DISTRICT' }, 6],
  [{ id: 42, name: 'AMERICAN FORK DISTRICT' }, 4],
  [{ id: 43, name: 'SPANISH FORK DISTRICT' }, 3],
  [{ id: 10, name: 'LOGAN DISTRICT' }, 3],
  [{ id: 30, name: 'TOOELE DISTRICT' }, 2],
  [{ id: 51, name: 'CEDAR CITY DISTRICT' }, 2],
  [{ id: 17, name: 'BRIGHAM CITY DISTRICT' }, 1],
  [{ id: 33, name: 'SILVER SUMMIT DISTRICT' }, 1],
  [{ id: 35, name: 'HEBER CITY DISTRICT' }, 1],
  [{ id: 71, name: 'PRICE DISTRICT' }, 0.7],
  [{ id: 80, name: 'VERNAL DISTRICT' }, 0.7],
  [{ id: 61, name: 'RICHFIELD DISTRICT' }, 0.5],
  [{ id: 72, name: 'MOAB DISTRICT' }, 0.4],
  [{ id: 81, name: 'ROOSEVELT DISTRICT' }, 0.4],
  [{ id: 62, name: 'MANTI DISTRICT' }, 0.3],
  [{ id: 44, name: 'NEPHI DISTRICT' }, 0.2],
  [{ id: 63, name: 'FILLMORE DISTRICT' }, 0.2],
  [{ id: 52, name: 'BEAVER DISTRICT' }, 0.1],
  [{ id: 73, name: 'MONTICELLO DISTRICT' }, 0.1],
]);

const JUSTICE_COURTS = weighted<Court>([
  [{ id: 21, name: 'SALT LAKE COUNTY JUSTICE' }, 14],
  [{ id: 22, name: 'SALT LAKE CITY JUSTICE' }, 12],
  [{ id: 23, name: 'WEST VALLEY JUSTICE' }, 10],
  [{ id: 24, name: 'WEST JORDAN JUSTICE' }, 7],
  [{ id: 25, name: 'SANDY JUSTICE' }, 6],
  [{ id: 45, name: 'PROVO JUSTICE' }, 7],
  [{ id: 46, name: 'OREM JUSTICE' }, 6],
  [{ id: 26, name: 'OGDEN JUSTICE' }, 6],
  [{ id: 27, name: 'LAYTON JUSTICE' }, 5],
  [{ id: 53, name: 'ST GEORGE JUSTICE' }, 5],
  [{ id: 28, name: 'TAYLORSVILLE JUSTICE' }, 4],
  [{ id: 11, name: 'LOGAN JUSTICE' }, 3],
]);

// ---------------------------------------------------------------------------------------------------------
// Names. Upper case, as Utah's report writes them; people as LAST / FIRST, businesses whole in last_name.

const LEGAL_SUFFIXES = weights({
  LLC: 40,
  INC: 18,
  'INC.': 10,
  'L.L.C.': 4,
  CORP: 6,
  CORPORATION: 4,
  CO: 3,
  LC: 5,
  PLLC: 2,
  LTD: 2,
});

// ---------------------------------------------------------------------------------------------------------
// Case types, as Utah writes them: descriptions for the volume work, a mix of descriptions and the spec's
// two-letter codes for the rest. Weights are shares of cases: debt collection dominates, torts are a thin tail.

type PartyKind =
  | 'person'
  | 'business'
  | 'debtFiler'
  | 'evictionFiler'
  | 'insurer'
  | 'hospital'
  | 'manufacturer'
  | 'employer'
  | 'retailer'
  | 'government';

interface CaseTypeProfile {
  readonly spellings: Weighted<string>;
  /** Justice courts hear small claims; everything else goes to a district court. */
  readonly court: 'district' | 'justice' | 'either';
  readonly plaintiff: Weighted<PartyKind>;
  readonly defendant: Weighted<PartyKind>;
  /** Extra defendant kinds (a doctor beside the hospital, a driver beside the insurer). */
  readonly extraDefendant?: Weighted<PartyKind>;
  /** Share of cases with a garnishee row (post-judgment collection of a debt). */
  readonly garnishee?: number;
}

/** A case type as the table below writes it: shares are relative weights. */
interface CaseTypeSpec {
  /** Share of all cases. */
  share: number;
  spellings: Record<string, number>;
  court: CaseTypeProfile['court'];
  plaintiff: Partial<Record<PartyKind, number>>;
  defendant: Partial<Record<PartyKind, number>>;
  extraDefendant?: Partial<Record<PartyKind, number>>;
  garnishee?: number;
}

/** Object-literal weights; entries keep their written order, so the draw is the same everywhere. */
function weights<K extends string>(table: Partial<Record<K, number>>): Weighted<K> {
  return weighted(Object.entries(table) as [K, number][]);
}

const CASE_TYPE_SPECS: CaseTypeSpec[] = [
  {
    share: 58,
    spellings: { 'Debt Collection': 90, 'DEBT COLLECTION': 8, 'Debt Collection ': 2 },
    court: 'district',
    plaintiff: { debtFiler: 88, business: 10, person: 2 },
    defendant: { person: 1 },
    garnishee: 0.03,
  },
  {
    share: 16,
    spellings: { Eviction: 92, EVICTION: 6, 'Unlawful Detainer': 2 },
    court: 'district',
    plaintiff: { evictionFiler: 70, business: 18, person: 12 },
    defendant: { person: 1 },
  },
  {
    share: 10,
    spellings: { 'Small Claims': 95, 'SMALL CLAIMS': 5 },
    court: 'justice',
    plaintiff: { person: 55, business: 40, debtFiler: 5 },
    defendant: { person: 75, business: 25 },
  },
  {
    share: 5,
    spellings: { Contracts: 60, CN: 30, Contract: 10 },
    court: 'district',
    plaintiff: { business: 70, person: 25, debtFiler: 5 },
    defendant: { business: 45, person: 55 },
  },
  {
    share: 1.5,
    spellings: { 'Lien/Mortgage Foreclosures': 60, LM: 40 },
    court: 'district',
    plaintiff: { business: 80, debtFiler: 20 },
    defendant: { person: 1 },
  },
  {
    share: 1.6,
    spellings: { Civil: 50, CV: 50 },
    court: 'either',
    plaintiff: { person: 50, business: 50 },
    defendant: { person: 60, business: 35, government: 5 },
  },
  {
    share: 2,
    spellings: { 'Automobile Tort': 55, TA: 45 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { person: 1 },
    extraDefendant: { insurer: 60, business: 40 },
  },
  {
    share: 1,
    spellings: { 'Personal Injury': 1 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { person: 40, business: 40, retailer: 20 },
  },
  {
    share: 0.8,
    spellings: { 'Property Rights': 60, PR: 40 },
    court: 'district',
    plaintiff: { person: 50, business: 50 },
    defendant: { person: 50, business: 40, government: 10 },
  },
  {
    share: 0.6,
    spellings: { 'Premises Liability': 55, PL: 45 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { retailer: 55, business: 35, person: 10 },
  },
  {
    share: 0.4,
    spellings: { 'Property Damage': 1 },
    court: 'district',
    plaintiff: { person: 40, insurer: 40, business: 20 },
    defendant: { person: 60, business: 40 },
  },
  {
    share: 0.3,
    spellings: { 'Medical Malpractice': 55, MM: 45 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { hospital: 70, person: 30 },
    extraDefendant: { person: 70, hospital: 30 },
  },
  {
    share: 0.3,
    spellings: { 'Contract: Fraud': 50, CF: 50 },
    court: 'district',
    plaintiff: { business: 60, person: 40 },
    defendant: { business: 55, person: 45 },
  },
  {
    share: 0.2,
    spellings: { 'Wrongful Termination': 55, WT: 45 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { employer: 60, business: 40 },
  },
  {
    share: 0.2,
    spellings: { 'Intentional Tort': 50, TI: 50 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { person: 70, business: 30 },
  },
  {
    share: 0.15,
    spellings: { 'Product Liability': 55, LP: 45 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { manufacturer: 75, retailer: 25 },
    extraDefendant: { retailer: 60, manufacturer: 40 },
  },
  {
    share: 0.15,
    spellings: { 'Civil Rights': 50, CR: 50 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { government: 70, employer: 30 },
  },
  {
    share: 0.1,
    spellings: { 'Wrongful Death': 1 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { business: 40, person: 30, hospital: 15, manufacturer: 15 },
  },
  {
    share: 0.1,
    spellings: { 'Slander/Libel/Defamation': 50, LB: 50 },
    court: 'district',
    plaintiff: { person: 60, business: 40 },
    defendant: { person: 70, business: 30 },
  },
  {
    share: 0.1,
    spellings: { 'Contract: Employment Discrimination': 50, CE: 50 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { employer: 70, business: 30 },
  },
  {
    share: 0.05,
    spellings: { 'Sexual Harassment': 50, SH: 50 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { employer: 60, business: 40 },
    extraDefendant: { person: 1 },
  },
  {
    share: 0.05,
    spellings: { 'Legal Malpractice': 50, ML: 50 },
    court: 'district',
    plaintiff: { person: 70, business: 30 },
    defendant: { person: 50, business: 50 },
  },
  {
    share: 0.05,
    spellings: { Condemnation: 50, CD: 50 },
    court: 'district',
    plaintiff: { government: 1 },
    defendant: { person: 60, business: 40 },
  },
  {
    share: 0.05,
    spellings: { Interpleader: 50, IP: 50 },
    court: 'district',
    plaintiff: { insurer: 60, business: 40 },
    defendant: { person: 1 },
  },
  {
    share: 0.04,
    spellings: { 'Water Rights': 50, WA: 50 },
    court: 'district',
    plaintiff: { person: 50, business: 30, government: 20 },
    defendant: { person: 50, business: 30, government: 20 },
  },
  {
    share: 0.02,
    spellings: { Asbestos: 50, AS: 50 },
    court: 'district',
    plaintiff: { person: 1 },
    defendant: { manufacturer: 80, business: 20 },
    extraDefendant: { manufacturer: 1 },
  },
];

const CASE_TYPES = weighted<CaseTypeProfile>(
  CASE_TYPE_SPECS.map((spec) => [
    {
      spellings: weights(spec.spellings),
      court: spec.court,
      plaintiff: weights(spec.plaintiff),
      defendant: weights(spec.defendant),
      ...(spec.extraDefendant ? { extraDefendant: weights(spec.extraDefendant) } : {}),
      ...(spec.garnishee === undefined ? {} : { garnishee: spec.garnishee }),
    },
    spec.share,
  ]),
);

const DEFENDANT_COUNT = weighted([
  [1, 62],
  [2, 30],
  [3, 8],
] as const);

// ---------------------------------------------------------------------------------------------------------
// The generator

interface Party {
  code: string;
  last: string;
  first: string;
}

/** Rates of the messy parts, per row unless said otherwise; small, as in real exports. */
const MESS = {
  padded: 0.006,
  naFirstName: 0.004,
  mixedCase: 0.002,
  quotedNewline: 0.0005,
  unpaddedDate: 0.02,
  isoDate: 0.01,
  attorneyRow: 0.04,
  crossCourtNumber: 0.003,
} as const;

/** Cases at which the rare shapes are forced, so even a small file holds one of each (tests rely on it). */
const FORCED_NEWLINE_CASE = 7;
const FORCED_COMMA_CASE = 3;

class UtahExportBuilder {
  private readonly random: () => number;
  private readonly weekStart: Date;
  private readonly sequences = new Map<number, { year: number; seq: number }>();
  private readonly lastNumberByCourt = new Map<string, string>();
  private readonly borrowed = new Set<string>();
  private caseIndex = 0;

  constructor(seed: number, weekStart: Date) {
    this.random = createRandom(seed);
    this.weekStart = weekStart;
  }

  /** The rows of the next case, without line endings. */
  nextCase(): string[][] {
    const random = this.random;
    const index = this.caseIndex++;
    const profile = pickWeighted(random, CASE_TYPES);
    const caseType = pickWeighted(random, profile.spellings);
    const court = this.pickCourt(profile.court);
    const caseNum = this.nextCaseNumber(court);
    const filingDate = this.pickFilingDate();

    const parties: Party[] = [];
    const firstPlaintiff = this.party('P', pickWeighted(random, profile.plaintiff));
    parties.push(firstPlaintiff);
    // People sue together (spouses, co-owners); companies seldom do.
    const secondPlaintiffShare = firstPlaintiff.first === '' ? 0.03 : 0.15;
    if (random() < secondPlaintiffShare) {
      const kind = firstPlaintiff.first === '' ? pickWeighted(random, profile.plaintiff) : 'person';
      parties.push(this.party('P', kind));
    }
    if (random() < MESS.attorneyRow) parties.push({ code: 'ATY', ...this.person() });
    const defendants = pickWeighted(random, DEFENDANT_COUNT);
    const firstDefendant = this.party('D', pickWeighted(random, profile.defendant));
    parties.push(firstDefendant);
    for (let i = 1; i < defendants; i++) {
      const kind =
        profile.extraDefendant && i === 1
          ? pickWeighted(random, profile.extraDefendant)
          : pickWeighted(random, profile.defendant);
      const extra = this.party('D', kind);
      // Co-defendants in consumer cases are often a household: same surname.
      if (kind === 'person' && firstDefendant.first !== '' && random() < 0.5)
        extra.last = firstDefendant.last;
      parties.push(extra);
    }
    if (profile.garnishee !== undefined && random() < profile.garnishee) {
      parties.push({ code: 'GAR', last: pick(random, EMPLOYERS), first: '' });
    }

    if (index === FORCED_COMMA_CASE) parties[0] = { code: 'P', last: 'ACME, INC.', first: '' };
    if (index === FORCED_NEWLINE_CASE) {
      parties[0] = { code: 'P', last: 'WASATCH HOLDINGS LLC\nC/O REGISTERED AGENT', first: '' };
    }

    return parties.map((p) => [
      this.maybePad(caseType),
      caseNum,
      this.maybePad(court.name),
      filingDate,
      p.code,
      this.maybeMangleName(p.last),
      p.first === '' && random() < MESS.naFirstName ? 'NA' : p.first,
    ]);
  }

  private pickCourt(kind: CaseTypeProfile['court']): Court {
    const random = this.random;
    if (kind === 'justice') return pickWeighted(random, JUSTICE_COURTS);
    if (kind === 'either' && random() < 0.3) return pickWeighted(random, JUSTICE_COURTS);
    return pickWeighted(random, DISTRICT_COURTS);
  }

  /**
   * `YY` + two-digit court id + five-digit sequence, counted per court. A synthetic file is far bigger
   * than a real week, so a court that passes 99,999 continues under the next year prefix: (court, number)
   * stays unique, which is what identifies a case. A few cases reuse another court's number on purpose.
   */
  private nextCaseNumber(court: Court): string {
    const random = this.random;
    if (random() < MESS.crossCourtNumber && this.lastNumberByCourt.size > 1) {
      const others = [...this.lastNumberByCourt.entries()].filter(([name]) => name !== court.name);
      const [, number] = pick(random, others);
      const key = `${court.name}|${number}`;
      if (!this.borrowed.has(key)) {
        this.borrowed.add(key);
        return number;
      }
    }
    let state = this.sequences.get(court.id);
    if (!state) {
      state = { year: this.weekStart.getUTCFullYear() % 100, seq: 100 + Math.floor(random() * 4000) };
      this.sequences.set(court.id, state);
    }
    state.seq += 1;
    if (state.seq > 99_999) {
      state.year = (state.year + 1) % 100;
      state.seq = 1;
    }
    const number =
      String(state.year).padStart(2, '0') +
      String(court.id).padStart(2, '0') +
      String(state.seq).padStart(5, '0');
    this.lastNumberByCourt.set(court.name, number);
    return number;
  }

  private pickFilingDate(): string {
    const random = this.random;
    // Courts file on weekdays; e-filing lets a few through on the weekend.
    const r = random();
    const day = r < 0.97 ? Math.floor(random() * 5) : 5 + Math.floor(random() * 2);
    const date = new Date(this.weekStart.getTime() + day * 86_400_000);
    const y = date.getUTCFullYear();
    const m = date.getUTCMonth() + 1;
    const d = date.getUTCDate();
    const style = random();
    if (style < MESS.isoDate) return `${y}-${pad2(m)}-${pad2(d)}`;
    if (style < MESS.isoDate + MESS.unpaddedDate) return `${m}/${d}/${y}`;
    return `${pad2(m)}/${pad2(d)}/${y}`;
  }

  private party(code: string, kind: PartyKind): Party {
    const random = this.random;
    switch (kind) {
      case 'person':
        return { code, ...this.person() };
      case 'debtFiler': {
        const name = pickWeighted(random, DEBT_FILER_TABLE);
        const variants = FILER_VARIANTS[name];
        const last = variants && random() < 0.25 ? pick(random, variants) : name;
        return { code, last, first: '' };
      }
      case 'evictionFiler':
        return random() < 0.75
          ? { code, last: pickWeighted(random, EVICTION_FILER_TABLE), first: '' }
          : {
              code,
              last: `${pick(random, PLACE_WORDS)} ${pick(random, APARTMENT_WORDS)} ${pickWeighted(random, LEGAL_SUFFIXES)}`,
              first: '',
            };
      case 'business':
        return { code, last: this.businessName(), first: '' };
      case 'insurer':
        return { code, last: pick(random, INSURERS), first: '' };
      case 'hospital':
        return { code, last: pick(random, HOSPITALS), first: '' };
      case 'manufacturer':
        return { code, last: pick(random, MANUFACTURERS), first: '' };
      case 'employer':
        return { code, last: pick(random, EMPLOYERS), first: '' };
      case 'retailer':
        return { code, last: pick(random, RETAILERS), first: '' };
      case 'government':
        return { code, last: pick(random, GOVERNMENT), first: '' };
    }
  }

  private person(): { last: string; first: string } {
    const random = this.random;
    const last = random() < 0.01 ? pick(random, ACCENTED_SURNAMES) : pick(random, SURNAMES);
    let first = pick(random, FIRST_NAMES);
    const r = random();
    if (r < 0.35) first += ` ${MIDDLE_INITIALS[Math.floor(random() * MIDDLE_INITIALS.length)]}`;
    else if (r < 0.37) first = `${first} "${pick(random, FIRST_NAMES)}"`;
    return { last, first };
  }

  private businessName(): string {
    const random = this.random;
    const stem = random() < 0.5 ? pick(random, PLACE_WORDS) : pick(random, SURNAMES);
    const suffix = pickWeighted(random, LEGAL_SUFFIXES);
    // Some exports keep the comma before the entity suffix ("ACME, INC."), which forces quoting.
    const comma = random() < 0.08 ? ',' : '';
    return `${stem} ${pick(random, TRADE_WORDS)}${comma} ${suffix}`;
  }

  private maybePad(value: string): string {
    return this.random() < MESS.padded ? `  ${value} ` : value;
  }

  private maybeMangleName(value: string): string {
    const random = this.random;
    const r = random();
    if (r < MESS.padded) return ` ${value}   `;
    if (r < MESS.padded + MESS.mixedCase) return value.charAt(0) + value.slice(1).toLowerCase();
    if (r < MESS.padded + MESS.mixedCase + MESS.quotedNewline)
      return `${value}\nDBA ${pick(random, PLACE_WORDS)} SERVICES`;
    return value;
  }
}

const DEBT_FILER_TABLE = zipf(DEBT_FILERS, 1.1);
const EVICTION_FILER_TABLE = zipf(EVICTION_FILERS, 0.9);

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** RFC 4180 quoting, only where needed: commas, quotes and line breaks. */
function csvField(value: string): string {
  if (/[",\r\n]/.test(value)) return `"${value.replaceAll('"', '""')}"`;
  return value;
}

const FLUSH_CHARS = 256 * 1024;

/**
 * Streams a Utah-shaped weekly filing report to `out` until the next case would pass `targetBytes`.
 * Memory stays flat whatever the size: rows are written in 256 KB chunks, waiting for 'drain'.
 * Does not end `out`; the caller owns it.
 */
export async function generateUtahExport(
  options: UtahExportOptions,
  out: NodeJS.WritableStream,
): Promise<UtahExportStats> {
  const seed = options.seed ?? DEFAULT_SEED;
  const eol = options.crlf ? '\r\n' : '\n';
  const builder = new UtahExportBuilder(seed, options.weekStart ?? DEFAULT_WEEK_START);

  const head = `${options.bom ? '\uFEFF' : ''}${UTAH_EXPORT_HEADER}${eol}`;
  let bytes = Buffer.byteLength(head);
  if (bytes > options.targetBytes)
    throw new Error(`targetBytes ${options.targetBytes} is smaller than the header`);
  let rows = 0;
  let cases = 0;
  let chunk = head;

  const write = (text: string): Promise<void> | undefined => {
    if (out.write(text)) return undefined;
    return new Promise((resolve, reject) => {
      const onDrain = () => {
        out.off('error', onError);
        resolve();
      };
      const onError = (error: Error) => {
        out.off('drain', onDrain);
        reject(error);
      };
      out.once('drain', onDrain);
      out.once('error', onError);
    });
  };

  for (;;) {
    const caseRows = builder.nextCase();
    let text = '';
    for (const row of caseRows) text += row.map(csvField).join(',') + eol;
    const size = Buffer.byteLength(text);
    if (bytes + size > options.targetBytes) break;
    bytes += size;
    rows += caseRows.length;
    cases += 1;
    chunk += text;
    if (chunk.length >= FLUSH_CHARS) {
      const pending = write(chunk);
      chunk = '';
      if (pending) await pending;
    }
  }
  if (chunk.length > 0) await write(chunk);
  return { rows, cases, bytes };
}

/** Writes an export to a file through a temporary name, so an interrupted run never leaves a partial file. */
export async function writeUtahExportFile(
  file: string,
  options: UtahExportOptions,
): Promise<UtahExportStats> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const out = fs.createWriteStream(partial, { highWaterMark: 1024 * 1024 });
  try {
    const stats = await generateUtahExport(options, out);
    await new Promise<void>((resolve, reject) => {
      out.once('error', reject);
      out.end(resolve);
    });
    fs.renameSync(partial, file);
    return stats;
  } catch (error) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

export const BYTES_PER_MB = 1024 * 1024;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      mb: { type: 'string', default: '10' },
      out: { type: 'string' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      'week-start': { type: 'string' },
      crlf: { type: 'boolean', default: false },
      bom: { type: 'boolean', default: false },
    },
  });
  const mb = Number(values.mb);
  const seed = Number(values.seed);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error('--mb must be a positive number');
  if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
  const weekStart = values['week-start'] ? new Date(`${values['week-start']}T00:00:00Z`) : DEFAULT_WEEK_START;
  if (Number.isNaN(weekStart.getTime())) throw new Error('--week-start must be YYYY-MM-DD');
  const options = {
    targetBytes: Math.floor(mb * BYTES_PER_MB),
    seed,
    weekStart,
    crlf: values.crlf,
    bom: values.bom,
  };
  const started = performance.now();
  const stats = values.out
    ? await writeUtahExportFile(path.resolve(values.out), options)
    : await generateUtahExport(options, process.stdout);
  const seconds = (performance.now() - started) / 1000;
  console.error(
    `${stats.rows} rows, ${stats.cases} cases, ${stats.bytes} bytes in ${seconds.toFixed(1)} s` +
      (values.out ? ` -> ${values.out}` : ''),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
