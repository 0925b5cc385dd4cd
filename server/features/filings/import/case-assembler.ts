import type { ImportStats } from '@common/filings';
import type { CaseRow } from '../../../db/schema';
import type { CaseDraft } from '../../../domain/classification/case-draft';
import {
  type CaseClassification,
  classifyCase,
  plaintiffKey,
  REPEAT_FILER_MIN_CASES,
} from '../../../domain/classification/classify-case';
import { partyKey } from '../../../domain/parties/party-patterns';
import { amountOf, dispositionOf } from '../../cases/stored-case';
import { caseKey, mergeCaseRows } from './group-case';
import type { NormalizedParty, NormalizedRow } from './normalize-row';

/** Warnings reported back to the user (the import keeps going). */
const WARNINGS_REPORTED = 20;

/** The classification columns, rewritten when a case is re-classified at the end of the file. */
export const CLASSIFICATION_COLUMNS = [
  'classification',
  'category',
  'is_high_value',
  'is_omitted',
  'omit_reason',
  'needs_expert_witness',
  'discovery_tier',
  'priority',
  'expert_witness_match',
  'reasons',
] as const;

/**
 * The columns an import sends through COPY, in this order (`caseCopyRow`). The columns every case of a week
 * shares (workspace, filing, state, week key) are defaults of the week's table and are not sent.
 */
export const CASE_COPY_COLUMNS = [
  'court',
  'case_number',
  'case_type_code',
  'case_type_raw',
  'filing_date',
  'monetary_amount',
  'plaintiffs',
  'defendants',
  'other_parties',
  'judge',
  'plaintiff_attorneys',
  'defendant_attorneys',
  'disposition',
  'disposition_kind',
  'disposition_date',
  ...CLASSIFICATION_COLUMNS,
  'source_line',
  'search_text',
  'plaintiff_keys',
  'defendant_keys',
] as const;

/**
 * A filtered-out case's only reason is 'Filtered out: ' + its omit reason, which has a column of its own:
 * it is stored once (most of a week is filtered out) and put back when read (`reasonsOf` in features/cases/stored-case.ts).
 */
function storedReasons(result: CaseClassification): string {
  return result.isOmitted ? '[]' : JSON.stringify(result.reasons);
}

export function classificationValues(result: CaseClassification): unknown[] {
  return [
    result.classification,
    result.category,
    result.isHighValue,
    result.isOmitted,
    result.omitReason,
    result.needsExpertWitness,
    result.discoveryTier,
    result.priority,
    result.expertWitnessMatch,
    storedReasons(result),
  ];
}

export function caseCopyRow(draft: CaseDraft, result: CaseClassification): unknown[] {
  return [
    draft.court,
    draft.caseNumber,
    draft.caseTypeCode,
    draft.caseTypeRaw,
    draft.filingDate,
    draft.amount,
    draft.plaintiffs,
    draft.defendants,
    draft.otherParties,
    draft.judge,
    draft.plaintiffAttorneys,
    draft.defendantAttorneys,
    draft.disposition?.label ?? null,
    draft.disposition?.kind ?? null,
    draft.disposition?.date ?? null,
    ...classificationValues(result),
    draft.firstLine,
    buildSearchText(draft, result.classification),
    draft.plaintiffs.map(plaintiffKey),
    draft.defendants.map(partyKey),
  ];
}

/** Lower-cased haystack for substring search: number, type, classification, court and party names. */
export function buildSearchText(draft: CaseDraft, classification: string): string {
  return [
    draft.caseNumber,
    draft.caseTypeCode,
    draft.caseTypeRaw,
    classification,
    draft.court,
    ...draft.plaintiffs,
    ...draft.defendants,
  ]
    .filter(Boolean)
    .join(' \u0001 ')
    .toLowerCase();
}

/** A case as stored, enough to rebuild its draft (for re-classification and for merging split cases). */
export type StoredCase = Pick<
  CaseRow,
  | 'id'
  | 'court'
  | 'case_number'
  | 'case_type_code'
  | 'case_type_raw'
  | 'filing_date'
  | 'monetary_amount'
  | 'plaintiffs'
  | 'defendants'
  | 'other_parties'
  | 'judge'
  | 'plaintiff_attorneys'
  | 'defendant_attorneys'
  | 'disposition'
  | 'disposition_kind'
  | 'disposition_date'
  | 'source_line'
  | 'is_high_value'
  | 'is_omitted'
  | 'needs_expert_witness'
>;

/**
 * A stored case as the rows it came from: one row with its parties, type, date, amount, judge and
 * disposition, and one more per further attorney. Merging these rows (mergeCaseRows) rebuilds the case, or joins split ones.
 */
