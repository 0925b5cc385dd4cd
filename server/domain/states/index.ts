import type { StateProfile } from './state-profile';
import { utah } from './utah';

export type { StateProfile } from './state-profile';

/** The states whose exports the import can check; a state without a profile is not checked. */
const PROFILES: Record<string, StateProfile> = { utah };

export function stateProfile(stateId: string): StateProfile | null {
  return PROFILES[stateId] ?? null;
}
