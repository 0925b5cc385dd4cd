import type { LegalCaseDto, LegalCaseListItem } from '@common/cases';
import type { PartyBackground } from '@common/parties';
import { DEFAULT_STATE, STATE_IDS, type StateId } from '@common/states';
import { isApiError } from '@web/lib/api-client';
import { errorText, isAiUnavailable, isNetworkError, type ToastText } from '@web/lib/error-text';

export type { ToastText } from '@web/lib/error-text';

export const RESEARCH_FAILED_TITLE = 'AI Background Search Failed';

/** Spec §2: the dashboard's research line once the listed cases have been researched. */
export const RESEARCH_COMPLETED_TEXT =
  'AI analysis completed - cases prioritized by complaint retrieval prospects';

/** Spec §5: research needs a listed case and a signed-in user; the toast to show otherwise, or null. */
export function checkResearchStart(caseCount: number, hasToken: boolean): ToastText | null {
  if (caseCount === 0) {
    return {
      title: 'No Cases Available',
      description: 'No high-value cases found to analyze. Upload CSV files first.',
    };
  }
  if (!hasToken) {
    return { title: 'Authentication Required', description: 'Please log in to use AI background search.' };
  }
  return null;
}

/**
 * Spec §8 'AI Background Search Failed': the text for a failed POST /api/legal-cases/enrich-backgrounds,
 * tried in the spec's order (auth, access, the AI provider, the network, anything else).
 */
export function describeResearchError(error: unknown): string {
  const text = errorText(error);
  const status = isApiError(error) ? error.status : null;
  if (status === 401 || /unauthori[sz]ed/i.test(text)) {
    return 'Authentication expired. Please refresh the page and log in again.';
  }
  if (status === 403 || /forbidden/i.test(text)) return 'Access denied. Please check your permissions.';
  if (isAiUnavailable(error)) {
    return 'AI service temporarily unavailable. Please try again in a few moments.';
  }
  if (isNetworkError(error)) {
    return 'Network connection issue. Please check your internet connection.';
  }
  return 'Failed to complete background research on case parties. Please try again.';
}

/** `ids` in consecutive chunks of at most `size` (the server takes at most ENRICH_MAX_CASES a call). */
export function chunkIds<T>(ids: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new RangeError('Chunk size must be at least 1');
  const chunks: T[][] = [];
  for (let start = 0; start < ids.length; start += size) chunks.push(ids.slice(start, start + size));
  return chunks;
}

/** The state a case was filed in, read from its week key ('new-york-2024-w52' → 'new-york'). */
export function caseStateOf(weekKey: string | null | undefined): StateId {
  const state = /^(.+)-\d{4}-w\d{1,2}$/i.exec(weekKey ?? '')?.[1]?.toLowerCase();
  return STATE_IDS.find((id) => id === state) ?? DEFAULT_STATE;
}

/** Spec §4: the dashboard offers research until any listed case has been researched (its enrichedAt is set). */
export function isAnyResearched(cases: readonly LegalCaseListItem[]): boolean {
  return cases.some((legalCase) => Boolean(legalCase.analysis.enrichedAt));
}

const ROLE_LABEL = { plaintiff: 'Plaintiff', defendant: 'Defendant' } as const;

/** 'Plaintiff', or 'Defendant 2 of 3' when a side has several parties. */
export function partyHeading(party: PartyBackground, index: number, sideCount: number): string {
  const role = ROLE_LABEL[party.role];
  return sideCount > 1 ? `${role} ${index + 1} of ${sideCount}` : role;
}

/** The entity-type badge: 'government' → 'Government'. */
export function entityTypeLabel(entityType: PartyBackground['entityType']): string {
  return entityType === 'unknown'
    ? 'Unknown entity'
    : entityType.charAt(0).toUpperCase() + entityType.slice(1);
}

/** 'Mid-size' for the size badge; null when the size is unknown or the party is a person. */
export function partySizeLabel(size: PartyBackground['size']): string | null {
  if (size === 'unknown' || size === 'individual') return null;
  return `${size.charAt(0).toUpperCase()}${size.slice(1)}`;
}

/**
 * The parties to show as blocks: every party of the research, plaintiffs first, falling back to the two
 * backgrounds when the list is empty (older research).
 */
export function listResearchedParties(research: NonNullable<LegalCaseDto['research']>): PartyBackground[] {
  const parties =
    research.parties.length > 0
      ? research.parties
      : [research.plaintiffBackground, research.defendantBackground].filter(
          (party): party is PartyBackground => party !== null,
        );
  return [
    ...parties.filter((party) => party.role === 'plaintiff'),
    ...parties.filter((party) => party.role === 'defendant'),
  ];
}

/** When research ran, as 'Feb 14, 2025, 3:04 PM' in the viewer's time zone (or `timeZone`); else the text. */
export function formatResearchedAt(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
