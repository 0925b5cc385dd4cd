import { cn } from '@web/lib/utils';
import { Check } from 'lucide-react';
import type * as React from 'react';

/**
 * A checkbox: the browser's own `<input type="checkbox">` drawn as the other controls, so forms, labels and
 * the keyboard work as the platform has them, with no script of its own. Name it with a wrapping `<Label>`.
 */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <span className="relative inline-flex size-4 shrink-0">
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cn(
          'peer size-4 shrink-0 appearance-none rounded-[4px] border border-input bg-card shadow-xs outline-none transition-shadow focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 checked:border-primary checked:bg-primary',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100"
      />
    </span>
  );
}
