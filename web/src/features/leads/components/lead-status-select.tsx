import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadDto, type LeadStatus } from '@common/leads';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { cn } from '@web/lib/utils';
import { UserRound } from 'lucide-react';
import { useUpdateLead } from '../api/update-lead';
import { FollowUpDate } from './follow-up-date';

interface LeadStatusSelectProps {
  caseId: number;
  lead: LeadDto;
  className?: string;
  wrapperClassName?: string;
  id?: string;
  /** Its accessible name when no `<Label htmlFor>` names it. */
  'aria-label'?: string;
}

/**
 * The lead's status as a native list. The choice shows while it is saved and the list is locked meanwhile: a
 * second change sent with the same version would only meet a 409.
 */
export function LeadStatusSelect({
  caseId,
  lead,
  className,
  wrapperClassName,
  ...props
}: LeadStatusSelectProps) {
  const update = useUpdateLead(caseId);
  const shown = update.isPending ? (update.variables.status ?? lead.status) : lead.status;
  return (
    <NativeSelect
      {...props}
      value={shown}
      disabled={update.isPending}
      aria-busy={update.isPending}
      onChange={(event) => update.mutate({ status: event.target.value as LeadStatus, version: lead.version })}
      className={className}
      wrapperClassName={wrapperClassName}
    >
      {LEAD_STATUSES.map((status) => (
        <NativeSelectOption key={status} value={status}>
          {LEAD_STATUS_LABELS[status]}
        </NativeSelectOption>
      ))}
    </NativeSelect>
  );
}

export interface LeadQuickControlsProps {
  caseId: number;
  lead: LeadDto;
  /** 'card': one wrapping line under the card's facts; 'row': stacked in a table's narrow column. */
  place?: 'card' | 'row';
}

/**
 * Where the user works the list (a case card, a table row): the status to change, and the owner and the
 * follow-up date when set, the date red or amber when its day has come.
 */
export function LeadQuickControls({ caseId, lead, place = 'card' }: LeadQuickControlsProps) {
  const isRow = place === 'row';
  return (
    <div
      className={cn(
        'flex text-xs',
        isRow ? 'flex-col items-start gap-1' : 'flex-wrap items-center gap-x-3 gap-y-1.5',
      )}
      data-testid="lead-controls"
    >
      <LeadStatusSelect
        caseId={caseId}
        lead={lead}
        aria-label="Lead status"
        wrapperClassName={isRow ? 'w-full' : 'w-36'}
        className={cn('h-8 md:text-xs', isRow && 'pr-7 pl-2')}
      />
      {lead.ownerName && (
        <span
          className="inline-flex max-w-full min-w-0 items-center gap-1 text-muted-foreground"
          title={`Owner: ${lead.ownerName}`}
          data-testid="lead-owner"
        >
          <UserRound className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only">Owner: </span>
          <span className="truncate">{lead.ownerName}</span>
        </span>
      )}
      <FollowUpDate lead={lead} isCompact={isRow} />
    </div>
  );
}
