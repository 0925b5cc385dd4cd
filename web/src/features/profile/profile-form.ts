import type { ProfileUpdateBody } from '@common/account';
import type { UserDto } from '@common/auth';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@common/limits';
import { getStateName, PROFILE_STATE_IDS, type StateId } from '@common/states';

/** What the profile form holds: the user's fields as typed, and the three password fields. */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  organization: string;
  defaultState: string;
  emailNotifications: boolean;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** A toast for a form the server must not see (spec §5). */
export interface ProfileFormProblem {
  title: string;
  description: string;
}

export function profileFormFromUser(user: UserDto): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    organization: user.organization ?? '',
    defaultState: user.defaultState,
    emailNotifications: user.emailNotifications,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/**
 * The default-state options: the profile's 11 states, plus the user's own when it is not one of them
 * (sign-up offers New York, which the profile list lacks), so the select never shows blank.
 */
export function profileStateOptions(current: string): { id: string; name: string }[] {
  const ids: string[] = [...PROFILE_STATE_IDS];
  if (current && !ids.includes(current)) ids.push(current);
  return ids.map((id) => ({ id, name: getStateName(id) }));
}

/** The first reason not to send the form, in the spec's order, or null when it may go. */
export function findProfileFormProblem(values: ProfileFormValues): ProfileFormProblem | null {
  const isChangingPassword = values.newPassword !== '' || values.confirmPassword !== '';
  if (!isChangingPassword) return null;
  if (values.newPassword && !values.currentPassword) {
    return {
      title: 'Current Password Required',
      description: 'Please enter your current password to change it.',
    };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { title: "Passwords Don't Match", description: 'New password and confirmation must match.' };
  }
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) {
    return { title: 'Password Too Short', description: PASSWORD_TOO_SHORT_MESSAGE };
  }
  return null;
}

/** The PUT body; the password fields only when a new password is typed (spec §5). */
export function toProfileUpdateBody(values: ProfileFormValues): ProfileUpdateBody {
  const body: ProfileUpdateBody = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    organization: values.organization.trim(),
    defaultState: values.defaultState as StateId,
    emailNotifications: values.emailNotifications,
  };
  if (values.newPassword) {
    body.currentPassword = values.currentPassword;
    body.newPassword = values.newPassword;
  }
  return body;
}
