import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { registerUser } from '../features/auth/auth.service';
import { findUserByEmail } from '../features/users/users.repository';
import { buildRegistration } from '../test/factories';

export const SEED_PASSWORD = 'docket-radar-demo';

const SEED_ACCOUNTS = [
  { email: 'admin@ridgeline-forensics.test', firstName: 'Morgan', lastName: 'Reyes' },
  { email: 'analyst@ridgeline-forensics.test', firstName: 'Jordan', lastName: 'Pike' },
];

/**
 * Sample accounts for a development database, built with the test factories. Idempotent: existing
 * accounts are left alone. The first account of a fresh install becomes admin, as with real sign-ups.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  settings: Parameters<typeof registerUser>[1],
): Promise<string[]> {
  const created: string[] = [];
  for (const account of SEED_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await registerUser(db, settings, buildRegistration({ ...account, password: SEED_PASSWORD }), {
      ip: null,
      userAgent: 'seed',
    });
    created.push(account.email);
  }
  return created;
}
