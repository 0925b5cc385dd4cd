import { randomBytes } from 'node:crypto';
import type { UserDto } from '@common/auth';
import { type Kysely, sql } from 'kysely';
import type { Database, NewUserRow, UserRow, UserUpdate } from '../../db/schema';

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user row, locked until the transaction ends, so two profile saves cannot interleave. */
export async function findUserByIdForUpdate(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** A demo visitor's user, alone in their demo workspace; no password, so it signs in only as the demo. */
export async function insertDemoUser(db: Kysely<Database>, workspaceId: string): Promise<UserRow> {
  return insertUser(db, {
    workspace_id: workspaceId,
    email: `demo-${randomBytes(12).toString('hex')}@demo.docket-radar.invalid`,
    password_hash: null,
    first_name: 'Demo',
    last_name: 'User',
    organization: 'Demo',
    default_state: 'utah',
    is_demo: true,
    last_active_at: new Date(),
  });
}

export async function insertUser(db: Kysely<Database>, values: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Registered (non-demo) accounts; the first one becomes admin. */
export async function countRegisteredUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_demo', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function setUserAdmin(
  db: Kysely<Database>,
  id: string,
  isAdmin: boolean,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ is_admin: isAdmin, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Writes the given profile fields and bumps updated_at. */
export async function updateUser(db: Kysely<Database>, id: string, values: UserUpdate): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function touchUserActivity(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('users').set({ last_active_at: sql`now()` }).where('id', '=', id).execute();
}

/** The one place a user row becomes what the API shows. */
export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    organization: row.organization,
    defaultState: row.default_state,
    emailNotifications: row.email_notifications,
    isAdmin: row.is_admin,
    isDemo: row.is_demo,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastActiveAt: row.last_active_at ? row.last_active_at.toISOString() : null,
  };
}
