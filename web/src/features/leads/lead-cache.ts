import type { LeadDto } from '@common/leads';

interface CaseWithLead {
  id: number;
  lead: LeadDto;
}

/** A case list's cached pages (an infinite query): only the shape this module reads. */
interface CachedCasePages {
  pages: { cases: CaseWithLead[] }[];
}

function isCaseWithLead(data: unknown): data is CaseWithLead {
  return typeof data === 'object' && data !== null && 'id' in data && 'lead' in data;
}

function isCachedCasePages(data: unknown): data is CachedCasePages {
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray((data as CachedCasePages).pages) &&
    (data as CachedCasePages).pages.every((page) => Array.isArray(page?.cases))
  );
}

/**
 * The cached case or case list `data` with case `caseId`'s lead replaced by `lead`; `data` itself when it does
 * not hold that case (or holds it with this very lead), so the query's observers do not re-render for nothing.
 * Used after a change and after a 409, which carries the lead as it now is.
 */
export function withCaseLead<Data>(data: Data, caseId: number, lead: LeadDto): Data {
  if (isCaseWithLead(data)) {
    return data.id === caseId && data.lead !== lead ? { ...data, lead } : data;
  }
  if (!isCachedCasePages(data)) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.cases.some((legalCase) => legalCase.id === caseId)) return page;
    changed = true;
    return {
      ...page,
      cases: page.cases.map((legalCase) => (legalCase.id === caseId ? { ...legalCase, lead } : legalCase)),
    };
  });
  return changed ? { ...data, pages } : data;
}

/** Reads the current lead out of a 409's body (`{ error, code: 'CONFLICT', lead }`); null when it has none. */
export function readConflictLead(body: Readonly<Record<string, unknown>> | null): LeadDto | null {
  const lead = body?.lead;
  if (typeof lead !== 'object' || lead === null) return null;
  const candidate = lead as Partial<LeadDto>;
  return typeof candidate.status === 'string' && typeof candidate.version === 'number'
    ? (lead as LeadDto)
    : null;
}
