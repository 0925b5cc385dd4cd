import { getStateName } from '@common/states';
import { type StateProfile, stateProfile } from '../../../domain/states';
import { otherCourtsOfCaseNumber, otherStateOfCourt } from '../../../domain/states/other-states';

/** Distinct values kept of each kind: a file of free text in its court column does not grow them without end. */
const COURTS_KEPT = 2_000;
const SHAPES_KEPT = 200;
const DAYS_KEPT = 4_000;

/** What a file says about where and when its cases were filed, gathered case by case as it streams. */
export interface FileEvidenceSnapshot {
  cases: number;
  /** Court name → cases, for the first COURTS_KEPT distinct courts. */
  courts: Map<string, number>;
  casesWithCourt: number;
  /** Case-number shape ('J9-AA-99-999999') → its first number and its cases. */
  shapes: Map<string, { example: string; count: number }>;
  /** Filing day (ISO) → cases. */
  days: Map<string, number>;
  datedCases: number;
}

/** 'J5-CV-20-256849' → 'A9-AA-99-999999': digits and letters stand for their kind, the rest stays. */
function caseNumberShape(caseNumber: string): string {
  return caseNumber.replace(/\d/g, '9').replace(/[A-Za-z]/g, 'A');
}

function countIn<K>(map: Map<K, number>, key: K, limit: number): void {
  const seen = map.get(key);
  if (seen !== undefined) map.set(key, seen + 1);
  else if (map.size < limit) map.set(key, 1);
}

export class FileEvidence {
  private readonly evidence: FileEvidenceSnapshot = {
    cases: 0,
    courts: new Map(),
    casesWithCourt: 0,
    shapes: new Map(),
    days: new Map(),
    datedCases: 0,
  };

  observe(draft: { court: string | null; caseNumber: string; filingDate: string | null }): void {
    const evidence = this.evidence;
    evidence.cases += 1;
    if (draft.court) {
      evidence.casesWithCourt += 1;
      countIn(evidence.courts, draft.court.trim().replace(/\s+/g, ' '), COURTS_KEPT);
    }
    const shape = caseNumberShape(draft.caseNumber);
    const known = evidence.shapes.get(shape);
    if (known) known.count += 1;
    else if (evidence.shapes.size < SHAPES_KEPT)
      evidence.shapes.set(shape, { example: draft.caseNumber, count: 1 });
    if (draft.filingDate) {
      evidence.datedCases += 1;
      countIn(evidence.days, draft.filingDate, DAYS_KEPT);
    }
  }

