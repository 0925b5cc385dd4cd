import { cn } from '@web/lib/utils';
import { LayoutGrid, Table2 } from 'lucide-react';
import type { CaseView } from './case-results';

const VIEWS = [
  ['table', 'Table View', Table2],
  ['card', 'Card View', LayoutGrid],
] as const;

/** Table View / Card View: two pressed-or-not buttons. */
export function CaseViewToggle({ view, onChange }: { view: CaseView; onChange: (view: CaseView) => void }) {
  return (
    <fieldset className="inline-flex min-w-0 rounded-md border bg-muted p-0.5">
      <legend className="sr-only">View</legend>
      {VIEWS.map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-7 items-center gap-1.5 rounded-[5px] px-2.5 text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
            view === value
              ? 'bg-card text-foreground shadow-xs'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
