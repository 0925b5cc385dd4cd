import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '@common/auth';

let sequence = 0;

/** A valid sign-up payload with a unique email; tests and the seed build accounts from it. */
export function buildRegistration(overrides: Partial<RegisterBody> = {}): RegisterBody & {
  email: string;
  password: string;
} {
  sequence += 1;
  const unique = `${sequence}-${randomBytes(3).toString('hex')}`;
  return {
    email: `analyst-${unique}@ridgeline-forensics.test`,
    password: 'correct horse battery',
    firstName: 'Avery',
    lastName: `Tester ${sequence}`,
    organization: 'Ridgeline Forensics',
    defaultState: 'utah',
    emailNotifications: true,
    ...overrides,
  } as RegisterBody & { email: string; password: string };
}
