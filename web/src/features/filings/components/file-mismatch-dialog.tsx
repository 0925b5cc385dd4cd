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
import { TriangleAlert } from 'lucide-react';
import type { FileMismatch } from '../api/file-mismatch';

export interface FileMismatchDialogProps {
  mismatch: FileMismatch | null;
  fileName: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before storing a file whose courts, case numbers or dates do not fit the state and week chosen. */
export function FileMismatchDialog({ mismatch, fileName, onCancel, onConfirm }: FileMismatchDialogProps) {
  return (
    <Dialog open={mismatch !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <TriangleAlert className="size-5 text-amber-600" aria-hidden="true" />
            Is this the right week?
          </DialogTitle>
          <DialogDescription>
            {fileName ? `'${fileName}'` : 'This file'} does not look like {mismatch?.chosen}. Nothing was
            stored.
          </DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1.5 rounded-md bg-amber-50 py-2.5 pr-3 pl-7 text-sm text-amber-950">
          {mismatch?.findings.map((finding) => (
            <li key={finding}>{finding[0]?.toUpperCase() + finding.slice(1)}.</li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">
          Check the state, week number and year. If they are right, upload the file anyway: the week keeps a
          note of what was found.
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={onConfirm}>Upload anyway</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
