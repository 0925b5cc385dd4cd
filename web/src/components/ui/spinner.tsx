import { cn } from '@web/lib/utils';
import { cva, type VariantProps } from 'class-variance-authority';
import { LoaderCircle } from 'lucide-react';

const spinnerVariants = cva('animate-spin text-primary', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

export interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  className?: string;
  /** Announced to screen readers. */
  label?: string;
}

/** The loading spinner of spec §2, in sizes sm, md and lg. */
export function Spinner({ size, className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <LoaderCircle aria-hidden="true" className={cn(spinnerVariants({ size }), className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