export function rowsOfStoredCase(stored: StoredCase): NormalizedRow[] {
  const line = stored.source_line ?? 0;
  const parties: NormalizedParty[] = [
    ...stored.plaintiffs.map((name) => ({ role: 'plaintiff' as const, name })),
    ...stored.defendants.map((name) => ({ role: 'defendant' as const, name })),
    ...stored.other_parties.map((name) => ({ role: 'other' as const, name })),
  ];
  const base: NormalizedRow = {
    line,
    court: stored.court,
    caseNumber: stored.case_number,
    caseTypeCode: stored.case_type_code,
    caseTypeRaw: stored.case_type_raw,
    filingDate: stored.filing_date,
    amount: amountOf(stored),
    parties,
    judge: stored.judge,
    plaintiffAttorney: stored.plaintiff_attorneys[0] ?? null,
    defendantAttorney: stored.defendant_attorneys[0] ?? null,
    disposition: dispositionOf(stored),
  };
  const more = Math.max(stored.plaintiff_attorneys.length, stored.defendant_attorneys.length);
  const rows = [base];
  for (let i = 1; i < more; i++) {
    rows.push({
      ...base,
      parties: [],
      caseTypeRaw: null,
      caseTypeCode: null,
      filingDate: null,
      amount: null,
      judge: null,
      disposition: null,
      plaintiffAttorney: stored.plaintiff_attorneys[i] ?? null,
      defendantAttorney: stored.defendant_attorneys[i] ?? null,
    });
  }
  return rows;
}

/**
 * A set of strings kept as two 32-bit hashes each in typed arrays: a million case keys take 16 MB instead
 * of the ~80 MB of a Set<string>. A hit may (very rarely) be a collision, so hits are only suspicions that
 * the caller verifies.
 */
export class HashedKeySet {
  private slots = new Uint32Array(1 << 16);
  private used = 0;

  /** Adds the key; returns true when it (or a colliding key) was already there. */
  addAndCheck(key: string): boolean {
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 + c, 0x5bd1e995) ^ (h2 >>> 15);
    }
    h1 >>>= 0;
    h2 = (h2 | 1) >>> 0; // never 0: a zero second word marks an empty slot
    if ((this.used + 1) * 2 > this.slots.length / 2) this.grow();
    if (this.insert(this.slots, h1, h2)) {
      this.used += 1;
      return false;
    }
    return true;
  }

  private insert(slots: Uint32Array, h1: number, h2: number): boolean {
    const mask = slots.length / 2 - 1;
    for (let i = h1 & mask; ; i = (i + 1) & mask) {
      if (slots[2 * i + 1] === 0) {
        slots[2 * i] = h1;
        slots[2 * i + 1] = h2;
        return true;
      }
      if (slots[2 * i] === h1 && slots[2 * i + 1] === h2) return false;
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Uint32Array(old.length * 2);
    for (let i = 0; i < old.length; i += 2) {
      if (old[i + 1] !== 0) this.insert(this.slots, old[i]!, old[i + 1]!);
    }
  }
}

type AssemblerStats = Pick<
  ImportStats,
  'totalCases' | 'highValueCases' | 'omittedCases' | 'needExpertWitness' | 'warnings'
>;

export interface AssemblerSnapshot {
  filingYear: number;
  plaintiffCaseCounts: Map<string, number>;
  stats: AssemblerStats;
  revisit: number[];
  splitKeys: Map<string, { court: string | null; caseNumber: string }>;
}

/**
 * Turns a stream of one file's rows, grouped into runs of adjacent rows per case, into classified cases in a
 * single pass, holding only per-plaintiff counts and a hashed set of case keys (never the cases).
 *
 * Two things are only known at the end of the file, and both are rare, so they are fixed up afterwards from
 * the stored rows instead of reading the file twice:
 * - whether a plaintiff is a repeat filer: its first cases were classified before it reached
 *   REPEAT_FILER_MIN_CASES; `linesToRevisit` names them (at most two per repeat filer);
 * - whether a case's rows are all adjacent: a key seen again names a case split in the file
 *   (`splitCaseKeys`), whose parts are merged.
 */
export class CaseAssembler {
  plaintiffCaseCounts = new Map<string, number>();
  stats: AssemblerStats = {
    totalCases: 0,
    highValueCases: 0,
    omittedCases: 0,
    needExpertWitness: 0,
    warnings: [],
  };
  /** Plaintiff key → first lines of its cases seen while it had fewer than REPEAT_FILER_MIN_CASES. */
  private readonly earlyCases = new Map<string, number[]>();
  private revisit: number[] = [];
  private readonly seenKeys = new HashedKeySet();
  private splitKeys = new Map<string, { court: string | null; caseNumber: string }>();

  constructor(private readonly filingYear: number) {}

  /** What the end of the file needs, as plain data (it crosses from the import worker). */
  snapshot(): AssemblerSnapshot {
    return {
      filingYear: this.filingYear,
      plaintiffCaseCounts: this.plaintiffCaseCounts,
      stats: this.stats,
      revisit: this.revisit,
      splitKeys: this.splitKeys,
    };
  }

