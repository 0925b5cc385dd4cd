import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { cn } from '@web/lib/utils';
import { FileText, Upload, X } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { checkComplaintFile, FILE_EXTENSIONS, type FileKind, formatFileSizeMb } from '../complaint-format';

export interface ComplaintFilePickerProps {
  kind: FileKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The hint under the button: formats and the size limit. */
  hint: string;
  label: string;
  disabled?: boolean;
}

/**
 * A drop zone with a Choose File button, then the chosen file's name and size with a remove action. A file
 * of the wrong type or over 10 MB is refused here with a toast (spec §5, §9).
 */
export function ComplaintFilePicker({
  kind,
  file,
  onChange,
  hint,
  label,
  disabled,
}: ComplaintFilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setDragging] = useState(false);
  const accept = FILE_EXTENSIONS[kind].join(',');

  function resetInput() {
    if (input.current) input.current.value = '';
  }

  function choose(next: File | undefined) {
    if (!next) return;
    const problem = checkComplaintFile(next, kind);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      resetInput();
      return;
    }
    onChange(next);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) choose(event.dataTransfer.files[0]);
  }

  if (file) {
    return (
      <div className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2.5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-blue-50 text-blue-700">
          <FileText className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={file.name} data-testid="chosen-file">
            {file.name}
          </p>
          <p className="text-xs text-muted-foreground tabular-nums">{formatFileSizeMb(file.size)}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Remove ${file.name}`}
          disabled={disabled}
          onClick={() => {
            onChange(null);
            resetInput();
          }}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a convenience; the button and the file input do the same by keyboard.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors',
        isDragging ? 'border-blue-500 bg-blue-50' : 'border-input bg-muted/40',
      )}
    >
      <Upload className="mx-auto size-5 text-blue-700" aria-hidden="true" />
      <input
        ref={input}
        type="file"
        // Reached through its Choose File button: one tab stop, not two.
        tabIndex={-1}
        accept={accept}
        className="sr-only"
        aria-label={label}
        disabled={disabled}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      <Button
        variant="outline"
        size="sm"
        className="mt-2"
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        Choose File
      </Button>
      <p className="mt-2 text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}
