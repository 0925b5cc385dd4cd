import { describe, expect, it } from 'vitest';
import { findKnownOrganization, KNOWN_ORGANIZATIONS } from './known-organizations';

describe('KNOWN_ORGANIZATIONS', () => {
  const entries = KNOWN_ORGANIZATIONS.flatMap((org) =>
    [...org.keys, ...(org.exact ?? [])].map((key) => ({ key, org })),
  );

  it.each(entries.map(({ key, org }) => [key, org.name, org]))('finds %s as %s', (key, _name, org) => {
    expect(key).toMatch(/^[A-Z0-9]+(?: [A-Z0-9]+)*$/);
    expect(findKnownOrganization([key])).toBe(org);
  });

  it('matches a key as whole words at the start of the name only', () => {
    expect(findKnownOrganization(['STATE FARM FIRE AND CASUALTY'])?.name).toBe('State Farm');
    expect(findKnownOrganization(['STATE FARMERS MARKET'])).toBeNull();
    expect(findKnownOrganization(['SALT LAKE CITY PLUMBING'])).toBeNull();
    expect(findKnownOrganization(['UNIVERSITY OF UTAH HOSPITAL'])?.name).toBe('University of Utah Health');
  });

  it('has one line of public description for each organisation', () => {
    for (const org of KNOWN_ORGANIZATIONS) expect(org.description).toMatch(/^[A-Z].{10,200}\.$/);
  });
});