  static fromSnapshot(snapshot: AssemblerSnapshot): CaseAssembler {
    const assembler = new CaseAssembler(snapshot.filingYear);
    assembler.plaintiffCaseCounts = snapshot.plaintiffCaseCounts;
    assembler.stats = snapshot.stats;
    assembler.revisit = snapshot.revisit;
    assembler.splitKeys = snapshot.splitKeys;
    return assembler;
  }

  /** Classifies one case from its adjacent rows and returns its COPY row. */
  add(rows: NormalizedRow[]): unknown[] {
    const draft = mergeCaseRows(rows);
    const key = caseKey(draft.court, draft.caseNumber);
    if (this.seenKeys.addAndCheck(key))
      this.splitKeys.set(key, { court: draft.court, caseNumber: draft.caseNumber });
    const earlyKeys = this.countPlaintiffs(draft);
    const result = this.classify(draft);
    if (earlyKeys.length > 0 && this.dependsOnRepeatFilers(draft, result, earlyKeys)) {
      for (const key of earlyKeys) {
        const early = this.earlyCases.get(key);
        if (early) early.push(draft.firstLine);
        else this.earlyCases.set(key, [draft.firstLine]);
      }
    }
    this.count(result, 1);
    this.stats.totalCases += 1;
    for (const warning of draft.warnings) this.warn(`Line ${draft.firstLine}: ${warning}`);
    return caseCopyRow(draft, result);
  }

  classify(draft: CaseDraft): CaseClassification {
    return classifyCase(draft, {
      plaintiffCaseCounts: this.plaintiffCaseCounts,
      filingYear: this.filingYear,
    });
  }

  /** Adds (sign 1) or removes (sign -1) a classification from the totals. */
  count(
    result: Pick<CaseClassification, 'isHighValue' | 'isOmitted' | 'needsExpertWitness'>,
    sign: 1 | -1,
  ): void {
    if (result.isHighValue) this.stats.highValueCases += sign;
    if (result.isOmitted) this.stats.omittedCases += sign;
    if (result.needsExpertWitness) this.stats.needExpertWitness += sign;
  }

  warn(text: string): void {
    if (this.stats.warnings.length < WARNINGS_REPORTED) this.stats.warnings.push(text);
  }

  /** A warning about the whole file: listed before the per-case ones, never crowded out by them. */
  warnFirst(text: string): void {
    this.stats.warnings.unshift(text);
    if (this.stats.warnings.length > WARNINGS_REPORTED) this.stats.warnings.pop();
  }

  /** First lines of the cases classified before one of their plaintiffs turned out to be a repeat filer. */
  linesToRevisit(): number[] {
    return this.revisit;
  }

  /** Cases whose rows are not all adjacent in the file (or, rarely, a hash collision: verify). */
  splitCaseKeys(): { court: string | null; caseNumber: string }[] {
    return [...this.splitKeys.values()];
  }

  /** A split case's parts each counted their plaintiffs once; merged, the case counts once. */
  uncountPlaintiffs(draft: Pick<CaseDraft, 'plaintiffs'>): void {
    for (const key of new Set(draft.plaintiffs.map(plaintiffKey))) {
      const count = this.plaintiffCaseCounts.get(key);
      if (count !== undefined) this.plaintiffCaseCounts.set(key, count - 1);
    }
  }

  /** Counts the case for each of its plaintiffs; returns those not yet repeat filers. */
  private countPlaintiffs(draft: CaseDraft): string[] {
    const early: string[] = [];
    for (const key of new Set(draft.plaintiffs.map(plaintiffKey))) {
      const count = (this.plaintiffCaseCounts.get(key) ?? 0) + 1;
      this.plaintiffCaseCounts.set(key, count);
      if (count < REPEAT_FILER_MIN_CASES) {
        early.push(key);
      } else if (count === REPEAT_FILER_MIN_CASES) {
        const lines = this.earlyCases.get(key);
        if (lines) for (const line of lines) this.revisit.push(line);
        this.earlyCases.delete(key);
      }
    }
    return early;
  }

  /**
   * Whether the case would be classified otherwise if its not-yet-repeat plaintiffs turned out to be repeat
   * filers. Most would not (an eviction is filtered out either way), and only those are revisited.
   */
  private dependsOnRepeatFilers(draft: CaseDraft, result: CaseClassification, earlyKeys: string[]): boolean {
    const counts = this.plaintiffCaseCounts;
    const asRepeat = {
      get: (key: string) => (earlyKeys.includes(key) ? REPEAT_FILER_MIN_CASES : counts.get(key)),
    } as ReadonlyMap<string, number>;
    const alternative = classifyCase(draft, { plaintiffCaseCounts: asRepeat, filingYear: this.filingYear });
    return (
      alternative.omitReason !== result.omitReason ||
      alternative.priority !== result.priority ||
      alternative.expertWitnessMatch !== result.expertWitnessMatch ||
      alternative.isHighValue !== result.isHighValue ||
      alternative.needsExpertWitness !== result.needsExpertWitness ||
      alternative.reasons.join('\n') !== result.reasons.join('\n')
    );
  }
}

export { caseKey };
