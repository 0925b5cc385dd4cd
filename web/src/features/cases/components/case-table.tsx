import type { CaseSort, LegalCaseListItem } from '@common/cases';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ArrowDown, ArrowUpDown, Info } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  DEFAULT_DISTRICT,
  defendantName,
  formatAmount,
  formatFilingDate,
  isAnalysed,
  plaintiffName,
  truncate,
} from '../case-format';
import { DispositionBadge } from './disposition-badge';
import { MatchPercent, PendingAnalysis, PriorityDots } from './score-display';

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

function WhyPopover({ legalCase }: { legalCase: LegalCaseListItem }) {
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
          <span className="@max-4xl:sr-only">Why</span>
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

/** A row: a table row, or in a narrow box a grid of case and parties on the left, score and amount on the right. */
const ROW_CLASS =
  'align-top hover:bg-muted/30 @max-xl:grid @max-xl:grid-cols-[minmax(0,1fr)_auto] @max-xl:gap-x-3 @max-xl:gap-y-1 @max-xl:px-3 @max-xl:py-2.5';
const CELL_CLASS = 'px-2 py-2.5 @max-xl:block @max-xl:p-0';
const SCORE_CELL_CLASS = '@max-xl:col-start-2 @max-xl:row-start-1 @max-xl:justify-self-end';

export interface CaseTableProps {
  cases: LegalCaseListItem[];
  sort: CaseSort;
  onSort: (sort: CaseSort) => void;
  /** Each case's lead controls, in a column of their own (on a phone, beside the row's buttons). */
  renderLead?: (legalCase: LegalCaseListItem, place: 'row') => ReactNode;
}

/**
 * The table view. Like the cards (one rule, `isAnalysed`), it shows priority and match only once a case is
 * researched or its complaint analysed, and 'Pending Analysis' before.
 */
export function CaseTable({ cases, sort, onSort, renderLead }: CaseTableProps) {
  // The Lead column takes Match's room until the box is 56rem wide: the match then shows under the priority.
  const matchColumn = renderLead ? 'hidden @4xl:table-cell' : 'hidden @2xl:table-cell';
  return (
    // No minimum width: the table fits its box (a container query on the box, not the screen). Below 42rem
    // Match and Filed fold away (Match below 56rem already when a Lead column needs its room, and shows under
    // Priority); below 36rem Type too, and each row becomes a two-column block (a phone).
    <div className="@container overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm @max-xl:block">
        <caption className="sr-only">High-value cases; column headers with arrows sort the list.</caption>
        <thead className="border-b bg-muted/50 text-xs @max-xl:hidden">
          <tr>
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              Case
            </th>
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              Parties
            </th>
            <th scope="col" className="hidden px-2 py-2 font-medium text-muted-foreground @xl:table-cell">
              Type
            </th>
            <SortableHeader label="Priority" sort="priority" activeSort={sort} onSort={onSort} />
            <SortableHeader
              label="Match"
              sort="match"
              activeSort={sort}
              onSort={onSort}
              className={matchColumn}
            />
            <SortableHeader
              label="Amount"
              sort="amount"
              activeSort={sort}
              onSort={onSort}
              className="text-right"
            />
            <SortableHeader
              label="Filed"
              sort="filingDate"
              activeSort={sort}
              onSort={onSort}
              className="hidden @2xl:table-cell"
            />
            {renderLead && (
              <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
                Lead
              </th>
            )}
            <th scope="col" className="px-2 py-2 font-medium text-muted-foreground">
              <span className="sr-only">Why and details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y @max-xl:block">
          {cases.map((legalCase) => {
            const plaintiff = plaintiffName(legalCase);
            const defendant = defendantName(legalCase);
            return (
              <tr key={legalCase.id} className={ROW_CLASS} data-testid="case-row">
                <td className={cn(CELL_CLASS, '@max-xl:col-start-1 @max-xl:row-start-1')}>
                  <span className="block font-mono text-xs font-medium">{legalCase.caseNumber}</span>
                  <span className="block text-xs text-muted-foreground">
                    {legalCase.analysis.district || DEFAULT_DISTRICT}
                  </span>
                  {/* In the first cell, which every width shows: a case that is over says so on its row. */}
                  <DispositionBadge legalCase={legalCase} className="mt-1" />
                </td>
                <td
                  className={cn(
                    CELL_CLASS,
                    renderLead ? 'max-w-32' : 'max-w-40',
                    '@max-xl:col-start-1 @max-xl:row-start-2 @max-xl:max-w-none @max-xl:min-w-0',
                  )}
                >
                  <span className="block truncate font-medium" title={plaintiff}>
                    {truncate(plaintiff)}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground" title={defendant}>
                    v. {truncate(defendant)}
                  </span>
                </td>
                <td className="hidden px-2 py-2.5 @xl:table-cell">
                  <div className="flex flex-wrap gap-1">
                    <Badge variant="info">{legalCase.caseType ?? '—'}</Badge>
                    {legalCase.needsExpertWitness && <Badge variant="danger">Expert</Badge>}
                    {legalCase.analysis.isOmitted && <Badge variant="warning">Filtered Out</Badge>}
                  </div>
                </td>
                {isAnalysed(legalCase) ? (
                  <>
                    <td className={cn(CELL_CLASS, SCORE_CELL_CLASS)}>
                      <PriorityDots priority={legalCase.analysis.priority} />
                      {renderLead && (
                        <span className="hidden text-xs @xl:@max-4xl:block">
                          <MatchPercent match={legalCase.analysis.expertWitnessMatch} />{' '}
                          <span className="text-muted-foreground">match</span>
                        </span>
                      )}
                    </td>
                    <td className={cn('px-2 py-2.5', matchColumn)}>
                      <MatchPercent match={legalCase.analysis.expertWitnessMatch} />
                    </td>
                  </>
                ) : (
                  <>
                    <td className={cn(CELL_CLASS, SCORE_CELL_CLASS)}>
                      {/* On two lines in a full table, where the column is narrow. */}
                      <PendingAnalysis className="@xl:whitespace-normal" />
                    </td>
                    <td className={cn('px-2 py-2.5', matchColumn)} aria-hidden="true" />
                  </>
                )}
                <td
                  className={cn(
                    CELL_CLASS,
                    'whitespace-nowrap text-right tabular-nums @max-xl:col-start-2 @max-xl:row-start-2',
                  )}
                >
                  {formatAmount(legalCase.monetaryAmount)}
                </td>
                <td className="hidden whitespace-nowrap px-2 py-2.5 @2xl:table-cell">
                  {formatFilingDate(legalCase.filingDate)}
                </td>
                {renderLead && (
                  <td
                    className={cn(
                      CELL_CLASS,
                      'w-30 max-w-30 @max-xl:col-start-1 @max-xl:row-start-3 @max-xl:w-44 @max-xl:max-w-none',
                    )}
                  >
                    {renderLead(legalCase, 'row')}
                  </td>
                )}
                <td
                  className={cn(
                    CELL_CLASS,
                    renderLead
                      ? '@max-xl:col-start-2 @max-xl:row-start-3 @max-xl:self-start'
                      : '@max-xl:col-span-2 @max-xl:row-start-3',
                  )}
                >
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
