import { CASE_TYPES, SPEC_CASE_TYPE_CODES } from '@common/case-types';
import type { CaseSort } from '@common/cases';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, type WorkspaceMemberDto } from '@common/leads';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { Search } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';

/** Spec §3's codes first, then the routine types the import also recognises. */
const TYPE_CODES = [
  ...SPEC_CASE_TYPE_CODES,
  ...Object.keys(CASE_TYPES).filter((code) => !SPEC_CASE_TYPE_CODES.includes(code)),
];

export const SORT_LABELS: Record<CaseSort, string> = {
  priority: 'Priority',
  match: 'Expert Match',
  amount: 'Amount',
  filingDate: 'Filing Date',
};

export interface CaseFilterValues {
  search: string;
  caseType: string;
  sort: CaseSort;
  showAll: boolean;
  hasComplaint: boolean;
  /** A lead status, or '' for every status. */
  leadStatus: LeadStatus | '';
  /** An owner's user id, or '' for any owner (or none). */
  ownerId: string;
  followUpDue: boolean;
}

export interface CaseFiltersProps {
  values: CaseFilterValues;
  onChange: (next: Partial<CaseFilterValues>) => void;
  /** The workspace's members, for the Owner filter: the caller is 'Mine', the others by name. */
  owners?: readonly WorkspaceMemberDto[];
}

/** '/' anywhere but in a field puts the cursor in the search box, as on GitHub and Gmail. */
function useSlashToSearch(input: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      const isTyping =
        target instanceof HTMLInputElement ||
        target instanceof HTMLTextAreaElement ||
        target instanceof HTMLSelectElement ||
        target?.isContentEditable === true;
      if (isTyping) return;
      event.preventDefault();
      input.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
}

/** Lead status, owner and 'Follow-up due' (issue 23): the list as a team works it. */
function LeadFilters({ values, onChange, owners = [] }: CaseFiltersProps) {
  const caller = owners.find((owner) => owner.isCaller);
  const others = owners.filter((owner) => !owner.isCaller);
  return (
    <>
      <NativeSelect
        aria-label="Lead status filter"
        value={values.leadStatus}
        onChange={(event) => onChange({ leadStatus: event.target.value as LeadStatus | '' })}
        wrapperClassName="sm:w-44"
      >
        <NativeSelectOption value="">Lead status: All</NativeSelectOption>
        {LEAD_STATUSES.map((status) => (
          <NativeSelectOption key={status} value={status}>
            {`Lead status: ${LEAD_STATUS_LABELS[status]}`}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Owner filter"
        value={values.ownerId}
        onChange={(event) => onChange({ ownerId: event.target.value })}
        wrapperClassName="sm:w-44"
      >
        <NativeSelectOption value="">Owner: All</NativeSelectOption>
        {caller && <NativeSelectOption value={caller.id}>Owner: Mine</NativeSelectOption>}
        {others.map((owner) => (
          <NativeSelectOption key={owner.id} value={owner.id}>
            {`Owner: ${owner.name}`}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </>
  );
}

/** Search, case type, sort and the two checkboxes of spec §2; then the lead filters. */
export function CaseFilters({ values, onChange, owners }: CaseFiltersProps) {
  const searchInput = useRef<HTMLInputElement>(null);
  useSlashToSearch(searchInput);
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem_11rem]">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={searchInput}
            type="search"
            aria-label="Search cases"
            aria-keyshortcuts="/"
            placeholder="Search party name, case type, case number…"
            value={values.search}
            onChange={(event) => onChange({ search: event.target.value })}
            className="pr-9 pl-9"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border bg-muted px-1.5 font-mono text-xs text-muted-foreground"
          >
            /
          </span>
        </div>
        <NativeSelect
          aria-label="Case type"
          value={values.caseType}
          onChange={(event) => onChange({ caseType: event.target.value })}
        >
          <NativeSelectOption value="">All Types</NativeSelectOption>
          {TYPE_CODES.map((code) => (
            <NativeSelectOption key={code} value={code}>
              {`${code} ${CASE_TYPES[code]?.label ?? ''}`.trim()}
            </NativeSelectOption>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Sort by"
          value={values.sort}
          onChange={(event) => onChange({ sort: event.target.value as CaseSort })}
        >
          {(Object.keys(SORT_LABELS) as CaseSort[]).map((sort) => (
            <NativeSelectOption key={sort} value={sort}>
              {`Sort: ${SORT_LABELS[sort]}`}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
        {/* Full width on a phone, like the fields above: 'Lead status: Not a fit' does not fit half of it. */}
        <div className="grid gap-3 sm:flex">
          <LeadFilters values={values} onChange={onChange} owners={owners} />
        </div>
        <Label className="cursor-pointer font-normal">
          <Checkbox
            checked={values.followUpDue}
            onChange={(event) => onChange({ followUpDue: event.target.checked })}
          />
          Follow-up due
        </Label>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Label className="cursor-pointer font-normal">
          <Checkbox
            checked={values.showAll}
            onChange={(event) => onChange({ showAll: event.target.checked })}
          />
          Show All Cases
        </Label>
        <Label className="cursor-pointer font-normal">
          <Checkbox
            checked={values.hasComplaint}
            onChange={(event) => onChange({ hasComplaint: event.target.checked })}
          />
          Complaint Attached
        </Label>
      </div>
    </div>
  );
}
