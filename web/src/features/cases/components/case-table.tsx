import type { CaseSort, LegalCaseDto } from '@common/cases';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ArrowDown, ArrowUpDown, Info } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'react-router';
import {
  DEFAULT_DISTRICT,
  defendantName,
  formatAmount,
  formatFilingDate,
  plaintiffName,
  truncate,
} from '../case-format';
import { MatchPercent, PriorityDots } from './score-display';

interface SortableHeaderProps {
  label: string;
  sort: CaseSort;
  activeSort: CaseSort;
  onSort: (sort: CaseSort) => void;
  className?: string;
}

/** A column header that sorts the list (on the server, descending: the spec's only order). */
function SortableHeader({ label, sort, activeSort, onSort, className }: SortableHeaderProps) {
  const isActive = sort === activeSort;
  return (
    <th scope="col" aria-sort={isActive ? 'descending' : 'none'} className={cn('px-2 py-2', className)}>
      <button
        type="button"
        onClick={() => onSort(sort)}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm font-medium outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
          isActive ? 'text-foreground' : 'text-muted-foreground',
        )}
      >
        {label}
        {isActive ? (
          <ArrowDown className="size-3.5" aria-hidden="true" />
        ) : (
          <ArrowUpDown className="size-3.5 opacity-50" aria-hidden="true" />
        )}
      </button>
    </th>
  );
}

function WhyPopover({ legalCase }: { legalCase: LegalCaseDto }) {
  const { reasons, omitReason } = legalCase.analysis;
  if (reasons.length === 0 && !omitReason) return <span className="text-muted-foreground">—</span>;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          aria-label={`Why case ${legalCase.caseNumber}`}
        >
          <Info aria-hidden="true" />
          Why
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="left"
          align="start"
          sideOffset={6}
          className="z-50 w-80 max-w-[calc(100vw-2rem)] rounded-md border bg-popover p-3 text-xs shadow-md data-[state=open]:animate-pop-in"
        >
          <p className="mb-1.5 font-semibold">Why {legalCase.caseNumber}</p>
          <ul className="list-disc space-y-1 pl-4 text-muted-foreground">
            {omitReason && <li className="text-amber-800">Filtered out: {omitReason}</li>}
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

export interface CaseTableProps {
  cases: LegalCaseDto[];
  sort: CaseSort;
  onSort: (sort: CaseSort) => void;
}

/**
 * The table view. Priority and match are the import's scores (what the list is sorted by), shown here
 * even before AI analysis; the cards keep the spec's 'Pending Analysis'.
 */
export function CaseTable({ cases, sort, onSort }: CaseTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">High-value cases; column headers with arrows sort the list.</caption>
        <thead className="border-b bg-muted/50 text-xs">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              Case
            </th>
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              Parties
            </th>
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              Type
            </th>
            <SortableHeader label="Priority" sort="priority" activeSort={sort} onSort={onSort} />
            <SortableHeader label="Match" sort="match" activeSort={sort} onSort={onSort} />
            <SortableHeader
              label="Amount"
              sort="amount"
              activeSort={sort}
              onSort={onSort}
              className="text-right"
            />
            <SortableHeader label="Filed" sort="filingDate" activeSort={sort} onSort={onSort} />
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              <span className="sr-only">Why and details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {cases.map((legalCase) => {
            const plaintiff = plaintiffName(legalCase);
            const defendant = defendantName(legalCase);
            return (
              <tr key={legalCase.id} className="align-top hover:bg-muted/30" data-testid="case-row">
                <td className="px-2 py-2.5">
                  <span className="block font-mono text-xs font-medium">{legalCase.caseNumber}</span>
                  <span className="block text-xs text-muted-foreground">
                    {legalCase.analysis.district || DEFAULT_DISTRICT}
                  </span>
                </td>
                <td className="max-w-44 px-2 py-2.5">
                  <span className="block truncate font-medium" title={plaintiff}>
                    {truncate(plaintiff)}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground" title={defendant}>
                    v. {truncate(defendant)}
                  </span>
                </td>
                <td className="px-2 py-2.5">
                  <div className="flex flex-wrap gap-1">
                    <Badge variant="info">{legalCase.caseType ?? '—'}</Badge>
                    {legalCase.needsExpertWitness && <Badge variant="danger">Expert</Badge>}
                    {legalCase.analysis.isOmitted && <Badge variant="warning">Filtered Out</Badge>}
                  </div>
                </td>
                <td className="px-2 py-2.5">
                  <PriorityDots priority={legalCase.analysis.priority} />
                </td>
                <td className="px-2 py-2.5">
                  <MatchPercent match={legalCase.analysis.expertWitnessMatch} />
                </td>
                <td className="whitespace-nowrap px-2 py-2.5 text-right tabular-nums">
                  {formatAmount(legalCase.monetaryAmount)}
                </td>
                <td className="whitespace-nowrap px-2 py-2.5">{formatFilingDate(legalCase.filingDate)}</td>
                <td className="px-2 py-2.5">
                  <div className="flex items-center justify-end gap-1">
                    <WhyPopover legalCase={legalCase} />
                    <Button asChild size="sm" variant="outline" className="h-7 px-2">
                      <Link to={`/case/${legalCase.id}`}>View</Link>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
