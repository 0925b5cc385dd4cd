import type { UploadResponse } from '@common/filings';
import {
  CSV_MAX_BYTES,
  DEMO_CSV_MAX_BYTES,
  DEMO_MAX_CASES_PER_WEEK,
  DEMO_MAX_WEEKS,
  WEEK_MAX,
  WEEK_MIN,
  YEAR_MAX,
  YEAR_MIN,
} from '@common/limits';
import { PROFILE_STATE_IDS, type StateId } from '@common/states';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { LazyPart } from '@web/components/ui/lazy-part';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { formatStateOption } from '@web/lib/state-option';
import { cn } from '@web/lib/utils';
import { FileSpreadsheet, Upload, X } from 'lucide-react';
import { type DragEvent, lazy, useId } from 'react';
import { useUpload } from '../use-upload';
import { SkippedRows } from './skipped-rows';

/** Asked only when a file does not fit its week: its dialog's code comes with the first such file. */
const FileMismatchDialog = lazy(async () => ({
  default: (await import('./file-mismatch-dialog')).FileMismatchDialog,
}));

const MAX_MB = Math.round(CSV_MAX_BYTES / (1024 * 1024));
const DEMO_MAX_MB = Math.round(DEMO_CSV_MAX_BYTES / (1024 * 1024));

function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface UploadPanelProps {
  defaultState: StateId;
  /** Runs after a successful upload (the weeks and lists have reloaded), before the success toast: show the new week. */
  onUploaded: (result: UploadResponse) => void;
  /** A demo session: its smaller limits are the ones shown. */
  isDemo?: boolean;
}

/** Upload Files: state, week and year, a CSV drop zone, progress while uploading and importing. */
export function UploadPanel({ defaultState, onUploaded, isDemo = false }: UploadPanelProps) {
  const id = useId();
  const upload = useUpload(defaultState, onUploaded);
  const { file, progress, isUploading, isImporting, overallPercent, uploadPercent, mismatch, uploadCount } =
    upload;

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    upload.setDragging(false);
    upload.chooseFile(event.dataTransfer.files[0]);
  }

  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2 space-y-1.5">
          <Label htmlFor={`${id}-state`}>Filing State</Label>
          <NativeSelect
            id={`${id}-state`}
            value={upload.state}
            onChange={(event) => upload.chooseState(event.target.value)}
          >
            {PROFILE_STATE_IDS.map((stateId) => (
              <NativeSelectOption key={stateId} value={stateId}>
                {formatStateOption(stateId)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-week`}>Week Number</Label>
          <Input
            id={`${id}-week`}
            type="number"
            inputMode="numeric"
            min={WEEK_MIN}
            max={WEEK_MAX}
            placeholder={`${WEEK_MIN}-${WEEK_MAX}`}
            value={upload.weekNumber}
            onChange={(event) => upload.setWeekNumber(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-year`}>Year</Label>
          <Input
            id={`${id}-year`}
            type="number"
            inputMode="numeric"
            min={YEAR_MIN}
            max={YEAR_MAX}
            value={upload.year}
            onChange={(event) => upload.setYear(event.target.value)}
          />
        </div>
      </div>

      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a convenience; the button and the file input do the same by keyboard. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          upload.setDragging(true);
        }}
        onDragLeave={() => upload.setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors',
          upload.isDragging ? 'border-blue-500 bg-blue-50' : 'border-input bg-muted/40',
        )}
      >
        <FileSpreadsheet className="mx-auto size-6 text-blue-700" aria-hidden="true" />
        <p className="mt-2 text-sm font-medium">Drop a CSV file here</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {isDemo
            ? `The demo takes files up to ${DEMO_MAX_MB}MB, weeks of up to ${DEMO_MAX_CASES_PER_WEEK.toLocaleString('en-US')} cases, ${DEMO_MAX_WEEKS} weeks in all.`
            : `Up to ${MAX_MB}MB per file. Large files may take several minutes to upload and import.`}
        </p>
        <input
          ref={upload.fileInput}
          id={`${id}-file`}
          type="file"
          // Reached through its Choose File button: one tab stop, not two.
          tabIndex={-1}
          accept=".csv,text/csv"
          className="sr-only"
          aria-label="CSV file"
          onChange={(event) => upload.chooseFile(event.target.files?.[0])}
        />
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => upload.fileInput.current?.click()}
        >
          Choose File
        </Button>
      </div>

      {file && (
        <div className="flex items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm">
          <FileSpreadsheet className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(file.size)}</span>
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={`Remove ${file.name}`}
            onClick={upload.clearFile}
            disabled={isUploading}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      )}

      {isUploading && (
        <div
          className="space-y-1.5 rounded-md border border-blue-200 bg-blue-50 px-3 py-2.5"
          aria-live="polite"
        >
          <div className="flex items-center justify-between text-xs font-medium text-blue-900">
            <span>{isImporting ? 'Importing cases…' : 'Uploading…'}</span>
            <span className="tabular-nums">{overallPercent}%</span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-blue-100"
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={overallPercent}
          >
            <div
              className="h-full rounded-full bg-blue-600 transition-[width]"
              style={{ width: `${overallPercent}%` }}
            />
          </div>
          <p className="text-xs text-blue-800 tabular-nums">
            {isImporting
              ? `${(progress?.rowsRead ?? 0).toLocaleString('en-US')} rows read · ${(progress?.casesLoaded ?? 0).toLocaleString('en-US')} cases loaded`
              : `${uploadPercent}% of the file sent${progress ? ` · ${progress.rowsRead.toLocaleString('en-US')} rows read` : ''}`}
          </p>
        </div>
      )}

      <Button className="w-full" onClick={() => void upload.start()} disabled={isUploading}>
        <Upload aria-hidden="true" />
        {isUploading ? 'Uploading…' : 'Upload and Process'}
      </Button>

      {mismatch && (
        <LazyPart
          pending={null}
          failed={
            <p role="alert" className="text-sm text-red-800">
              This file does not look like {mismatch.chosen}: {mismatch.findings.join('; ')}. Reload the page
              to upload it anyway.
            </p>
          }
        >
          <FileMismatchDialog
            mismatch={mismatch}
            fileName={file?.name ?? null}
            onCancel={upload.dismissMismatch}
            onConfirm={() => void upload.start({ confirmMismatch: true })}
          />
        </LazyPart>
      )}

      {upload.lastResult && <SkippedRows result={upload.lastResult} />}

      {uploadCount > 0 && (
        <p className="rounded-md bg-green-50 px-3 py-2 text-xs text-green-900">
          Case type codes are loaded automatically from each file. {uploadCount}{' '}
          {uploadCount === 1 ? 'file' : 'files'} uploaded this session.
        </p>
      )}
    </div>
  );
}
