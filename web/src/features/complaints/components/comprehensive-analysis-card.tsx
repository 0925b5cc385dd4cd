import { useIsMutating } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { hasAuthToken } from '@web/lib/auth-storage';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ANALYZE_MUTATION_KEY } from '../api/analyze-complaint';
import { useAnalyzeComplaintComprehensive } from '../api/analyze-complaint-comprehensive';
import {
  COMPLAINT_MAX_MB,
  COMPREHENSIVE_EXTENSIONS,
  COMPREHENSIVE_FAILED_TITLE,
  describeComprehensiveError,
  describeHeldComplaint,
} from '../complaint-format';
import { AnalysisProgress, useStagedProgress } from './analysis-progress';
import { ComplaintFilePicker } from './complaint-file-picker';

export interface ComprehensiveAnalysisCardProps {
  caseId: number;
}

/** 'Docket Radar Comprehensive Analysis' (spec §2): a PDF or text complaint read in full. */
export function ComprehensiveAnalysisCard({ caseId }: ComprehensiveAnalysisCardProps) {
  const [file, setFile] = useState<File | null>(null);
  const analyze = useAnalyzeComplaintComprehensive();
  const stage = useStagedProgress(analyze.isPending);
  // One analysis at a time: the other card's would overwrite this one's result.
  const isAnyRunning = useIsMutating({ mutationKey: [ANALYZE_MUTATION_KEY] }) > 0;

  async function run() {
    if (!hasAuthToken()) {
      toast({
        title: 'Authentication Required',
        description: 'Please log in to perform comprehensive analysis.',
        variant: 'destructive',
      });
      return;
    }
    if (!file) {
      toast({
        title: 'No File Selected',
        description: 'Please select a PDF or text file first.',
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
              title: 'Comprehensive Analysis Complete',
              description: 'Attorneys, damages and the expert witness fee assessment have been updated.',
            },
      );
    } catch (error) {
      toast({
        title: COMPREHENSIVE_FAILED_TITLE,
        description: describeComprehensiveError(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card aria-labelledby="comprehensive-analysis-title">
      <CardHeader className="pb-4">
        <CardTitle as="h2" id="comprehensive-analysis-title" className="flex items-center gap-2 text-base">
          <Sparkles className="size-4 text-violet-700" aria-hidden="true" />
          Docket Radar Comprehensive Analysis
        </CardTitle>
        <CardDescription>
          A full read of the complaint with the handbook fee methodology. PDF or text only.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ComplaintFilePicker
          kind="comprehensive"
          file={file}
          onChange={setFile}
          label="Complaint for comprehensive analysis"
          hint={`${COMPREHENSIVE_EXTENSIONS.join(' ')} (max ${COMPLAINT_MAX_MB}MB)`}
          disabled={analyze.isPending}
        />
        {analyze.isPending && <AnalysisProgress stage={stage} label="Comprehensive analysis progress" />}
        <Button
          variant="secondary"
          className="w-full"
          onClick={() => void run()}
          disabled={!file || isAnyRunning}
        >
          <Sparkles aria-hidden="true" />
          {analyze.isPending ? 'Running…' : 'Run Comprehensive Analysis'}
        </Button>
      </CardContent>
    </Card>
  );
}
