import type { ProfileUpdateBody } from '@common/account';
import type { UserDto } from '@common/auth';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';

/** Saves the signed-in user's profile; the password fields go only when a new password is typed. */
export function updateProfile(body: ProfileUpdateBody): Promise<UserDto> {
  return apiJson<UserDto>('PUT', '/api/user/profile', { body });
}

/** The caller puts the saved user where the session keeps it: features do not know each other. */
export function useUpdateProfile(options: { onSuccess?: (user: UserDto) => void } = {}) {
  return useMutation({ mutationFn: updateProfile, onSuccess: options.onSuccess });
}
