import type { UploadResponse } from '@common/filings';
import { AlertTriangle } from 'lucide-react';

/** Shown at most: the server returns the first 20 skipped rows. */
const SHOWN_MAX = 20;

/** What the last upload read, and the rows it could not use (line and reason). */
export function SkippedRows({ result }: { result: UploadResponse }) {
  const { stats, filing } = result;
  const shown = stats.skippedRows.slice(0, SHOWN_MAX);
  return (
    <section aria-label="Last upload" className="space-y-2 rounded-md border bg-card px-3 py-2.5 text-xs">
      <p className="font-medium">
        Week {filing.weekNumber} ({filing.year}): {stats.rowsRead.toLocaleString('en-US')} rows read,{' '}
        {stats.totalCases.toLocaleString('en-US')} cases, {stats.rowsSkipped.toLocaleString('en-US')} rows
        skipped
      </p>
      {shown.length > 0 && (
        <div>
          <p className="flex items-center gap-1 font-medium text-amber-800">
            <AlertTriangle className="size-3.5" aria-hidden="true" />
            Skipped rows{stats.rowsSkipped > shown.length ? ` (first ${shown.length})` : ''}
          </p>
          <ul className="mt-1 max-h-48 space-y-0.5 overflow-y-auto text-muted-foreground">
            {shown.map((row) => (
              <li key={`${row.line}-${row.reason}`}>
                <span className="font-mono text-foreground">Line {row.line}</span>: {row.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {stats.warnings.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-4 text-muted-foreground">
          {stats.warnings.slice(0, SHOWN_MAX).map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
