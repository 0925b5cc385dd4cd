import type { LegalCaseDto } from '@common/cases';
import type { CaseResearch } from '@common/parties';
import { useIsMutating } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { hasAuthToken } from '@web/lib/auth-storage';
import { LoaderCircle, ScanSearch } from 'lucide-react';
import { RESEARCH_MUTATION_KEY, useResearchCases } from '../api/research-parties';
import {
  caseStateOf,
  checkResearchStart,
  describeResearchError,
  formatResearchedAt,
  listResearchedParties,
  partyHeading,
  RESEARCH_FAILED_TITLE,
} from '../research-format';
import { PartyBackgroundBlock } from './party-background';

function ResearchedParties({ research }: { research: CaseResearch }) {
  const parties = listResearchedParties(research);
  const sideCount = {
    plaintiff: parties.filter((party) => party.role === 'plaintiff').length,
    defendant: parties.filter((party) => party.role === 'defendant').length,
  };
  const seen = { plaintiff: 0, defendant: 0 };
  const { engine } = research;
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {parties.map((party) => {
          const index = seen[party.role]++;
          return (
            <PartyBackgroundBlock
              key={`${party.role}-${index}-${party.normalizedName}`}
              party={party}
              heading={partyHeading(party, index, sideCount[party.role])}
              aiModel={engine.aiModel}
            />
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">
        Researched {formatResearchedAt(research.researchedAt)} by the built-in engine ({engine.builtIn})
        {engine.aiModel ? `, with AI paragraphs from ${engine.aiModel}` : ''}.
        {engine.aiNotes.map((note) => ` ${note}`).join('')}
      </p>
    </div>
  );
}

export interface PartyResearchSectionProps {
  legalCase: LegalCaseDto;
}

/**
 * The case page's party backgrounds (spec §2 Case Overview): a block per party once researched; before
 * that, a line saying so and a button that researches this one case.
 */
export function PartyResearchSection({ legalCase }: PartyResearchSectionProps) {
  const research = useResearchCases();
  const isAnyRunning = useIsMutating({ mutationKey: [RESEARCH_MUTATION_KEY] }) > 0;

  if (legalCase.research) return <ResearchedParties research={legalCase.research} />;

  async function run() {
    const refusal = checkResearchStart(1, hasAuthToken());
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    try {
      // The mutation shows the researched case and reloads the lists it appears in.
      await research.mutateAsync({ state: caseStateOf(legalCase.weekKey), caseIds: [legalCase.id] });
    } catch (error) {
      toast({
        title: RESEARCH_FAILED_TITLE,
        description: describeResearchError(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-dashed px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="research-not-run"
    >
      <p className="text-sm text-muted-foreground">
        {research.isPending ? 'Researching the parties…' : 'Background research not run yet'}
      </p>
      <Button variant="outline" size="sm" onClick={() => void run()} disabled={isAnyRunning}>
        {research.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <ScanSearch aria-hidden="true" />
        )}
        Run Background Research
      </Button>
    </div>
  );
}
