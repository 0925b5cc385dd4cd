import { US_STATE_NAMES } from '@common/states';
import { courtWords, type StateProfile, wordMatcher } from './state-profile';

/**
 * Case-number shapes of other states' and the federal courts, for telling a user which courts a file seems to
 * come from. Only distinctive shapes: a bare number proves nothing.
 */
export const CASE_NUMBER_SIGNATURES: { label: string; pattern: RegExp }[] = [
  { label: 'Texas justice courts', pattern: /^J(?:P)?\d{1,2}-(?:CV|SC|EV|DC|CC)-\d{2}-\d{4,7}$/i },
  { label: 'Texas district and county courts', pattern: /^(?:\d{3}-\d{6}-\d{2}|(?:DC|CC)-\d{2}-\d{4,6})$/i },
  { label: 'federal district courts', pattern: /^\d:\d{2}-?cv-?\d{3,6}\b/i },
  { label: 'California superior courts', pattern: /^(?:\d{2}[A-Z]{2,6}\d{5,6}|BC\d{6})$/ },
  { label: 'the Circuit Court of Cook County, Illinois', pattern: /^(?:19|20)\d{2} ?[A-Z]{1,2} ?\d{6}$/ },
  { label: 'New York supreme courts', pattern: /^\d{5,6}\/(?:19|20)\d{2}$/ },
  {
    label: 'Florida circuit and county courts',
    pattern: /^(?:\d{2}-)?(?:19|20)\d{2}-(?:CA|CC|SC|CP|DR)-\d{4,6}/i,
  },
  { label: 'Connecticut superior courts', pattern: /^[A-Z]{3}-CV\d{2}-\d{7}-S$/i },
  { label: 'Arizona superior courts', pattern: /^CV(?:19|20)\d{2}-\d{5,6}$/i },
  { label: 'Ohio common pleas courts', pattern: /^CV-?\d{2}-\d{6}$/i },
  { label: 'Colorado district and county courts', pattern: /^(?:19|20)\d{2}(?:CV|C)\d{5,6}$/i },
  { label: 'Washington superior courts', pattern: /^\d{2}-\d-\d{5}-\d(?: [A-Z]{3})?$/i },
  { label: 'Nevada district courts', pattern: /^A-\d{2}-\d{6}-C$/i },
  { label: 'Michigan circuit courts', pattern: /^\d{2}-\d{5,6}-[A-Z]{2}$/i },
];

/** Court words that no court of a state without them uses. */
const COURT_KINDS: { label: string; words: RegExp }[] = [
  { label: 'justice-of-the-peace courts', words: / (?:PRECINCT|JUSTICE OF THE PEACE|J P|JP) / },
  { label: 'Louisiana parish courts', words: / PARISH / },
];

/**
 * What a court name says of another state than the profile's: the state it names ('Travis County, Texas'),
 * or a kind of court the profile's state does not have. Null when it says nothing of the kind.
 */
export function otherStateOfCourt(court: string, profile: StateProfile): string | null {
  const words = courtWords(court);
  const own = new Set([profile.name, ...profile.placesNamedLikeStates].map((name) => name.toUpperCase()));
  for (const name of US_STATE_NAMES) {
    if (!own.has(name.toUpperCase()) && wordMatcher([name])(words)) return name;
  }
  if (profile.recognizesCourt(court)) return null;
  return COURT_KINDS.find((kind) => kind.words.test(words))?.label ?? null;
}

/** The other courts whose case numbers look like this one, or null. */
export function otherCourtsOfCaseNumber(caseNumber: string): string | null {
  return CASE_NUMBER_SIGNATURES.find((s) => s.pattern.test(caseNumber))?.label ?? null;
}
