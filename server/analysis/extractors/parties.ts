import type { Party } from '@common/analysis';

/** The parties named in the caption (and the opening paragraph), with role, entity type and capacity. */
export function extractParties(_text: string): Party[] {
  return [];
}
