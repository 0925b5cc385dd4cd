import { useIsMutating } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { hasAuthToken } from '@web/lib/auth-storage';
import { Brain, FileUp } from 'lucide-react';
import { useState } from 'react';
import { ANALYZE_MUTATION_KEY, useAnalyzeComplaint } from '../api/analyze-complaint';
import {
  ANALYSIS_FAILED_TITLE,
  COMPLAINT_EXTENSIONS,
  COMPLAINT_MAX_MB,
  describeAnalysisError,
  describeHeldComplaint,
} from '../complaint-format';
import { AnalysisProgress, useStagedProgress } from './analysis-progress';
import { ComplaintFilePicker } from './complaint-file-picker';

export interface ComplaintUploadCardProps {
  caseId: number;
  hasAnalysis: boolean;
}

/** Upload Complaint (spec §2, §4): pick a complaint, send it, show staged progress, then the result. */
export function ComplaintUploadCard({ caseId, hasAnalysis }: ComplaintUploadCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const analyze = useAnalyzeComplaint();
  const stage = useStagedProgress(analyze.isPending);
  // One analysis at a time: the other card's would overwrite this one's result.
  const isAnyRunning = useIsMutating({ mutationKey: [ANALYZE_MUTATION_KEY] }) > 0;

  async function run() {
    if (!file) {
      toast({
        title: 'No File Selected',
        description: 'Please select a complaint document first.',
        variant: 'destructive',
      });
      return;
    }
    if (!hasAuthToken()) {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to analyze complaint documents.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await analyze.mutateAsync({ caseId, file });
      setFile(null);
      toast(
        result.mismatch
          ? describeHeldComplaint(file.name, result.mismatch)
          : {
              title: 'Analysis Complete',
              description: `${file.name} was analyzed. The case has been updated with the findings.`,
            },
      );
    } catch (error) {
      toast({
        title: ANALYSIS_FAILED_TITLE,
        description: describeAnalysisError(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card aria-labelledby="upload-complaint-title">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="upload-complaint-title" className="flex items-center gap-2 text-base">
          <FileUp className="size-4 text-blue-700" aria-hidden="true" />
          Upload Complaint
        </CardTitle>
        <CardDescription>
          {hasAnalysis
            ? 'Upload a new complaint to replace the current analysis.'
            : 'Extract attorneys, damages, statutes and expert fee estimates from the complaint.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ComplaintFilePicker
          kind="complaint"
          file={file}
          onChange={setFile}
          label="Complaint document"
          hint={`${COMPLAINT_EXTENSIONS.join(' ')} (max ${COMPLAINT_MAX_MB}MB)`}
          disabled={analyze.isPending}
        />
        {analyze.isPending && <AnalysisProgress stage={stage} label="Complaint analysis progress" />}
        <Button className="w-full" onClick={() => void run()} disabled={!file || isAnyRunning}>
          <Brain aria-hidden="true" />
          {analyze.isPending ? 'Analyzing…' : 'Analyze Complaint Document'}
        </Button>
      </CardContent>
    </Card>
  );
}
