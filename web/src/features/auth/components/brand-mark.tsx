import { cn } from '@web/lib/utils';
import { Radar } from 'lucide-react';

/** The product's icon in its blue tile. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm',
        className,
      )}
    >
      <Radar className="size-5" aria-hidden="true" />
    </span>
  );
}
