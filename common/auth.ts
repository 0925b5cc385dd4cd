import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ORGANIZATION_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
} from './limits';
import { DEFAULT_STATE, STATE_IDS } from './states';

/** Emails are compared trimmed and lower-cased, so 'Ann@Firm.com ' and 'ann@firm.com' are one account. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

const personNameSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} is too long`);

export const stateIdSchema = z.enum(STATE_IDS, { error: 'Unknown state' });

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema('First name'),
  lastName: personNameSchema('Last name'),
  /** Optional on the form; blank is stored as null. */
  organization: z
    .string()
    .trim()
    .max(ORGANIZATION_MAX_LENGTH, 'Organization is too long')
    .nullish()
    .transform((v) => (v ? v : null)),
  defaultState: stateIdSchema.default(DEFAULT_STATE),
  emailNotifications: z.boolean().default(true),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  // Any length is accepted at sign-in (an old account may predate a rule); the bound stops hashing megabytes.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** The user as the API shows it (spec §3 User). */
export const userDtoSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organization: z.string().nullable(),
  defaultState: z.string(),
  emailNotifications: z.boolean(),
  isAdmin: z.boolean(),
  isDemo: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const authResponseSchema = z.object({ user: userDtoSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;
