import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { getErrorMessage } from '@web/lib/api-client';
import { canOpenInBrowser, saveFile, temporaryBlobUrl } from '@web/lib/download-file';
import { Download, ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { getComplaintFile } from '../api/get-complaint-file';

type Action = 'open' | 'download';

/**
 * 'Open complaint' and 'Download' for the file uploaded for the case. It is fetched with the session's token and
 * handed to the browser as a Blob URL: opened in a tab when the browser shows it itself (PDF, text), else
 * downloaded under the name the server gives.
 */
export function ComplaintFileActions({ caseId }: { caseId: number }) {
  const [busy, setBusy] = useState<Action | null>(null);

  const run = async (action: Action) => {
    setBusy(action);
    try {
      const file = await getComplaintFile(caseId);
      const url = temporaryBlobUrl(file.blob);
      const tab = action === 'open' && canOpenInBrowser(file.contentType) ? window.open(url, '_blank') : null;
      if (tab) tab.opener = null;
      // A Word file, or a tab the browser's pop-up blocker refused: the file is saved instead.
      else saveFile(url, file.fileName);
    } catch (error) {
      toast({
        title: 'Could Not Get the Complaint',
        description: getErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2" data-testid="complaint-file-actions">
      <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void run('open')}>
        <ExternalLink aria-hidden="true" />
        {busy === 'open' ? 'Opening…' : 'Open complaint'}
      </Button>
      <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void run('download')}>
        <Download aria-hidden="true" />
        {busy === 'download' ? 'Downloading…' : 'Download'}
      </Button>
    </div>
  );
}