  /** A copy: the first batch's evidence crosses from the import worker while the file goes on. */
  snapshot(): FileEvidenceSnapshot {
    const { courts, shapes, days, ...counts } = this.evidence;
    return {
      ...counts,
      courts: new Map(courts),
      shapes: new Map([...shapes].map(([shape, entry]) => [shape, { ...entry }])),
      days: new Map(days),
    };
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A weekly export may carry cases filed up to two weeks before its week (late entries) and a week after. */
const DAYS_EARLY_ALLOWED = 14;
const DAYS_LATE_ALLOWED = 7;
/** Below this share of its cases in the chosen period (or from the chosen state's courts), a file is suspect. */
const SHARE_EXPECTED = 0.5;

/** Monday and Sunday of ISO week `week` of `year`, as UTC dates. */
export function isoWeekRange(year: number, week: number): { start: Date; end: Date } {
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0
  const start = jan4 - jan4Weekday * DAY_MS + (week - 1) * 7 * DAY_MS;
  return { start: new Date(start), end: new Date(start + 6 * DAY_MS) };
}

const dayFormat = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const fullFormat = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatRange(start: Date, end: Date): string {
  if (start.getTime() === end.getTime()) return fullFormat.format(start);
  return start.getUTCFullYear() === end.getUTCFullYear()
    ? `${dayFormat.format(start)} – ${fullFormat.format(end)}`
    : `${fullFormat.format(start)} – ${fullFormat.format(end)}`;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

function quoteList(values: string[], limit = 3): string {
  const shown = values.slice(0, limit).map((value) => `'${value}'`);
  return values.length > limit ? `${shown.join(', ')}…` : shown.join(', ');
}

function courtFinding(evidence: FileEvidenceSnapshot, profile: StateProfile): string | null {
  if (evidence.casesWithCourt === 0) return null;
  let ownCases = 0;
  const own: string[] = [];
  const others = new Map<string, string[]>();
  const unknown: string[] = [];
  for (const [court, cases] of evidence.courts) {
    const other = otherStateOfCourt(court, profile);
    if (other) others.set(other, [...(others.get(other) ?? []), court]);
    else if (profile.recognizesCourt(court)) {
      ownCases += cases;
      own.push(court);
    } else unknown.push(court);
  }
  if (ownCases / evidence.casesWithCourt >= SHARE_EXPECTED) return null;
  const distinct = own.length + unknown.length + [...others.values()].reduce((n, c) => n + c.length, 0);
  // Courts the profile cannot place are not evidence on their own: a few unknown names prove nothing.
  if (others.size === 0 && unknown.length < 3) return null;
  const named = [...others].map(([state, courts]) => `${state} (${quoteList(courts)})`);
  const tail = named.length > 0 ? `; they name ${named.join(', ')}` : `: ${quoteList(unknown)}`;
  return `${own.length} of ${plural(distinct, 'court')} ${own.length === 1 ? 'is a' : 'are'} ${profile.name} ${own.length === 1 ? 'court' : 'courts'}${tail}`;
}

function caseNumberFinding(evidence: FileEvidenceSnapshot, profile: StateProfile): string | null {
  const byCourts = new Map<string, { count: number; example: string }>();
  let ownCases = 0;
  for (const { example, count } of evidence.shapes.values()) {
    if (profile.caseNumbers.some((pattern) => pattern.test(example))) {
      ownCases += count;
      continue;
    }
    const courts = otherCourtsOfCaseNumber(example);
    if (!courts) continue;
    const seen = byCourts.get(courts);
    if (seen) seen.count += count;
    else byCourts.set(courts, { count, example });
  }
  const [top] = [...byCourts].sort((a, b) => b[1].count - a[1].count);
  if (!top || top[1].count / evidence.cases < SHARE_EXPECTED || ownCases >= top[1].count) return null;
  return `case numbers look like ${top[0]} ('${top[1].example}': ${top[1].count.toLocaleString('en-US')} of ${plural(evidence.cases, 'case')})`;
}

function dateFinding(evidence: FileEvidenceSnapshot, year: number, week: number): string | null {
  if (evidence.datedCases === 0) return null;
  const { start, end } = isoWeekRange(year, week);
  const from = start.getTime() - DAYS_EARLY_ALLOWED * DAY_MS;
  const to = end.getTime() + DAYS_LATE_ALLOWED * DAY_MS;
  let inPeriod = 0;
  const years = new Map<number, number>();
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const [day, cases] of evidence.days) {
    const time = Date.parse(`${day}T00:00:00Z`);
    if (Number.isNaN(time)) continue;
    if (time >= from && time <= to) inPeriod += cases;
    const dayYear = new Date(time).getUTCFullYear();
    years.set(dayYear, (years.get(dayYear) ?? 0) + cases);
    first = Math.min(first, time);
    last = Math.max(last, time);
  }
  if (inPeriod / evidence.datedCases >= SHARE_EXPECTED || !Number.isFinite(first)) return null;
  const [mainYear, mainCount] = [...years].sort((a, b) => b[1] - a[1])[0]!;
  const filed =
    mainCount === evidence.datedCases
      ? `filings are from ${mainYear} (${formatRange(new Date(first), new Date(last))})`
      : `filings are from ${fullFormat.format(new Date(first))} to ${fullFormat.format(new Date(last))}, most from ${mainYear}`;
  return `${filed}; the week chosen is ${year} week ${week} (${formatRange(start, end)}), and ${plural(inPeriod, 'case')} of ${evidence.datedCases.toLocaleString('en-US')} with a filing date fall near it`;
}

export interface FileMismatch {
  /** One sentence for the user. */
  message: string;
  /** Each piece of evidence, a sentence each. */
  findings: string[];
}

/**
 * Whether a file's cases fit the state and week chosen for it: its courts, the shapes of its case numbers and
 * its filing dates. Null when they fit (or when the state has no profile and the dates say nothing).
 */
export function judgeFileEvidence(
  evidence: FileEvidenceSnapshot,
  fields: { state: string; year: number; weekNumber: number },
): FileMismatch | null {
  const profile = stateProfile(fields.state);
  const findings = [
    ...(profile ? [courtFinding(evidence, profile), caseNumberFinding(evidence, profile)] : []),
    dateFinding(evidence, fields.year, fields.weekNumber),
  ].filter((finding): finding is string => finding !== null);
  if (findings.length === 0) return null;
  const sentence = findings.map((f, i) => (i === 0 ? f[0]!.toUpperCase() + f.slice(1) : f)).join('; ');
  return {
    message:
      `This file does not look like ${getStateName(fields.state)}, week ${fields.weekNumber} of ${fields.year}. ` +
      `${sentence}. Check the state and the week, or upload it anyway.`,
    findings,
  };
}
