import type { profileUpdateSchema } from '@common/account';
import type { UserDto } from '@common/auth';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, UserRow, UserUpdate } from '../../db/schema';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activity/activity.repository';
import type { AuthContext } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { endLiveSessionsOfUser } from '../auth/sessions.repository';
import {
  findUserByEmail,
  findUserByIdForUpdate,
  setUserAdmin,
  toUserDto,
  updateUser,
} from './users.repository';

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** The parsed body of PUT /api/user/profile. */
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile columns and the names the API (and the activity log) gives them. */
const FIELD_NAMES = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  organization: 'organization',
  default_state: 'defaultState',
  email_notifications: 'emailNotifications',
} as const;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown })?.code === '23505';
}

/** A demo user has no password and lasts as long as its visitor's demo workspace: its profile is read-only. */
export function assertProfileEditable(user: UserRow): void {
  if (user.is_demo || !user.password_hash) {
    throw new AppError('FORBIDDEN', 'Demo accounts cannot change their profile');
  }
}

/**
 * Saves the caller's own profile. A new password needs the current one and ends the user's other
 * sessions (a stolen session does not outlive the password it was opened with); the caller's stays.
 */
export async function updateOwnProfile(
  db: Kysely<Database>,
  auth: AuthContext,
  input: ProfileUpdate,
  context: RequestContext,
): Promise<UserDto> {
  assertProfileEditable(auth.user);
  let newPasswordHash: string | undefined;
  if (input.newPassword) {
    // Argon2 runs before the transaction, so a slow hash never holds the row lock.
    const isCurrentRight = await verifyPassword(auth.user.password_hash, input.currentPassword ?? '');
    if (!isCurrentRight) {
      await insertActivity(db, context, {
        action: 'password_change_failed',
        userId: auth.user.id,
        workspaceId: auth.user.workspace_id,
        details: { reason: 'wrong_current_password', sessionId: auth.session.id },
      });
      // 400, not 401: the client signs out on any 401, and the session is fine.
      throw new AppError('BAD_REQUEST', 'Current password is incorrect');
    }
    newPasswordHash = await hashPassword(input.newPassword);
  }

  try {
    return await db.transaction().execute(async (trx) => {
      const current = await findUserByIdForUpdate(trx, auth.user.id);
      if (!current) throw new AppError('UNAUTHORIZED', 'Authentication required');
      if (newPasswordHash && current.password_hash !== auth.user.password_hash) {
        // Another request changed the password between the check above and this lock.
        throw new AppError('CONFLICT', 'Your password was just changed elsewhere. Please try again.');
      }

      const next = {
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        organization: input.organization,
        default_state: input.defaultState,
        email_notifications: input.emailNotifications,
      };
      const changedColumns = (Object.keys(next) as (keyof typeof next)[]).filter(
        (c) => next[c] !== current[c],
      );
      const changes: UserUpdate = Object.fromEntries(changedColumns.map((c) => [c, next[c]]));
      const changed = changedColumns.map((c) => FIELD_NAMES[c]);
      if (changes.email !== undefined) {
        const owner = await findUserByEmail(trx, input.email);
        if (owner && owner.id !== current.id) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
      }
      if (newPasswordHash) changes.password_hash = newPasswordHash;
      if (Object.keys(changes).length === 0) return toUserDto(current);

      const updated = await updateUser(trx, current.id, changes);
      if (changed.length > 0) {
        await insertActivity(trx, context, {
          action: 'profile_updated',
          userId: current.id,
          workspaceId: current.workspace_id,
          details: {
            fields: changed,
            ...(changes.email !== undefined ? { oldEmail: current.email, newEmail: updated.email } : {}),
          },
        });
      }
      if (newPasswordHash) {
        const endedSessions = await endLiveSessionsOfUser(trx, current.id, 'password_change', {
          exceptSessionId: auth.session.id,
        });
        await insertActivity(trx, context, {
          action: 'password_changed',
          userId: current.id,
          workspaceId: current.workspace_id,
          details: { endedSessions, sessionId: auth.session.id },
        });
      }
      return toUserDto(updated);
    });
  } catch (error) {
    // Two users claiming one email at once: the unique index on lower(email) settles it.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE, { cause: error });
    throw error;
  }
}

/** Grants admin rights to a registered account (not the demo user) and records it in the audit log. */
export async function makeUserAdmin(
  db: Kysely<Database>,
  email: string,
  context: RequestContext,
): Promise<UserDto> {
  return db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, email);
    if (!user || user.is_demo) throw new AppError('NOT_FOUND', `No account with the email ${email.trim()}`);
    const updated = (await setUserAdmin(trx, user.id, true))!;
    await insertActivity(trx, context, {
      action: 'user_made_admin',
      userId: user.id,
      workspaceId: user.workspace_id,
      details: { email: user.email, via: context.userAgent },
    });
    return toUserDto(updated);
  });
}
