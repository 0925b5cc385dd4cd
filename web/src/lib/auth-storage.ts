import { type UserDto, userDtoSchema } from '@common/auth';
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

/** The demo user stored when demo mode started; null when absent or unreadable. */
export function getDemoUser(): UserDto | null {
  try {
    const raw = localStorage.getItem(DEMO_USER_KEY);
    if (!raw) return null;
    const parsed = userDtoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
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
