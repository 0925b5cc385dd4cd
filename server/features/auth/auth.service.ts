import type { AuthResponse, LoginBody, RegisterBody } from '@common/auth';
import { type Kysely, sql } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import { countLoginFailuresSince, insertActivity } from '../activity/activity.repository';
import {
  countRegisteredUsers,
  findDemoUser,
  findUserByEmail,
  insertUser,
  toUserDto,
  touchUserActivity,
} from '../users/users.repository';
import { getWorkspaceBySlug } from '../workspaces/workspaces.repository';
import { hashPassword, verifyPassword } from './password';
import { createSessionToken, hashSessionToken, isWellFormedToken } from './session-token';
import { endSession, extendSession, findLiveSessionByTokenHash, insertSession } from './sessions.repository';

type AuthSettings = Pick<Env, 'SESSION_TTL_DAYS' | 'LOGIN_MAX_FAILURES' | 'LOGIN_FAILURE_WINDOW_MINUTES'>;

const INVALID_CREDENTIALS = 'Invalid email or password';
/** Sliding expiry is written at most this often per session, not on every request. */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

function sessionExpiry(settings: AuthSettings, from = new Date()): Date {
  return new Date(from.getTime() + settings.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

async function openSession(
  db: Kysely<Database>,
  settings: AuthSettings,
  user: UserRow,
  context: RequestContext,
): Promise<{ token: string; session: SessionRow }> {
  const token = createSessionToken({ isDemo: user.is_demo });
  const session = await insertSession(db, {
    userId: user.id,
    workspaceId: user.workspace_id,
    tokenHash: hashSessionToken(token),
    ipAddress: context.ip,
    userAgent: context.userAgent,
    expiresAt: sessionExpiry(settings),
  });
  await touchUserActivity(db, user.id);
  return { token, session };
}

/**
 * Creates an account in the default workspace and signs it in. The first registered account of an
 * install becomes its admin; an advisory lock keeps two simultaneous first sign-ups from both winning.
 */
export async function registerUser(
  db: Kysely<Database>,
  settings: AuthSettings,
  input: RegisterBody & { password: string; email: string },
  context: RequestContext,
): Promise<AuthResponse> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('docket-radar:register'))`.execute(trx);
    if (await findUserByEmail(trx, input.email)) {
      throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
    }
    const workspace = await getWorkspaceBySlug(trx, 'default');
    const isFirstUser = (await countRegisteredUsers(trx)) === 0;
    const user = await insertUser(trx, {
      workspace_id: workspace.id,
      email: input.email,
      password_hash: passwordHash,
      first_name: input.firstName,
      last_name: input.lastName,
      organization: input.organization ?? null,
      default_state: input.defaultState,
      email_notifications: input.emailNotifications,
      is_admin: isFirstUser,
      // Signed in from the first moment: the admin console shows the new user active, not 'never'.
      last_active_at: new Date(),
    });
    const { token } = await openSession(trx, settings, user, context);
    await insertActivity(trx, context, {
      action: 'user_registered',
      userId: user.id,
      workspaceId: user.workspace_id,
      details: { email: user.email, isAdmin: user.is_admin },
    });
    return { user: toUserDto(user), token };
  });
}

/**
 * Signs in with email and password. Unknown email and wrong password give the same 401 in the same time;
 * too many failures from one address in the window give 429 before any password is checked.
 */
export async function signIn(
  db: Kysely<Database>,
  settings: AuthSettings,
  input: LoginBody,
  context: RequestContext,
): Promise<AuthResponse> {
  if (context.ip) {
    const windowMs = settings.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    const failures = await countLoginFailuresSince(db, context.ip, new Date(Date.now() - windowMs));
    if (failures >= settings.LOGIN_MAX_FAILURES) {
      throw new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.', {
        headers: { 'retry-after': String(Math.ceil(windowMs / 1000)) },
      });
    }
  }

  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(user?.is_demo ? null : user?.password_hash, input.password);
  if (!user || !isValid) {
    await insertActivity(db, context, {
      action: 'login_failed',
      userId: user?.id ?? null,
      workspaceId: user?.workspace_id ?? null,
      details: { email: input.email, reason: user ? 'wrong_password' : 'unknown_email' },
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }

  return db.transaction().execute((trx) => signInAs(trx, settings, user, context, 'login_succeeded'));
}

/** Opens a session for a user and records the sign-in, in the caller's transaction. */
async function signInAs(
  trx: Kysely<Database>,
  settings: AuthSettings,
  user: UserRow,
  context: RequestContext,
  action: 'login_succeeded' | 'demo_started',
): Promise<AuthResponse> {
  const { token, session } = await openSession(trx, settings, user, context);
  await insertActivity(trx, context, {
    action,
    userId: user.id,
    workspaceId: user.workspace_id,
    details: { sessionId: session.id },
  });
  return { user: toUserDto(user), token };
}

/** A session for the built-in demo user, in the demo workspace, so visitors never touch real data. */
export async function startDemoSession(
  db: Kysely<Database>,
  settings: AuthSettings,
  context: RequestContext,
): Promise<AuthResponse> {
  return db
    .transaction()
    .execute(async (trx) => signInAs(trx, settings, await findDemoUser(trx), context, 'demo_started'));
}

/** Resolves a presented token to its live session, sliding the expiry forward; undefined when not valid. */
export async function authenticateToken(
  db: Kysely<Database>,
  settings: AuthSettings,
  token: string,
): Promise<AuthContext | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const live = await findLiveSessionByTokenHash(db, hashSessionToken(token));
  if (!live) return undefined;
  if (Date.now() - live.session.last_active_at.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await extendSession(db, live.session, sessionExpiry(settings));
  }
  return live;
}

/** Ends the caller's session server-side; the token is refused from then on. */
export async function signOut(
  db: Kysely<Database>,
  auth: AuthContext,
  context: RequestContext,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await endSession(trx, auth.session.id, 'logout');
    await insertActivity(trx, context, {
      action: 'logout',
      userId: auth.user.id,
      workspaceId: auth.user.workspace_id,
      details: { sessionId: auth.session.id },
    });
  });
}
