import type { PartyBackground } from '@common/parties';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import {
  Building2,
  ChevronRight,
  CircleHelp,
  HeartHandshake,
  Hospital,
  Landmark,
  type LucideIcon,
  Repeat,
  ScrollText,
  ShieldCheck,
  Sparkles,
  User,
} from 'lucide-react';
import { entityTypeLabel, partySizeLabel } from '../research-format';

type BackgroundColor = PartyBackground['backgroundColor'];

/** Whole class names per colour, so Tailwind finds and keeps every one of them (spec §3 backgroundColor). */
const COLOR_CLASSES: Record<BackgroundColor, { block: string; icon: string; label: string }> = {
  slate: {
    block: 'border-slate-200 bg-slate-50',
    icon: 'bg-slate-200 text-slate-700',
    label: 'text-slate-600',
  },
  blue: { block: 'border-blue-200 bg-blue-50', icon: 'bg-blue-100 text-blue-700', label: 'text-blue-700' },
  amber: {
    block: 'border-amber-200 bg-amber-50',
    icon: 'bg-amber-100 text-amber-800',
    label: 'text-amber-800',
  },
  emerald: {
    block: 'border-emerald-200 bg-emerald-50',
    icon: 'bg-emerald-100 text-emerald-700',
    label: 'text-emerald-700',
  },
  violet: {
    block: 'border-violet-200 bg-violet-50',
    icon: 'bg-violet-100 text-violet-700',
    label: 'text-violet-700',
  },
  rose: { block: 'border-rose-200 bg-rose-50', icon: 'bg-rose-100 text-rose-700', label: 'text-rose-700' },
};

const ENTITY_ICON: Record<PartyBackground['entityType'], LucideIcon> = {
  individual: User,
  company: Building2,
  bank: Landmark,
  insurer: ShieldCheck,
  hospital: Hospital,
  government: Landmark,
  trust: ScrollText,
  estate: ScrollText,
  nonprofit: HeartHandshake,
  unknown: CircleHelp,
};

export interface PartyBackgroundBlockProps {
  party: PartyBackground;
  /** 'Plaintiff', or 'Defendant 2 of 3'. */
  heading: string;
  /** The AI model that wrote `aiBackground`, when the research names one. */
  aiModel?: string | null;
}

/**
 * One party's background (spec §2 Case Overview, §3): who it is, what it does, how often it litigates, the
 * facts that rest on, and the AI provider's paragraph when there is one.
 */
export function PartyBackgroundBlock({ party, heading, aiModel }: PartyBackgroundBlockProps) {
  const colors = COLOR_CLASSES[party.backgroundColor] ?? COLOR_CLASSES.slate;
  const Icon = ENTITY_ICON[party.entityType] ?? CircleHelp;
  const size = partySizeLabel(party.size);
  return (
    <section
      className={cn('min-w-0 rounded-lg border p-4', colors.block)}
      aria-label={`${heading} background: ${party.name}`}
      data-testid="party-background"
    >
      <div className="flex items-start gap-3">
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', colors.icon)}>
          <Icon className="size-4.5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className={cn('text-xs font-semibold uppercase tracking-wide', colors.label)}>
            {heading} background
          </p>
          <h3 className="text-sm font-semibold break-words">{party.name}</h3>
        </div>
      </div>

      <div className="mt-3 flex flex-wrap gap-1.5">
        <Badge variant="outline" className="bg-card">
          {entityTypeLabel(party.entityType)}
          {party.legalForm && ` · ${party.legalForm}`}
        </Badge>
        {party.industry && (
          <Badge
            variant="outline"
            className="max-w-full bg-card whitespace-normal"
            title={party.industry.code}
          >
            {party.industry.label}
          </Badge>
        )}
        {size && (
          <Badge variant="outline" className="bg-card">
            {size}
          </Badge>
        )}
        {party.history.isRepeatFiler && (
          <Badge variant="danger">
            <Repeat aria-hidden="true" />
            Repeat filer
          </Badge>
        )}
      </div>

      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Business type</dt>
          <dd className="font-medium break-words">{party.businessType}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-muted-foreground">Operating history</dt>
          <dd className="break-words">{party.operatingHistory}</dd>
        </div>
      </dl>
      {party.background && <p className="mt-2 text-sm text-muted-foreground">{party.background}</p>}

      {party.aiBackground && (
        <div className="mt-3 rounded-md border bg-card/80 p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-violet-700">
            <Sparkles className="size-3.5" aria-hidden="true" />
            From the AI provider{aiModel ? ` (${aiModel})` : ''}
          </p>
          <p className="mt-1 text-sm">{party.aiBackground}</p>
        </div>
      )}

      {party.evidence.length > 0 && (
        <details className="group mt-3 text-xs">
          <summary className="flex cursor-pointer list-none items-center gap-1 font-medium text-muted-foreground hover:text-foreground [&::-webkit-details-marker]:hidden">
            <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden="true" />
            Evidence ({party.evidence.length})
          </summary>
          <ul className="mt-1.5 space-y-1 pl-5 text-muted-foreground">
            {party.evidence.map((line) => (
              <li key={line} className="list-disc break-words">
                {line}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
