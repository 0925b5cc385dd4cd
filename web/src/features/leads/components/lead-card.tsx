import type { LegalCaseDto } from '@common/cases';
import type { LeadDto, LeadStatus, WorkspaceMemberDto } from '@common/leads';
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from '@common/leads';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { Target } from 'lucide-react';
import { useId, useState } from 'react';
import { useMembers } from '../api/get-members';
import { useUpdateLead } from '../api/update-lead';
import { formatDateTime, formatWhen } from '../lead-format';
import { FollowUpDate } from './follow-up-date';

/** The owners to offer: the workspace's people, the caller marked, and a past owner no longer among them. */
function ownerOptions(members: WorkspaceMemberDto[], lead: LeadDto): { id: string; label: string }[] {
  const options = members.map((member) => ({
    id: member.id,
    label: member.isCaller ? `${member.name} (you)` : member.name,
  }));
  if (lead.ownerId && !members.some((member) => member.id === lead.ownerId))
    options.push({ id: lead.ownerId, label: lead.ownerName ?? 'Former member' });
  return options;
}

interface FollowUpFieldProps {
  id: string;
  value: string | null;
  disabled: boolean;
  onCommit: (value: string | null) => void;
}

/**
 * The follow-up date. Typed into, a date field reports every keystroke of the year as a date ('0002-…',
 * '0020-…'), so the date is sent when the field is left or Enter pressed, not on each change.
 */
function FollowUpField({ id, value, disabled, onCommit }: FollowUpFieldProps) {
  const [draft, setDraft] = useState(value ?? '');
  const commit = () => {
    const next = draft || null;
    if (next !== value) onCommit(next);
  };
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        type="date"
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="min-w-0"
      />
      {value && (
        <Button
          variant="outline"
          disabled={disabled}
          onClick={() => {
            setDraft('');
            onCommit(null);
          }}
          aria-label="Clear the follow-up date"
        >
          Clear
        </Button>
      )}
    </div>
  );
}

/** Who changed the lead last, and when; or that nobody has yet. */
function LastChange({ lead }: { lead: LeadDto }) {
  if (lead.version === 0 || !lead.updatedAt)
    return <p className="text-xs text-muted-foreground">Nobody has worked this lead yet.</p>;
  return (
    <p className="text-xs text-muted-foreground" data-testid="lead-last-change">
      Changed by {lead.updatedByName ?? 'a former member'}{' '}
      <time dateTime={lead.updatedAt} title={formatDateTime(lead.updatedAt)}>
        {formatWhen(lead.updatedAt)}
      </time>
    </p>
  );
}

/**
 * The case worked as a lead (issue 23): status, owner, follow-up date. Each change is sent with the version the
 * page shows; the controls wait while one is saved.
 */
export function LeadCard({ legalCase }: { legalCase: LegalCaseDto }) {
  const { lead } = legalCase;
  const update = useUpdateLead(legalCase.id);
  const members = useMembers();
  const fieldId = useId();
  const pending = update.isPending ? update.variables : undefined;
  const change = (fields: { status?: LeadStatus; ownerId?: string | null; followUpAt?: string | null }) =>
    update.mutate({ ...fields, version: lead.version });
  const shownOwner = pending?.ownerId !== undefined ? pending.ownerId : lead.ownerId;

  return (
    <Card aria-labelledby="lead-title" data-testid="lead-card">
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="lead-title" className="flex items-center gap-2 text-base">
          <Target className="size-4 text-emerald-700" aria-hidden="true" />
          Lead
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4" aria-busy={update.isPending}>
        <div className="space-y-1.5">
          <Label htmlFor={`${fieldId}-status`}>Status</Label>
          <NativeSelect
            id={`${fieldId}-status`}
            value={pending?.status ?? lead.status}
            disabled={update.isPending}
            onChange={(event) => change({ status: event.target.value as LeadStatus })}
          >
            {LEAD_STATUSES.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${fieldId}-owner`}>Owner</Label>
          <NativeSelect
            id={`${fieldId}-owner`}
            value={shownOwner ?? ''}
            disabled={update.isPending || members.isPending}
            onChange={(event) => change({ ownerId: event.target.value || null })}
          >
            <NativeSelectOption value="">Unassigned</NativeSelectOption>
            {ownerOptions(members.data ?? [], lead).map((option) => (
              <NativeSelectOption key={option.id} value={option.id}>
                {option.label}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          {members.isError && (
            <p className="text-xs text-red-800">The workspace's members could not be loaded.</p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${fieldId}-follow-up`}>Follow-up date</Label>
          <FollowUpField
            // A new version (saved here, or found by a 409) shows its date, not what was typed before.
            key={`${lead.version}-${lead.followUpAt ?? ''}`}
            id={`${fieldId}-follow-up`}
            value={lead.followUpAt}
            disabled={update.isPending}
            onCommit={(followUpAt) => change({ followUpAt })}
          />
          <FollowUpDate lead={lead} className="text-xs" />
        </div>
        <LastChange lead={lead} />
      </CardContent>
    </Card>
  );
}
