import type { LeadDto } from '@common/leads';
import { cn } from '@web/lib/utils';
import { CalendarClock } from 'lucide-react';
import { type FollowUpTone, followUpTone, formatCalendarDate, todayIsoDate } from '../lead-format';

const TONE_CLASS: Record<FollowUpTone, string> = {
  overdue: 'font-medium text-red-700',
  today: 'font-medium text-amber-700',
  later: 'text-muted-foreground',
};

const TONE_WORD: Record<FollowUpTone, string> = { overdue: 'overdue', today: 'today', later: '' };

interface FollowUpDateProps {
  lead: LeadDto;
  className?: string;
  /** Only the date on screen (a table's narrow column); the rest is still read out and in the tooltip. */
  isCompact?: boolean;
}

/** 'Follow up Mar 4, 2025 · overdue', red when past, amber today; nothing without a date. */
export function FollowUpDate({ lead, className, isCompact = false }: FollowUpDateProps) {
  const tone = followUpTone(lead, todayIsoDate());
  if (!tone || !lead.followUpAt) return null;
  const date = formatCalendarDate(lead.followUpAt);
  const word = TONE_WORD[tone] ? ` · ${TONE_WORD[tone]}` : '';
  return (
    <span
      className={cn('inline-flex items-center gap-1 whitespace-nowrap', TONE_CLASS[tone], className)}
      title={`Follow up ${date}${word}`}
      data-testid="follow-up-date"
      data-tone={tone}
    >
      <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
      {isCompact ? (
        <>
          <span className="sr-only">Follow up </span>
          {date}
          {word && <span className="sr-only">{word}</span>}
        </>
      ) : (
        <>
          Follow up {date}
          {word}
        </>
      )}
    </span>
  );
}
