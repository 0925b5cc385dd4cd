import { Button } from '@web/components/ui/button';
import { ScanSearch } from 'lucide-react';

export interface ResearchButtonProps {
  /** The cases the run would research (those listed). */
  count: number;
  disabled?: boolean;
  onClick: () => void;
}

/** Spec §2: 'AI Background Search & Prioritization (N)'. */
export function ResearchButton({ count, disabled, onClick }: ResearchButtonProps) {
  return (
    <Button onClick={onClick} disabled={disabled} className="h-auto min-h-9 whitespace-normal text-left">
      <ScanSearch aria-hidden="true" />
      AI Background Search &amp; Prioritization ({count.toLocaleString('en-US')})
    </Button>
  );
}
