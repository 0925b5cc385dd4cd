import type { UserDto } from '@common/auth';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { insertActivity } from '../activity/activity.repository';
import { findUserByEmail, setUserAdmin, toUserDto } from './users.repository';

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
