import { NOTE_MAX_LENGTH } from '@common/leads';
import { describe, expect, it } from 'vitest';
import { canSendNote, isNearNoteLimit } from './note-text';

describe('note text', () => {
  it('sends text, not blanks, up to the limit (counted without the spaces around it)', () => {
    expect(canSendNote('')).toBe(false);
    expect(canSendNote('  \n ')).toBe(false);
    expect(canSendNote('Called the plaintiff')).toBe(true);
    expect(canSendNote(`  ${'a'.repeat(NOTE_MAX_LENGTH)}  `)).toBe(true);
    expect(canSendNote('a'.repeat(NOTE_MAX_LENGTH + 1))).toBe(false);
  });

  it('shows the counter only near the limit', () => {
    expect(isNearNoteLimit('a'.repeat(100))).toBe(false);
    expect(isNearNoteLimit('a'.repeat(NOTE_MAX_LENGTH - 500))).toBe(true);
  });
});
