import type { FilingDto } from '@common/filings';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { toast } from '@web/components/ui/use-toast';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteFiling } from '../api/delete-filing';

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
  /** Runs after a week is deleted: clear the selection, refresh stats, filings and cases. */
  onWeekDeleted: (id: number) => Promise<void> | void;
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
    setConfirmOpen(true);
  }

  async function confirmDelete() {
    if (!chosen) return;
    try {
      await deleteFiling.mutateAsync(chosen.id);
      setConfirmOpen(false);
      await onWeekDeleted(chosen.id);
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

      <Dialog open={isConfirmOpen} onOpenChange={setConfirmOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this week?</DialogTitle>
            <DialogDescription>
              {chosen
                ? `Week ${chosen.weekNumber} (${chosen.year}) and all of its ${chosen.totalCases.toLocaleString('en-US')} cases will be deleted. This cannot be undone.`
                : 'The week and all of its cases will be deleted.'}
            </DialogDescription>
          </DialogHeader>
          {chosen && (
            <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
              File: <span className="font-medium text-foreground">{chosen.fileName}</span>
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => void confirmDelete()}
              disabled={deleteFiling.isPending}
            >
              {deleteFiling.isPending ? 'Deleting…' : 'Delete Week'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
