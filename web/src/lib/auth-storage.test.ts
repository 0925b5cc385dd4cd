import type { UserDto } from '@common/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USER_KEY, getDemoUser, setDemoUser } from './auth-storage';

const demoUser: UserDto = {
  id: 'a4f2c1de-0000-4000-8000-000000000001',
  email: 'demo-1@demo.docket-radar.invalid',
  firstName: 'Demo',
  lastName: 'User',
  organization: null,
  defaultState: 'utah',
  emailNotifications: true,
  isAdmin: false,
  isDemo: true,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  lastActiveAt: null,
};

describe('getDemoUser', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    storage.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads back the demo user stored when demo mode started', () => {
    setDemoUser(demoUser);
    expect(getDemoUser()).toEqual(demoUser);
  });

  it('keeps only the fields of a user', () => {
    storage.set(DEMO_USER_KEY, JSON.stringify({ ...demoUser, token: 'demo_secret' }));
    expect(getDemoUser()).toEqual(demoUser);
  });

  it.each([
    ['a field missing (stored by an older version)', { ...demoUser, lastActiveAt: undefined }],
    ['a boolean stored as a string', { ...demoUser, isAdmin: 'false' }],
    ['a null where a string must be', { ...demoUser, email: null }],
  ])('refuses a stored user with %s', (_case, stored) => {
    storage.set(DEMO_USER_KEY, JSON.stringify(stored));
    expect(getDemoUser()).toBeNull();
  });

  it.each(['not json', '42', 'null', '[]'])('refuses storage that holds no user object: %s', (raw) => {
    storage.set(DEMO_USER_KEY, raw);
    expect(getDemoUser()).toBeNull();
  });

  it('answers null when nothing is stored', () => {
    expect(getDemoUser()).toBeNull();
  });
});
