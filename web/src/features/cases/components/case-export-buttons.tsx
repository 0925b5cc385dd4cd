import type { ExportFormat } from '@common/cases';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getErrorMessage } from '@web/lib/api-client';
import { saveFile, temporaryBlobUrl } from '@web/lib/download-file';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { exportCases } from '../api/export-cases';
import type { CaseListFilters } from '../api/get-cases';

/** 'Export CSV' and 'Export XLSX': the list as it is filtered, every page of it, with leads and counsel. */
export function CaseExportButtons({ filters }: { filters: CaseListFilters }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const file = await exportCases(filters, format);
      saveFile(temporaryBlobUrl(file.blob), file.fileName);
    } catch (error) {
      toast({
        title: 'Export Failed',
        description: getErrorMessage(error, 'The list could not be exported. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className="inline-flex min-w-0 gap-1" aria-busy={busy !== null}>
      <legend className="sr-only">Export the list</legend>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => void run(format)}
        >
          <Download aria-hidden="true" />
          {busy === format ? 'Exporting…' : `Export ${format.toUpperCase()}`}
        </Button>
      ))}
    </fieldset>
  );
}
