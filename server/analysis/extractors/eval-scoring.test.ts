import { describe, expect, it } from 'vitest';
import { firmKey, matchKey, partyKeys } from './eval-scoring';

describe('firmKey', () => {
  it("takes a firm with or without its letterhead's description for one firm", () => {
    expect(firmKey('Kalani & Forbes-Nakamura, A Limited Liability Law Company')).toBe(
      firmKey('KALANI & FORBES-NAKAMURA'),
    );
    expect(firmKey('Tsutsumi Eldredge, Attorneys at Law, A Law Corporation')).toBe(
      firmKey('Tsutsumi Eldredge'),
    );
    expect(firmKey('Harwell Overstreet PLLC')).not.toBe(firmKey('Harwell Overstreet'));
  });
});

describe('partyKeys', () => {
  it("matches a truth's 'X d/b/a Y' to a party X whose capacity names Y beside another capacity", () => {
    const keys = partyKeys({
      name: 'Wendell J. Ostrander',
      role: 'plaintiff',
      capacity: 'd/b/a OSTRANDER GRAIN & CATTLE, on behalf of themselves and all others similarly situated',
    });
    expect(keys).toContain(`plaintiff:${matchKey('Wendell J. Ostrander d/b/a Ostrander Grain & Cattle')}`);
    expect(keys).toContain(`plaintiff:${matchKey('Wendell J. Ostrander')}`);
    expect(keys).not.toContain(`defendant:${matchKey('Wendell J. Ostrander')}`);
  });
});
