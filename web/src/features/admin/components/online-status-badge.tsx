import type { OnlineStatus } from '@common/account';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';
import { ONLINE_STATUS_LABELS } from '../admin-format';

const STATUS_STYLES: Record<OnlineStatus, { badge: string; dot: string }> = {
  online: { badge: 'border-emerald-200 bg-emerald-50 text-emerald-800', dot: 'bg-emerald-500' },
  'recently-active': { badge: 'border-amber-200 bg-amber-50 text-amber-800', dot: 'bg-amber-500' },
  inactive: { badge: 'border-slate-200 bg-slate-100 text-slate-700', dot: 'bg-slate-400' },
  offline: { badge: 'border-slate-200 bg-card text-muted-foreground', dot: 'bg-slate-300' },
};

/** Spec §4: Online, Recently Active (under 5 minutes), Inactive (under an hour), Offline. */
export function OnlineStatusBadge({ status }: { status: OnlineStatus }) {
  const style = STATUS_STYLES[status];
  return (
    <Badge variant="outline" className={style.badge} data-testid="user-status">
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', style.dot)} />
      {ONLINE_STATUS_LABELS[status]}
    </Badge>
  );
}
