import { DASHBOARD_STATE_IDS, isStateAvailable, type StateId } from '@common/states';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { formatStateOption } from '@web/lib/state-option';
import { MapPin } from 'lucide-react';
import { useSelectedState } from '../selected-state';

/** The header's state picker: Utah is selectable, the other states show locked (spec §2). */
export function StateSelector() {
  const { selectedState, selectState } = useSelectedState();
  return (
    <div className="relative w-[7.5rem] sm:w-40">
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3 z-10 hidden size-4 -translate-y-1/2 text-muted-foreground sm:block"
        aria-hidden="true"
      />
      <NativeSelect
        aria-label="State"
        value={selectedState}
        onChange={(event) => selectState(event.target.value as StateId)}
        className="sm:pl-9"
      >
        {DASHBOARD_STATE_IDS.map((id) => (
          <NativeSelectOption key={id} value={id} disabled={!isStateAvailable(id)}>
            {formatStateOption(id)}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
