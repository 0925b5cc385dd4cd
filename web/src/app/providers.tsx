import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { queryClient } from '@web/lib/query-client';
import type { ReactNode } from 'react';

/**
 * What every page needs. No tooltip provider here: each `Tooltip` (components/ui/tooltip) brings its own with
 * spec §9's timings, so the pages without tooltips do not load Radix's tooltip and positioning code.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
