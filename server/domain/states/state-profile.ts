/**
 * What the import knows about a state's courts: enough to tell whether an export comes from them. A second
 * state is one more profile in `./index.ts`, not a change to the import.
 */
export interface StateProfile {
  id: string;
  name: string;
  /** Whether a court name (an export's court or location column) names one of this state's courts. */
  recognizesCourt(court: string): boolean;
  /** The shapes of this state's trial-court case numbers. */
  caseNumbers: RegExp[];
  /** Its places named like another state: a court naming them is not evidence of that state. */
  placesNamedLikeStates: string[];
}

/** Upper case, punctuation as spaces, single spaces, padded: words can then be found as ` WORD `. */
export function courtWords(text: string): string {
  return ` ${text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()} `;
}

/** A matcher for any of the names, as whole words of `courtWords` text. */
export function wordMatcher(names: readonly string[]): (words: string) => boolean {
  const wanted = names.map((name) => courtWords(name));
  return (words) => wanted.some((name) => words.includes(name));
}
