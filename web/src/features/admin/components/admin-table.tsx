import { cn } from '@web/lib/utils';
import type { ComponentProps, ReactNode } from 'react';

/** A table that scrolls sideways inside its border on narrow screens rather than squeezing its columns. */
export function AdminTable({
  caption,
  minWidth,
  children,
}: {
  caption: string;
  /** A Tailwind min-width class; below it the table scrolls. */
  minWidth: string;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className={cn('w-full text-left text-sm', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function HeaderCell({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="col"
      className={cn('whitespace-nowrap px-3 py-2 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  );
}

export function Cell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}
