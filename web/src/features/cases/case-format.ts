import { type CaseDisposition, isOverKind, type LegalCaseListItem } from '@common/cases';

/** Spec §9: party names on cards are cut to this many characters. */
export const PARTY_NAME_MAX = 30;
/** Spec §2: the district a case shows when the export names none. */
export const DEFAULT_DISTRICT = 'Salt Lake City District';
/** Utah's public case search (XChange), opened from each card's 'Utah Courts' button. */
export const UTAH_COURTS_URL = 'https://www.utcourts.gov/en/court-records-publications/records/xchange.html';

/** Cuts `text` to `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max = PARTY_NAME_MAX): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

// minimumFractionDigits too: USD defaults to 2, and a maximum below the minimum throws.
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole US dollars ('$350,000'), or 'Not specified' (spec §2). */
export function formatAmount(amount: number | null | undefined): string {
  return amount === null || amount === undefined || !Number.isFinite(amount)
    ? 'Not specified'
    : wholeDollars.format(amount);
}

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' as 'Jan 6, 2025' (read as UTC so no time zone moves it a day), or 'Not specified'. */
export function formatFilingDate(date: string | null | undefined): string {
  if (!date) return 'Not specified';
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dateFormat.format(parsed);
}

/** Disposition labels on badges are cut to this many characters (the full text is in the badge's title). */
export const DISPOSITION_LABEL_MAX = 28;

/** A disposition's badge: the export's words and the date, 'Dismissed · Mar 14, 2025'; 'Active' without one. */
export function formatDisposition(disposition: CaseDisposition): { text: string; title: string } {
  const date = disposition.date ? formatFilingDate(disposition.date) : null;
  const text = truncate(disposition.label, DISPOSITION_LABEL_MAX) + (date ? ` · ${date}` : '');
  const over = isOverKind(disposition.kind) ? ': the case is over, not a lead' : '';
  return { text, title: `Disposition: ${disposition.label}${date ? `, ${date}` : ''}${over}` };
}

/** 'utah-2025-w07' → 'Week 7, 2025'; anything else is shown as it is. */
export function formatWeekKey(weekKey: string | null | undefined): string {
  if (!weekKey) return 'Unknown week';
  const match = /-(\d{4})-w(\d{1,2})$/i.exec(weekKey);
  return match ? `Week ${Number(match[2])}, ${match[1]}` : weekKey;
}

/** Spec §4: analysed once enriched or once a complaint has been analysed. */
export function isAnalysed(legalCase: LegalCaseListItem): boolean {
  return Boolean(legalCase.analysis.enrichedAt || legalCase.aiAnalysis);
}

/** Spec §2: a complaint is attached to the case (lists carry the flag, not the complaint's text). */
export function hasComplaintText(legalCase: LegalCaseListItem): boolean {
  const text = legalCase.aiAnalysis?.complaintText;
  return legalCase.hasComplaint || (typeof text === 'string' && text.trim().length > 0);
}

export type ScoreTone = 'red' | 'yellow' | 'blue';

/** Spec §9: expert match 90+ red, 70+ yellow, else blue. */
export function matchTone(match: number): ScoreTone {
  if (match >= 90) return 'red';
  if (match >= 70) return 'yellow';
  return 'blue';
}

/** Spec §9: priority 4+ red, 3 yellow, else blue. */
export function priorityTone(priority: number): ScoreTone {
  if (priority >= 4) return 'red';
  if (priority === 3) return 'yellow';
  return 'blue';
}

/** The plaintiff line of a card: the joined names, or the spec's placeholder. */
export function plaintiffName(legalCase: LegalCaseListItem): string {
  return legalCase.parties.plaintiff?.trim() || 'Plaintiff Not Listed';
}

export function defendantName(legalCase: LegalCaseListItem): string {
  return legalCase.parties.defendant?.trim() || 'Defendant Not Listed';
}

/** A ranking reason split into its points and its text: '+2 priority, +25 match: Tier 3' → '+2 / +25', 'Tier 3'. */
export function splitReason(reason: string): { priority: number | null; match: number | null; text: string } {
  const found = /^\s*([+-]?\d+)\s*priority\s*,\s*([+-]?\d+)\s*match\s*:\s*/i.exec(reason);
  if (!found) return { priority: null, match: null, text: reason.trim() };
  return { priority: Number(found[1]), match: Number(found[2]), text: reason.slice(found[0].length).trim() };
}

/**
 * The ranking reason that moved the researched case most, up or down (a repeat filer's -2 says as much as a
 * Tier 3 amount's +2), without its points, for the one line a card has room for.
 */
export function topResearchReason(legalCase: LegalCaseListItem): string | null {
  let best: { text: string; weight: number } | null = null;
  for (const reason of legalCase.research?.reasons ?? []) {
    const { priority, match, text } = splitReason(reason);
    // A priority point outranks any number of match points (priority is 0-5, match 0-100).
    const weight = Math.abs(priority ?? 0) * 1_000 + Math.abs(match ?? 0);
    if (text && (!best || weight > best.weight)) best = { text, weight };
  }
  return best?.text ?? null;
}
