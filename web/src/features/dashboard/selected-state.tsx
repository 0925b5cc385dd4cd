import { DEFAULT_STATE, isStateAvailable, type StateId } from '@common/states';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface SelectedStateValue {
  selectedState: StateId;
  /** Ignores states that are locked, so a locked state can never become the selection. */
  selectState: (state: StateId) => void;
}

const SelectedStateContext = createContext<SelectedStateValue | null>(null);

/** The state whose filings the dashboard shows; only available states (utah) can be chosen. */
export function SelectedStateProvider({ children }: { children: ReactNode }) {
  const [selectedState, setSelectedState] = useState<StateId>(DEFAULT_STATE);
  const value = useMemo<SelectedStateValue>(
    () => ({
      selectedState,
      selectState: (state) => {
        if (isStateAvailable(state)) setSelectedState(state);
      },
    }),
    [selectedState],
  );
  return <SelectedStateContext.Provider value={value}>{children}</SelectedStateContext.Provider>;
}

export function useSelectedState(): SelectedStateValue {
  const value = useContext(SelectedStateContext);
  if (!value) throw new Error('useSelectedState must be used inside <SelectedStateProvider>');
  return value;
}
