import { z } from 'zod';
import { emailSchema, passwordSchema, stateIdSchema, type UserDto } from './auth';
import { NAME_MAX_LENGTH, ORGANIZATION_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './limits';

/**
 * The profile and admin calls of spec §7 (PUT /api/user/profile, /api/admin/*): bodies validated by the
 * server with these schemas, responses read by the web app with these types.
 */

const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} is too long`);

/**
 * PUT /api/user/profile. Password fields are sent only when a new password is typed (spec §5); a change
 * needs the right current password and ends the user's other sessions.
 */
export const profileUpdateSchema = z
  .object({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    email: emailSchema,
    organization: z
      .string()
      .trim()
      .max(ORGANIZATION_MAX_LENGTH, 'Organization is too long')
      .nullish()
      .transform((v) => (v ? v : null)),
    // Any known state: the profile lists 11, and sign-up offers New York, which the profile list lacks.
    defaultState: stateIdSchema,
    emailNotifications: z.boolean({ error: 'Email notifications must be true or false' }),
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH, 'Current password is incorrect')
      .optional()
      .transform((v) => (v ? v : undefined)),
    newPassword: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(passwordSchema.optional()),
  })
  .superRefine((body, ctx) => {
    if (body.newPassword && !body.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: 'Please enter your current password to change it.',
      });
    }
  });
export type ProfileUpdateBody = z.input<typeof profileUpdateSchema>;

/** Spec §4 user online status, computed by the server from the user's live sessions and last activity. */
export const ONLINE_STATUSES = ['online', 'recently-active', 'inactive', 'offline'] as const;
export type OnlineStatus = (typeof ONLINE_STATUSES)[number];

/** GET /api/admin/users: every user of the admin's workspace. */
export interface AdminUserDto extends UserDto {
  /** A live (not ended, not expired) session was active in the last 5 minutes. */
  isOnline: boolean;
  status: OnlineStatus;
  activeSessions: number;
}

/** GET /api/admin/sessions: the workspace's live sessions, newest activity first. */
export interface AdminSessionDto {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  expiresAt: string;
  /** This is the session making the request. */
  isCurrent: boolean;
}

/** GET /api/admin/activity-logs?userId=&cursor=&limit= */
export const activityLogQuerySchema = z.object({
  userId: z
    .uuid({ error: 'Invalid user id' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

export interface ActivityLogDto {
  id: string;
  action: string;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

export interface ActivityLogPage {
  entries: ActivityLogDto[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** POST /api/admin/users/:id/force-logout */
export interface ForceLogoutResponse {
  endedSessions: number;
}

/** POST /api/admin/cleanup-sessions: expired sessions marked ended, and sessions ended long ago deleted. */
export interface CleanupSessionsResponse {
  expiredEnded: number;
  deleted: number;
}

/** GET /api/admin/stats: spec §2 System tab counters. */
export interface AdminSystemStats {
  totalUsers: number;
  onlineUsers: number;
  adminUsers: number;
  activeSessions: number;
}
