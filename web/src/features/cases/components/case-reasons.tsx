import type { LegalCaseListItem } from '@common/cases';
import { ChevronRight } from 'lucide-react';

/** Why the import classified and scored the case as it did (its `analysis.reasons`), folded by default. */
export function CaseReasons({ legalCase }: { legalCase: LegalCaseListItem }) {
  const { reasons, omitReason } = legalCase.analysis;
  if (reasons.length === 0 && !omitReason) return null;
  return (
    <details className="group rounded-md bg-muted/50 text-xs">
      <summary className="flex cursor-pointer list-none items-center gap-1 px-2.5 py-1.5 font-medium text-muted-foreground hover:text-foreground [&::-webkit-details-marker]:hidden">
        <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
        Why this case
      </summary>
      <ul className="space-y-1 px-2.5 pb-2 pl-7 text-muted-foreground">
        {omitReason && <li className="list-disc text-amber-800">Filtered out: {omitReason}</li>}
        {reasons.map((reason) => (
          <li key={reason} className="list-disc">
            {reason}
          </li>
        ))}
      </ul>
    </details>
  );
}
