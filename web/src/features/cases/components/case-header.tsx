import { getCaseType } from '@common/case-types';
import type { LegalCaseDto } from '@common/cases';
import { Badge } from '@web/components/ui/badge';
import { ArrowLeft, CalendarDays, ExternalLink, FileText, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_DISTRICT, formatFilingDate, hasComplaintText, UTAH_COURTS_URL } from '../case-format';
import { DispositionBadge } from './disposition-badge';

/**
 * The case type in words: the export's description unless it only repeats the code ('MM'), then the
 * spec's name for the code, then the classification.
 */
export function caseTypeLabel(legalCase: LegalCaseDto): string {
  const code = legalCase.caseType ?? legalCase.analysis.caseTypeRaw;
  const description = legalCase.analysis.caseTypeDescription?.trim();
  if (description && description.toUpperCase() !== code?.toUpperCase()) return description;
  return getCaseType(code)?.label || legalCase.analysis.classification || code || 'Unclassified';
}

/** The case page's title block (spec §2): back link, case number, case type and filing date. */
export function CaseHeader({ legalCase }: { legalCase: LegalCaseDto }) {
  const { analysis } = legalCase;
  const typeLabel = caseTypeLabel(legalCase);
  return (
    <div className="space-y-3">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Case</p>
          <h1 className="font-mono text-2xl font-semibold tracking-tight break-all sm:text-3xl">
            {legalCase.caseNumber}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-sm text-muted-foreground">
            <Badge variant="info" className="whitespace-normal">
              {legalCase.caseType && <span className="font-mono">{legalCase.caseType}</span>}
              {typeLabel}
            </Badge>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden="true" />
              Filed {formatFilingDate(legalCase.filingDate ?? analysis.filingDate)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {analysis.district || legalCase.court || DEFAULT_DISTRICT}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5 sm:justify-end">
          {legalCase.needsExpertWitness && <Badge variant="danger">Expert Witness</Badge>}
          {analysis.isOmitted && <Badge variant="warning">Filtered Out</Badge>}
          <DispositionBadge legalCase={legalCase} />
          {hasComplaintText(legalCase) && (
            <Badge variant="secondary">
              <FileText aria-hidden="true" />
              Complaint attached
            </Badge>
          )}
          <a
            href={UTAH_COURTS_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium text-foreground hover:bg-accent"
          >
            <ExternalLink className="size-3" aria-hidden="true" />
            Utah Courts
          </a>
        </div>
      </div>
    </div>
  );
}
