import type { PendingComplaint } from '@common/analysis';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { toast } from '@web/components/ui/use-toast';
import { getErrorMessage } from '@web/lib/api-client';
import { Check, TriangleAlert, X } from 'lucide-react';
import { useReviewComplaint } from '../api/review-complaint';
import { describeDifference } from '../complaint-format';

export interface ComplaintMismatchPanelProps {
  caseId: number;
  pending: PendingComplaint;
}

/**
 * A complaint that does not match its case (another case number, court or parties) waits for the user's
 * word: each difference is listed, and the case keeps its ranking until the user applies the complaint.
 */
export function ComplaintMismatchPanel({ caseId, pending }: ComplaintMismatchPanelProps) {
  const confirm = useReviewComplaint('confirm');
  const discard = useReviewComplaint('discard');
  const isBusy = confirm.isPending || discard.isPending;

  async function review(action: 'apply' | 'discard') {
    const input = { caseId, pendingComplaintId: pending.id };
    // The mutations show the case and reload its lists; on a 409 they reload the case before the toast.
    try {
      if (action === 'apply') await confirm.mutateAsync(input);
      else await discard.mutateAsync(input);
      toast(
        action === 'apply'
          ? {
              title: 'Complaint Applied',
              description: `${pending.fileName} is now this case's complaint, and the case has been re-ranked.`,
            }
          : {
              title: 'Complaint Discarded',
              description: `${pending.fileName} was discarded. The case is unchanged.`,
            },
      );
    } catch (error) {
      toast({
        title: action === 'apply' ? 'Could Not Apply Complaint' : 'Could Not Discard Complaint',
        description: getErrorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card
      aria-labelledby="complaint-mismatch-title"
      className="border-amber-300 bg-amber-50/60"
      data-testid="complaint-mismatch"
    >
      <CardHeader className="pb-3">
        <CardTitle as="h2" id="complaint-mismatch-title" className="flex items-center gap-2 text-base">
          <TriangleAlert className="size-4 text-amber-700" aria-hidden="true" />
          This complaint may belong to another case
        </CardTitle>
        <CardDescription className="text-amber-900">
          <span className="font-medium break-all">{pending.fileName}</span> was analysed, but it does not
          match this case. Until you apply it, this case's ranking, score and experts are unchanged.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-1.5 text-sm" aria-label="Differences between the complaint and this case">
          {pending.differences.map((difference) => {
            const { label, text } = describeDifference(difference);
            return (
              <li key={difference.field} className="break-words">
                <span className="font-medium">{label}:</span> {text}
              </li>
            );
          })}
        </ul>
        {pending.summary && (
          <p className="line-clamp-3 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">The complaint: </span>
            {pending.summary}
          </p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            onClick={() => void review('apply')}
            disabled={isBusy}
            className="h-auto min-h-9 whitespace-normal py-2 text-center"
          >
            <Check aria-hidden="true" />
            {confirm.isPending ? 'Applying…' : 'This is the right complaint — apply it'}
          </Button>
          <Button variant="outline" onClick={() => void review('discard')} disabled={isBusy}>
            <X aria-hidden="true" />
            {discard.isPending ? 'Discarding…' : 'Discard'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
