import type { UserDto } from '@common/auth';
import { DEMO_TOKEN_PREFIX } from '@common/limits';

/** Browser storage keys of spec §3. */
export const AUTH_TOKEN_KEY = 'auth_token';
export const DEMO_USER_KEY = 'demo_user';

/** The stored session token, or null when signed out (or when storage is unavailable). */
export function getAuthToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function hasAuthToken(): boolean {
  return Boolean(getAuthToken());
}

export function setAuthToken(token: string): void {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
}

export function isDemoToken(token: string | null): boolean {
  return token?.startsWith(DEMO_TOKEN_PREFIX) ?? false;
}

/**
 * The fields of a stored user and their JSON types. Checked by this table rather than by `userDtoSchema`:
 * zod would add about 24 KB gzipped to every page for this one read. `satisfies` fails the typecheck when
 * UserDto gains or loses a field until the table follows, so a user stored by an older version is refused.
 */
const USER_FIELDS = {
  id: 'string',
  email: 'string',
  firstName: 'string',
  lastName: 'string',
  organization: 'string-or-null',
  defaultState: 'string',
  emailNotifications: 'boolean',
  isAdmin: 'boolean',
  isDemo: 'boolean',
  createdAt: 'string',
  updatedAt: 'string',
  lastActiveAt: 'string-or-null',
} as const satisfies Record<keyof UserDto, 'string' | 'string-or-null' | 'boolean'>;

interface FieldTypes {
  string: string;
  'string-or-null': string | null;
  boolean: boolean;
}
type StoredUser = { -readonly [K in keyof typeof USER_FIELDS]: FieldTypes[(typeof USER_FIELDS)[K]] };

function hasFieldType(value: unknown, kind: keyof FieldTypes): boolean {
  if (kind === 'string-or-null') return value === null || typeof value === 'string';
  return typeof value === kind;
}

/** A user read back from storage: its known fields, or null when one is missing or of the wrong type. */
function parseStoredUser(raw: string): UserDto | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const user: Record<string, unknown> = {};
  for (const [field, kind] of Object.entries(USER_FIELDS)) {
    if (!hasFieldType(record[field], kind)) return null;
    user[field] = record[field];
  }
  return user as StoredUser;
}

/** The demo user stored when demo mode started; null when absent or unreadable. */
export function getDemoUser(): UserDto | null {
  try {
    const raw = localStorage.getItem(DEMO_USER_KEY);
    return raw ? parseStoredUser(raw) : null;
  } catch {
    return null;
  }
}

export function setDemoUser(user: UserDto): void {
  localStorage.setItem(DEMO_USER_KEY, JSON.stringify(user));
}

export function clearDemoUser(): void {
  localStorage.removeItem(DEMO_USER_KEY);
}

/** Forgets the session: the token and the demo user (spec §4 logout). */
export function clearAuth(): void {
  try {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    localStorage.removeItem(DEMO_USER_KEY);
  } catch {
    // Storage disabled: there is nothing stored to forget.
  }
}
