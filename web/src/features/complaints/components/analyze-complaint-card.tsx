import { useIsMutating } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { hasAuthToken } from '@web/lib/auth-storage';
import { Brain, FileUp, type LucideIcon, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ANALYZE_MUTATION_KEY, type AnalysisVariant, useAnalyzeComplaint } from '../api/analyze-complaint';
import {
  ANALYSIS_FAILED_TITLE,
  COMPLAINT_EXTENSIONS,
  COMPLAINT_MAX_MB,
  COMPREHENSIVE_EXTENSIONS,
  COMPREHENSIVE_FAILED_TITLE,
  describeAnalysisError,
  describeComprehensiveError,
  describeHeldComplaint,
  type ToastText,
} from '../complaint-format';
import { AnalysisProgress, useStagedProgress } from './analysis-progress';
import { ComplaintFilePicker } from './complaint-file-picker';

/** What tells the two cards apart: their words, icons and the errors' texts (spec §2, §4, §8). */
interface CardCopy {
  titleId: string;
  title: string;
  Icon: LucideIcon;
  iconClassName: string;
  description: (hasAnalysis: boolean) => string;
  pickerLabel: string;
  extensions: readonly string[];
  progressLabel: string;
  buttonVariant: 'default' | 'secondary';
  ButtonIcon: LucideIcon;
  run: string;
  running: string;
  noFile: string;
  signIn: string;
  done: (fileName: string) => ToastText;
  failedTitle: string;
  describeError: (error: unknown) => string;
}

const COPY: Record<AnalysisVariant, CardCopy> = {
  standard: {
    titleId: 'upload-complaint-title',
    title: 'Upload Complaint',
    Icon: FileUp,
    iconClassName: 'text-blue-700',
    description: (hasAnalysis) =>
      hasAnalysis
        ? 'Upload a new complaint to replace the current analysis.'
        : 'Extract attorneys, damages, statutes and expert fee estimates from the complaint.',
    pickerLabel: 'Complaint document',
    extensions: COMPLAINT_EXTENSIONS,
    progressLabel: 'Complaint analysis progress',
    buttonVariant: 'default',
    ButtonIcon: Brain,
    run: 'Analyze Complaint Document',
    running: 'Analyzing…',
    noFile: 'Please select a complaint document first.',
    signIn: 'Please log in to analyze complaint documents.',
    done: (fileName) => ({
      title: 'Analysis Complete',
      description: `${fileName} was analyzed. The case has been updated with the findings.`,
    }),
    failedTitle: ANALYSIS_FAILED_TITLE,
    describeError: describeAnalysisError,
  },
  comprehensive: {
    titleId: 'comprehensive-analysis-title',
    title: 'Docket Radar Comprehensive Analysis',
    Icon: Sparkles,
    iconClassName: 'text-violet-700',
    description: () => 'A full read of the complaint with the handbook fee methodology. PDF or text only.',
    pickerLabel: 'Complaint for comprehensive analysis',
    extensions: COMPREHENSIVE_EXTENSIONS,
    progressLabel: 'Comprehensive analysis progress',
    buttonVariant: 'secondary',
    ButtonIcon: Sparkles,
    run: 'Run Comprehensive Analysis',
    running: 'Running…',
    noFile: 'Please select a PDF or text file first.',
    signIn: 'Please log in to perform comprehensive analysis.',
    done: () => ({
      title: 'Comprehensive Analysis Complete',
      description: 'Attorneys, damages and the expert witness fee assessment have been updated.',
    }),
    failedTitle: COMPREHENSIVE_FAILED_TITLE,
    describeError: describeComprehensiveError,
  },
};

export interface AnalyzeComplaintCardProps {
  caseId: number;
  /** 'standard': Upload Complaint; 'comprehensive': the Docket Radar Comprehensive Analysis (PDF or text). */
  variant: AnalysisVariant;
  /** The case has an analysis already (the standard card then offers to replace it). */
  hasAnalysis?: boolean;
}

/**
 * Upload Complaint and the Docket Radar Comprehensive Analysis (spec §2, §4): pick a complaint, send it, show
 * staged progress, then the result. A complaint that does not match the case comes back held, the case unchanged.
 */
export function AnalyzeComplaintCard({ caseId, variant, hasAnalysis = false }: AnalyzeComplaintCardProps) {
  const copy = COPY[variant];
  const [file, setFile] = useState<File | null>(null);
  const analyze = useAnalyzeComplaint(variant);
  const stage = useStagedProgress(analyze.isPending);
  // One analysis at a time: the other card's would overwrite this one's result.
  const isAnyRunning = useIsMutating({ mutationKey: [ANALYZE_MUTATION_KEY] }) > 0;

  async function run() {
    if (!file) {
      toast({ title: 'No File Selected', description: copy.noFile, variant: 'destructive' });
      return;
    }
    if (!hasAuthToken()) {
      toast({ title: 'Authentication Required', description: copy.signIn, variant: 'destructive' });
      return;
    }
    try {
      // The mutation shows the re-ranked case and reloads the lists before the toast.
      const result = await analyze.mutateAsync({ caseId, file });
      setFile(null);
      toast(result.mismatch ? describeHeldComplaint(file.name, result.mismatch) : copy.done(file.name));
    } catch (error) {
      toast({ title: copy.failedTitle, description: copy.describeError(error), variant: 'destructive' });
    }
  }

  const { Icon, ButtonIcon } = copy;
  return (
    <Card aria-labelledby={copy.titleId}>
      <CardHeader className="pb-4">
        <CardTitle as="h2" id={copy.titleId} className="flex items-center gap-2 text-base">
          <Icon className={`size-4 ${copy.iconClassName}`} aria-hidden="true" />
          {copy.title}
        </CardTitle>
        <CardDescription>{copy.description(hasAnalysis)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <ComplaintFilePicker
          kind={variant === 'standard' ? 'complaint' : 'comprehensive'}
          file={file}
          onChange={setFile}
          label={copy.pickerLabel}
          hint={`${copy.extensions.join(' ')} (max ${COMPLAINT_MAX_MB}MB)`}
          disabled={analyze.isPending}
        />
        {analyze.isPending && <AnalysisProgress stage={stage} label={copy.progressLabel} />}
        <Button
          variant={copy.buttonVariant}
          className="w-full"
          onClick={() => void run()}
          disabled={!file || isAnyRunning}
        >
          <ButtonIcon aria-hidden="true" />
          {analyze.isPending ? copy.running : copy.run}
        </Button>
      </CardContent>
    </Card>
  );
}
