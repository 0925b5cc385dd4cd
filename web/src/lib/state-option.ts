import { getStateName, isStateAvailable } from '@common/states';

/**
 * A state as the pickers list it: 'California (locked)' for a state this version cannot read yet (spec §2).
 * A native option holds text only, so the lock is said in words.
 */
export function formatStateOption(id: string): string {
  return isStateAvailable(id) ? getStateName(id) : `${getStateName(id)} (locked)`;
}
