/**
 * The states the product knows about. Only states whose court exports we can read are `available`;
 * the others are listed so the UI can show them locked.
 */
export const STATES = [
  { id: 'utah', name: 'Utah', available: true },
  { id: 'california', name: 'California', available: false },
  { id: 'texas', name: 'Texas', available: false },
  { id: 'florida', name: 'Florida', available: false },
  { id: 'new-york', name: 'New York', available: false },
  { id: 'illinois', name: 'Illinois', available: false },
  { id: 'pennsylvania', name: 'Pennsylvania', available: false },
  { id: 'ohio', name: 'Ohio', available: false },
  { id: 'georgia', name: 'Georgia', available: false },
  { id: 'north_carolina', name: 'North Carolina', available: false },
  { id: 'colorado', name: 'Colorado', available: false },
  { id: 'new_mexico', name: 'New Mexico', available: false },
] as const;

export type StateId = (typeof STATES)[number]['id'];

export const STATE_IDS = STATES.map((s) => s.id) as [StateId, ...StateId[]];

/** Primary-state options on the sign-up screen (spec §3). */
export const REGISTRATION_STATE_IDS = ['utah', 'california', 'texas', 'florida', 'new-york'] as const;

/** Default-state options on the profile screen and the dashboard list (spec §3). */
export const PROFILE_STATE_IDS = [
  'utah',
  'california',
  'texas',
  'florida',
  'illinois',
  'pennsylvania',
  'ohio',
  'georgia',
  'north_carolina',
  'colorado',
  'new_mexico',
] as const;

/** States shown in the dashboard's state selector; only available ones can be chosen. */
export const DASHBOARD_STATE_IDS = ['utah', 'california', 'texas', 'florida'] as const;

export const DEFAULT_STATE: StateId = 'utah';

export function getStateName(id: string): string {
  return STATES.find((s) => s.id === id)?.name ?? id;
}

export function isStateAvailable(id: string): boolean {
  return STATES.some((s) => s.id === id && s.available);
}

/**
 * The names of the fifty states and the District of Columbia, longest first ('West Virginia' before
 * 'Virginia'), as captions, courts and bar labels write them: the one list the readers of complaints share.
 */
export const US_STATE_NAMES = [
  'District of Columbia',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'West Virginia',
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'Wisconsin',
  'Wyoming',
] as const;

/** A regular-expression alternation of `US_STATE_NAMES`, any whitespace between words ('New\\s+York'). */
export const US_STATE_NAMES_PATTERN = US_STATE_NAMES.map((n) => n.replaceAll(' ', '\\s+')).join('|');
