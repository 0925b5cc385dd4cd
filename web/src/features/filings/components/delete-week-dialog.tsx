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

export interface DeleteWeekDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The week to delete. */
  week: FilingDto | null;
  isDeleting: boolean;
  onConfirm: () => void;
}

/** Delete Week's confirmation: what goes, and that it cannot be undone. */
export function DeleteWeekDialog({ open, onOpenChange, week, isDeleting, onConfirm }: DeleteWeekDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this week?</DialogTitle>
          <DialogDescription>
            {week
              ? `Week ${week.weekNumber} (${week.year}) and all of its ${week.totalCases.toLocaleString('en-US')} cases will be deleted. This cannot be undone.`
              : 'The week and all of its cases will be deleted.'}
          </DialogDescription>
        </DialogHeader>
        {week && (
          <p className="rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground">
            File: <span className="font-medium text-foreground">{week.fileName}</span>
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={isDeleting}>
            {isDeleting ? 'Deleting…' : 'Delete Week'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
