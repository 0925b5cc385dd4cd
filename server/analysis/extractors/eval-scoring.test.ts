import { describe, expect, it } from 'vitest';
import { firmKey } from './eval-scoring';

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
