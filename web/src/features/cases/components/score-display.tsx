import { cn } from '@web/lib/utils';
import { matchTone, priorityTone, type ScoreTone } from '../case-format';

const TEXT: Record<ScoreTone, string> = {
  red: 'text-red-700',
  yellow: 'text-amber-700',
  blue: 'text-blue-700',
};

const DOT: Record<ScoreTone, string> = {
  red: 'bg-red-500',
  yellow: 'bg-amber-400',
  blue: 'bg-blue-500',
};

/** Expert-match percent in the spec §9 colour. */
export function MatchPercent({ match, className }: { match: number; className?: string }) {
  return (
    <span className={cn('font-semibold tabular-nums', TEXT[matchTone(match)], className)}>{match}%</span>
  );
}

/** Five dots, `priority` of them filled in the spec §9 colour. */
export function PriorityDots({ priority }: { priority: number }) {
  const tone = priorityTone(priority);
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={`Priority ${priority} of 5`}>
      {[1, 2, 3, 4, 5].map((dot) => (
        <span
          key={dot}
          aria-hidden="true"
          className={cn('size-2 rounded-full', dot <= priority ? DOT[tone] : 'bg-slate-200')}
        />
      ))}
    </span>
  );
}

/** In place of the scores while a case is neither researched nor analysed (cards and table alike). */
export function PendingAnalysis({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-block whitespace-nowrap rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground',
        className,
      )}
    >
      Pending Analysis
    </span>
  );
}
