import type { LegalCaseListItem } from '@common/cases';
import type { StateId } from '@common/states';
import { isAnyResearched } from '../research-format';
import { useResearch } from '../use-research';
import { ResearchButton } from './research-button';
import { ResearchComplete, ResearchProgress } from './research-progress';

export interface DashboardResearchProps {
  state: StateId;
  /** The cases the dashboard has loaded (the list is paged: 'Load More Cases' adds to it). */
  cases: LegalCaseListItem[];
  /** How many cases match the filters over all pages, as shown ('1,234' or '1,000+'). */
  totalLabel: string;
  /** More pages exist than are loaded. */
  hasMore: boolean;
  /** The list is loading or reloading: wait, or the run would research the list being replaced. */
  isListLoading: boolean;
}

/**
 * The dashboard's AI background search (spec §2, §4): the button until any listed case is researched, the
 * progress panel while it runs, then the completion line. It researches the cases loaded, which are all the
 * listed ones unless the list has more pages than loaded; the panel then says how many.
 */
export function DashboardResearch({
  state,
  cases,
  totalLabel,
  hasMore,
  isListLoading,
}: DashboardResearchProps) {
  const research = useResearch();
  const scopeNote = hasMore
    ? `Covers the ${cases.length.toLocaleString('en-US')} cases loaded of ${totalLabel} listed; load more cases to include the rest.`
    : undefined;

  if (research.isActive) {
    return (
      <ResearchProgress
        progress={research.progress}
        isComplete={research.run.phase === 'complete'}
        note={scopeNote}
      />
    );
  }
  if (isAnyResearched(cases)) return <ResearchComplete />;
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <ResearchButton
        count={cases.length}
        disabled={research.isBusy || isListLoading}
        onClick={() =>
          void research.start(
            state,
            cases.map((legalCase) => legalCase.id),
          )
        }
      />
      {scopeNote && <p className="text-xs text-muted-foreground">{scopeNote}</p>}
    </div>
  );
}
