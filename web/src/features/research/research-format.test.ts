import type { PartyBackground } from '@common/parties';
import { ApiError } from '@web/lib/api-client';
import { describe, expect, it } from 'vitest';
import {
  caseStateOf,
  checkResearchStart,
  chunkIds,
  describeResearchError,
  formatResearchedAt,
  partyHeading,
  partySizeLabel,
} from './research-format';

function apiError(status: number, body: unknown = '', statusText = '') {
  return new ApiError(status, statusText, typeof body === 'string' ? body : JSON.stringify(body));
}

describe('the AI background search error toast (spec §8)', () => {
  it.each([
    ['a 401', apiError(401, { error: 'Sign in first', code: 'UNAUTHORIZED' }), 'Authentication expired.'],
    ['an error saying Unauthorized', new Error('Unauthorized'), 'Authentication expired.'],
    ['a 403', apiError(403, { error: 'Not yours', code: 'FORBIDDEN' }), 'Access denied.'],
    ['an error saying Forbidden', new Error('403: Forbidden'), 'Access denied.'],
    [
      'a 500 naming the AI analysis',
      apiError(500, { error: 'AI analysis failed upstream', code: 'INTERNAL' }),
      'AI service temporarily unavailable.',
    ],
    ['a 503', apiError(503, { error: 'Busy', code: 'SERVICE_UNAVAILABLE' }), 'AI service temporarily'],
    ['a failed fetch', new TypeError('Failed to fetch'), 'Network connection issue.'],
    ['a Firefox network error', new TypeError('NetworkError when attempting to fetch resource.'), 'Network'],
    ['a plain 500', apiError(500, { error: 'Something broke', code: 'INTERNAL' }), 'Failed to complete'],
    ['a 404 for a case of another week', apiError(404, { error: 'Case 9 was not found' }), 'Failed to'],
    ['an empty 502 from a proxy', apiError(502, '', 'Bad Gateway'), 'Failed to complete background'],
    ['anything else', 'weird', 'Failed to complete background research on case parties.'],
  ])('explains %s', (_name, error, start) => {
    expect(describeResearchError(error)).toMatch(new RegExp(`^${start.replace(/\./g, '\\.')}`));
  });

  it('gives the exact spec texts', () => {
    expect(describeResearchError(apiError(401))).toBe(
      'Authentication expired. Please refresh the page and log in again.',
    );
    expect(describeResearchError(apiError(403))).toBe('Access denied. Please check your permissions.');
    expect(describeResearchError(apiError(500, { error: 'AI analysis timed out' }))).toBe(
      'AI service temporarily unavailable. Please try again in a few moments.',
    );
    expect(describeResearchError(new TypeError('Failed to fetch'))).toBe(
      'Network connection issue. Please check your internet connection.',
    );
    expect(describeResearchError(apiError(500))).toBe(
      'Failed to complete background research on case parties. Please try again.',
    );
  });

  it('does not take a server message that mentions fetching for a network failure', () => {
    expect(describeResearchError(apiError(500, { error: 'Could not fetch the filings' }))).toMatch(
      /^Failed to complete/,
    );
  });
});

describe('starting a search (spec §5)', () => {
  it('needs a listed case first, then a token', () => {
    expect(checkResearchStart(0, true)).toEqual({
      title: 'No Cases Available',
      description: 'No high-value cases found to analyze. Upload CSV files first.',
    });
    expect(checkResearchStart(0, false)?.title).toBe('No Cases Available');
    expect(checkResearchStart(3, false)).toEqual({
      title: 'Authentication Required',
      description: 'Please log in to use AI background search.',
    });
    expect(checkResearchStart(3, true)).toBeNull();
  });
});

describe('chunks of case ids', () => {
  it('splits a list into calls of at most the chunk size, in order', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const chunks = chunkIds(ids, 100);
    expect(chunks.map((chunk) => chunk.length)).toEqual([100, 100, 50]);
    expect(chunks.flat()).toEqual(ids);
    expect(chunkIds([], 100)).toEqual([]);
    expect(chunkIds([1, 2], 100)).toEqual([[1, 2]]);
  });

  it('refuses a chunk size below one', () => {
    expect(() => chunkIds([1], 0)).toThrow(RangeError);
  });
});

describe('the state of a case', () => {
  it.each([
    ['utah-2025-w07', 'utah'],
    ['new-york-2024-w52', 'new-york'],
    ['north_carolina-2025-w01', 'north_carolina'],
    ['atlantis-2025-w01', 'utah'],
    ['', 'utah'],
  ])('reads %s as %s', (weekKey, state) => {
    expect(caseStateOf(weekKey)).toBe(state);
  });
});

describe('party blocks', () => {
  const party = { role: 'defendant' } as PartyBackground;

  it('numbers the parties of a side only when it has several', () => {
    expect(partyHeading(party, 0, 1)).toBe('Defendant');
    expect(partyHeading(party, 1, 3)).toBe('Defendant 2 of 3');
  });

  it('labels a known size and leaves out people and unknown sizes', () => {
    expect(partySizeLabel('mid-size')).toBe('Mid-size');
    expect(partySizeLabel('large')).toBe('Large');
    expect(partySizeLabel('individual')).toBeNull();
    expect(partySizeLabel('unknown')).toBeNull();
  });

  it('shows when the research ran', () => {
    expect(formatResearchedAt('2025-02-14T15:04:00Z', 'UTC')).toBe('Feb 14, 2025, 3:04 PM');
    expect(formatResearchedAt('not a date')).toBe('not a date');
  });
});
