import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useCase } from '@web/features/cases/api/get-case';
import { CaseHeader } from '@web/features/cases/components/case-header';
import { CaseOverview } from '@web/features/cases/components/case-overview';
import { CaseQuickStats } from '@web/features/cases/components/case-quick-stats';
import { readPartyBackground } from '@web/features/complaints/complaint-format';
import { AnalyzeComplaintCard } from '@web/features/complaints/components/analyze-complaint-card';
import { AttorneyContactsCard } from '@web/features/complaints/components/attorney-contacts-card';
import { ComplaintAnalysisCard } from '@web/features/complaints/components/complaint-analysis-card';
import { ComplaintMismatchPanel } from '@web/features/complaints/components/complaint-mismatch-panel';
import { LeadCard } from '@web/features/leads/components/lead-card';
import { NotesCard } from '@web/features/leads/components/notes-card';
import { PartyResearchSection } from '@web/features/research/components/party-research-section';
import { getErrorMessage, isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';

const NOT_FOUND_MESSAGE = 'The requested case could not be found.';

function CaseNotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <FileQuestion className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight">Case Not Found</h1>
      <p className="mt-2 text-muted-foreground">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/dashboard">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </div>
    </div>
  );
}

/** /case/{id} (spec §2): the case, its complaint uploads and what the analysis of the complaint found. */
export function CasePage() {
  const { id = '' } = useParams();
  const caseQuery = useCase(id);
  useDocumentTitle(
    caseQuery.data ? `Case ${caseQuery.data.caseNumber}` : caseQuery.isError ? 'Case Not Found' : 'Case',
  );

  if (caseQuery.isPending) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 py-24 text-sm text-muted-foreground">
        <Spinner size="lg" label="Loading case" />
        Loading case details…
      </div>
    );
  }
  if (caseQuery.isError) {
    const error = caseQuery.error;
    // A 404 is final; anything else (the server down, a 500) may pass, so offer a retry. An id that is not
    // a number ('/case/abc') is a case that does not exist, not a validation error to show.
    const isMissing = isApiError(error) && (error.status === 404 || error.status === 400);
    const message =
      isApiError(error) && error.status === 400
        ? NOT_FOUND_MESSAGE
        : getErrorMessage(error, NOT_FOUND_MESSAGE);
    return (
      <CaseNotFound message={message} onRetry={isMissing ? undefined : () => void caseQuery.refetch()} />
    );
  }

  const legalCase = caseQuery.data;
  const analysis = legalCase.aiAnalysis;

  return (
    <div className="space-y-6">
      <CaseHeader legalCase={legalCase} />

      {legalCase.pendingComplaint && (
        <ComplaintMismatchPanel
          key={legalCase.pendingComplaint.id}
          caseId={legalCase.id}
          pending={legalCase.pendingComplaint}
        />
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_auto_1fr] lg:items-start">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <CaseOverview
            legalCase={legalCase}
            // An analysed complaint's own party backgrounds, until party research replaces them.
            plaintiffBackground={legalCase.research ? null : readPartyBackground(analysis, 'plaintiff')}
            defendantBackground={legalCase.research ? null : readPartyBackground(analysis, 'defendant')}
            partyResearch={<PartyResearchSection legalCase={legalCase} />}
          />
        </div>

        <aside
          aria-label="Case tools"
          className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-4 lg:row-start-1"
        >
          <CaseQuickStats legalCase={legalCase} />
          <LeadCard legalCase={legalCase} />
          <AnalyzeComplaintCard variant="standard" caseId={legalCase.id} hasAnalysis={analysis !== null} />
          <AnalyzeComplaintCard variant="comprehensive" caseId={legalCase.id} />
        </aside>

        <div className="min-w-0 lg:col-start-1">
          <NotesCard caseId={legalCase.id} />
        </div>
        {analysis && (
          <div className="min-w-0 lg:col-start-1">
            <AttorneyContactsCard analysis={analysis} />
          </div>
        )}
        <div className="min-w-0 lg:col-start-1">
          <ComplaintAnalysisCard
            analysis={analysis}
            caseId={legalCase.id}
            hasComplaint={legalCase.hasComplaint}
          />
        </div>
      </div>
    </div>
  );
}
