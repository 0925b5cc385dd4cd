import { NOTE_MAX_LENGTH } from '@common/leads';

/** The counter shows from here on: a note close to the limit, not every note. */
export const NOTE_COUNTER_FROM = NOTE_MAX_LENGTH - 500;

/** Whether a note's text may be sent: something besides spaces, within the limit (the server trims too). */
export function canSendNote(text: string): boolean {
  const length = text.trim().length;
  return length > 0 && length <= NOTE_MAX_LENGTH;
}

/** Whether to show how many characters are left. */
export function isNearNoteLimit(text: string): boolean {
  return text.length >= NOTE_COUNTER_FROM;
}
