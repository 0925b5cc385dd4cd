import type { FilingDto } from '@common/filings';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { LazyPart } from '@web/components/ui/lazy-part';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { useDeleteFiling } from '../api/delete-filing';

// Radix's dialog, with its focus trap and scroll lock, loads when a week is first about to be deleted.
const DeleteWeekDialog = lazy(async () => ({
  default: (await import('./delete-week-dialog')).DeleteWeekDialog,
}));

/** 'Week 7 (2025) - 41 cases' (spec §2). */
export function formatFilingOption(filing: FilingDto): string {
  return `Week ${filing.weekNumber} (${filing.year}) - ${filing.totalCases.toLocaleString('en-US')} cases`;
}

export interface WeekControlsProps {
  filings: FilingDto[];
  isLoadingFilings: boolean;
  /** The week chosen in the dropdown. */
  chosenWeekId: number | null;
  /** Shows the chosen week's cases and stats; rejects when they cannot be loaded. */
  onLoadWeek: (id: number) => Promise<void>;
  /** Runs after a week is deleted and the lists have reloaded: clear the selection. */
  onWeekDeleted: (id: number) => void;
}

/** 'Load Previous Week' (choosing a week loads it) and Delete Week with its confirmation. */
export function WeekControls({
  filings,
  isLoadingFilings,
  chosenWeekId,
  onLoadWeek,
  onWeekDeleted,
}: WeekControlsProps) {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [hasAskedToDelete, setAskedToDelete] = useState(false);
  // The week the dialog asks about: it leaves `filings` as soon as it is deleted, before the dialog closes.
  const [weekToDelete, setWeekToDelete] = useState<FilingDto | null>(null);
  const deleteFiling = useDeleteFiling();
  const chosen = filings.find((filing) => filing.id === chosenWeekId) ?? null;

  async function loadWeek(id: number) {
    try {
      await onLoadWeek(id);
    } catch {
      toast({ title: 'Loading Failed', description: 'Failed to load week data.', variant: 'destructive' });
    }
  }

  function askToDelete() {
    if (!chosen) {
      toast({
        title: 'No Week Selected',
        description: 'Please select a week to delete.',
        variant: 'destructive',
      });
      return;
    }
    setWeekToDelete(chosen);
    setAskedToDelete(true);
    setConfirmOpen(true);
  }

  async function confirmDelete() {
    if (!weekToDelete) return;
    try {
      await deleteFiling.mutateAsync(weekToDelete.id);
      setConfirmOpen(false);
      onWeekDeleted(weekToDelete.id);
      toast({
        title: 'Week Deleted',
        description: 'Weekly data and all associated cases have been deleted successfully.',
      });
    } catch {
      setConfirmOpen(false);
      toast({ title: 'Delete Failed', description: 'Failed to delete weekly data.', variant: 'destructive' });
    }
  }

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="previous-week">Load Previous Week</Label>
        <NativeSelect
          id="previous-week"
          value={chosenWeekId === null ? '' : String(chosenWeekId)}
          onChange={(event) => void loadWeek(Number(event.target.value))}
          disabled={filings.length === 0}
        >
          {filings.length === 0 && (
            <NativeSelectOption value="" disabled>
              {isLoadingFilings ? 'Loading weeks…' : 'No weeks uploaded yet'}
            </NativeSelectOption>
          )}
          {filings.map((filing) => (
            <NativeSelectOption key={filing.id} value={String(filing.id)}>
              {formatFilingOption(filing)}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Button
          variant="outline"
          className="w-full text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={askToDelete}
        >
          <Trash2 aria-hidden="true" />
          Delete Week
        </Button>
      </div>

      {hasAskedToDelete && (
        <LazyPart
          pending={null}
          failed={
            <p role="alert" className="text-sm text-red-800">
              The confirmation could not be loaded. Reload the page and try again.
            </p>
          }
        >
          <DeleteWeekDialog
            open={isConfirmOpen}
            onOpenChange={setConfirmOpen}
            week={weekToDelete}
            isDeleting={deleteFiling.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </LazyPart>
      )}
    </div>
  );
}
