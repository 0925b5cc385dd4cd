import { cn } from '@web/lib/utils';
import type * as React from 'react';

export interface ProgressProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Percent done, 0-100. */
  value?: number | null;
  indicatorClassName?: string;
}

/** A determinate progress bar, 0-100: a `progressbar` with its value, named by `aria-label`. */
export function Progress({ className, indicatorClassName, value, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/15', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className={cn(
          'h-full w-full flex-1 bg-primary transition-transform duration-500',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}
