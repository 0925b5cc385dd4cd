import type { UserDto } from '@common/auth';
import { describe, expect, it } from 'vitest';
import {
  findProfileFormProblem,
  type ProfileFormValues,
  profileFormFromUser,
  profileStateOptions,
  toProfileUpdateBody,
} from './profile-form';

const user: UserDto = {
  id: 'u1',
  email: 'grace@firm.test',
  firstName: 'Grace',
  lastName: 'Hopper',
  organization: null,
  defaultState: 'utah',
  emailNotifications: true,
  isAdmin: false,
  isDemo: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  lastActiveAt: null,
};

function form(changes: Partial<ProfileFormValues> = {}): ProfileFormValues {
  return { ...profileFormFromUser(user), ...changes };
}

describe('profile form', () => {
  it('starts from the user, with a blank organization and blank password fields', () => {
    expect(form()).toMatchObject({ organization: '', currentPassword: '', newPassword: '' });
  });

  it.each([
    [{ newPassword: 'new-pass-1', confirmPassword: 'new-pass-1' }, 'Current Password Required'],
    [
      { currentPassword: 'old', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' },
      "Passwords Don't Match",
    ],
    [{ currentPassword: 'old', confirmPassword: 'typed-only-here' }, "Passwords Don't Match"],
    [{ currentPassword: 'old', newPassword: 'abc12', confirmPassword: 'abc12' }, 'Password Too Short'],
  ])('refuses %o with "%s"', (changes, title) => {
    expect(findProfileFormProblem(form(changes))?.title).toBe(title);
  });

  it('lets a form without a new password go, even with a current password typed', () => {
    expect(findProfileFormProblem(form({ currentPassword: 'old' }))).toBeNull();
    expect(toProfileUpdateBody(form({ currentPassword: 'old' }))).not.toHaveProperty('currentPassword');
  });

  it('sends the password fields only with a new password, and trims the text fields', () => {
    const values = form({
      firstName: ' Ada ',
      organization: ' Lovelace LLC ',
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
      confirmPassword: 'new-pass-1',
    });
    expect(findProfileFormProblem(values)).toBeNull();
    expect(toProfileUpdateBody(values)).toEqual({
      firstName: 'Ada',
      lastName: 'Hopper',
      email: 'grace@firm.test',
      organization: 'Lovelace LLC',
      defaultState: 'utah',
      emailNotifications: true,
      currentPassword: 'old-pass-1',
      newPassword: 'new-pass-1',
    });
  });

  it("lists the profile's 11 states, and the user's own when it is not one of them", () => {
    expect(profileStateOptions('utah')).toHaveLength(11);
    const withNewYork = profileStateOptions('new-york');
    expect(withNewYork).toHaveLength(12);
    expect(withNewYork.at(-1)).toEqual({ id: 'new-york', name: 'New York' });
  });
});
