import { cn } from '@web/lib/utils';
import { ChevronDown } from 'lucide-react';
import type * as React from 'react';

export interface NativeSelectProps extends React.ComponentProps<'select'> {
  /** Classes of the box around the select and its chevron: its width in a row, for example. */
  wrapperClassName?: string;
}

/**
 * A plain list to choose one item from, as the browser's own `<select>`: the phone's picker on a phone, the
 * keyboard and screen readers as the platform has them, and no JavaScript of its own to load. Styled as the
 * other fields (`Input`); name it with a `<Label htmlFor>` or `aria-label`.
 */
export function NativeSelect({ className, wrapperClassName, ...props }: NativeSelectProps) {
  return (
    <div
      data-slot="native-select-wrapper"
      className={cn('relative w-full min-w-0 has-[select:disabled]:opacity-50', wrapperClassName)}
    >
      <select
        data-slot="native-select"
        className={cn(
          // text-base below md: iOS zooms into a field whose text is smaller than 16px.
          'h-9 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-card py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm',
          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30',
          'disabled:cursor-not-allowed aria-invalid:border-destructive aria-invalid:ring-destructive/20',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-foreground opacity-60"
      />
    </div>
  );
}

export function NativeSelectOption(props: React.ComponentProps<'option'>) {
  return <option data-slot="native-select-option" {...props} />;
}
