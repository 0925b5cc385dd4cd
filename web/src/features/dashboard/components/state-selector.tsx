import { DASHBOARD_STATE_IDS, getStateName, isStateAvailable, type StateId } from '@common/states';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Lock, MapPin } from 'lucide-react';
import { useSelectedState } from '../selected-state';

/** The header's state picker: Utah is selectable, the other states show locked (spec §2). */
export function StateSelector() {
  const { selectedState, selectState } = useSelectedState();
  return (
    <Select value={selectedState} onValueChange={(value) => selectState(value as StateId)}>
      {/* The name holds the visible value too (axe: label-content-name-mismatch). */}
      <SelectTrigger aria-label={`State: ${getStateName(selectedState)}`} className="h-9 w-[7.5rem] sm:w-40">
        <span className="flex min-w-0 items-center gap-2">
          <MapPin className="hidden size-4 shrink-0 text-muted-foreground sm:block" aria-hidden="true" />
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {DASHBOARD_STATE_IDS.map((id) => {
          const isLocked = !isStateAvailable(id);
          return (
            <SelectItem key={id} value={id} disabled={isLocked}>
              <span className="flex items-center gap-2">
                {getStateName(id)}
                {isLocked && (
                  <>
                    <Lock className="size-3.5 text-muted-foreground" aria-hidden="true" />
                    <span className="sr-only">(locked)</span>
                  </>
                )}
              </span>
            </SelectItem>
          );
        })}
      </SelectContent>
    </Select>
  );
}
