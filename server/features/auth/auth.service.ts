import type { AuthResponse, LoginBody, RegisterBody } from '@common/auth';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database, SessionRow, UserRow } from '../../db/schema';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import type { RequestContext } from '../../lib/request-context';
import {
  countLoginFailuresForEmailSince,
  countLoginFailuresSince,
  hasSignedInFromSince,
  insertActivity,
} from '../activity/activity.repository';
import { withSampleWeek } from '../filings/demo-week';
import {
  countRegisteredUsers,
  findUserByEmail,
  insertDemoUser,
  insertUser,
  toUserDto,
  touchUserActivity,
} from '../users/users.repository';
import { removeIdleDemoWorkspaces } from '../workspaces/demo-workspaces.service';
import {
  countDemoWorkspaces,
  getWorkspaceBySlug,
  insertDemoWorkspace,
  touchDemoWorkspace,
} from '../workspaces/workspaces.repository';
import { hashPassword, verifyPassword } from './password';
import { createSessionToken, hashSessionToken, isWellFormedToken } from './session-token';
import { endSession, extendSession, findLiveSessionByTokenHash, insertSession } from './sessions.repository';

type AuthSettings = Pick<
  Env,
  | 'SESSION_TTL_DAYS'
  | 'LOGIN_MAX_FAILURES'
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_FAILURE_WINDOW_MINUTES'
>;

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

/** An address that signed in to an account this recently is not held back by that account's failures. */
const KNOWN_ADDRESS_DAYS = 30;

/**
 * Refuses a sign-in with 429 before any password is checked when, in the window, the address failed too often
 * (whatever the emails) or the email did (whatever the addresses). The account's own limit spares an address
 * that signed in to it lately, so a stranger's failures do not lock its user out of the usual places. The same
 * queries run for an unknown email as for a known one: neither the answer nor its timing tells them apart.
 */
async function assertSignInNotThrottled(
  db: Kysely<Database>,
  settings: AuthSettings,
  email: string,
  context: RequestContext,
): Promise<void> {
  const windowMs = settings.LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
  const since = new Date(Date.now() - windowMs);
  const throttled = () =>
    new AppError('RATE_LIMITED', 'Too many failed sign-in attempts. Please try again later.', {
      headers: { 'retry-after': String(Math.ceil(windowMs / 1000)) },
    });
  const { ip } = context;
  if (ip !== null && (await countLoginFailuresSince(db, ip, since)) >= settings.LOGIN_MAX_FAILURES) {
    throw throttled();
  }
  const accountFailures = await countLoginFailuresForEmailSince(db, email, since);
  if (accountFailures < settings.LOGIN_MAX_FAILURES_PER_ACCOUNT) return;
  const knownSince = new Date(Date.now() - KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000);
  if (ip !== null && (await hasSignedInFromSince(db, email, ip, knownSince))) return;
  throw throttled();
}

/**
 * Signs in with email and password. Unknown email and wrong password give the same 401 in the same time;
 * too many failures from the address or for the email give 429 first (assertSignInNotThrottled).
 */
export async function signIn(
  db: Kysely<Database>,
  settings: AuthSettings,
  input: LoginBody,
  context: RequestContext,
): Promise<AuthResponse> {
  await assertSignInNotThrottled(db, settings, input.email, context);

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

/** Idle demo workspaces removed by each demo start: more than it adds, so a backlog always shrinks. */
const DEMO_SWEEP_PER_START = 3;
/**
 * Demo workspaces that may exist at once (each a sample week, and what its visitor uploads within the demo's
 * caps): a bound on what visitors without an account can store, whatever addresses they come from.
 */
export const MAX_DEMO_WORKSPACES = 500;

/**
 * A demo visitor's own workspace, holding a copy of the sample week, with a demo user in it and a session for
 * that user: visitors never see each other's data, nor real data. Idle demo workspaces are removed first.
 */
export async function startDemoSession(
  database: DatabaseHandle,
  settings: AuthSettings,
  context: RequestContext,
): Promise<AuthResponse> {
  await removeIdleDemoWorkspaces(database.db, { limit: DEMO_SWEEP_PER_START });
  if ((await countDemoWorkspaces(database.db)) >= MAX_DEMO_WORKSPACES) {
    throw new AppError('SERVICE_UNAVAILABLE', 'The demo is busy right now. Please try again later.', {
      headers: { 'retry-after': '3600' },
    });
  }
  return withSampleWeek(database, (copySampleWeek) =>
    database.db.transaction().execute(async (trx) => {
      const workspace = await insertDemoWorkspace(trx, 'visitor');
      const user = await insertDemoUser(trx, workspace.id);
      await copySampleWeek(trx, workspace.id, user.id);
      return signInAs(trx, settings, user, context, 'demo_started');
    }),
  );
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
    // A demo workspace lives for as long as its visitor keeps using it (removeIdleDemoWorkspaces).
    if (live.user.is_demo) await touchDemoWorkspace(db, live.user.workspace_id);
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
