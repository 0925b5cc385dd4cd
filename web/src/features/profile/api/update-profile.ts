import type { ProfileUpdateBody } from '@common/account';
import type { UserDto } from '@common/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@web/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@web/lib/query-keys';

/** Saves the signed-in user's profile; the password fields go only when a new password is typed. */
export function updateProfile(body: ProfileUpdateBody): Promise<UserDto> {
  return apiJson<UserDto>('PUT', '/api/user/profile', { body });
}

/** Saves the profile; the saved user replaces the cached current user (the header, the guards, the form). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, saved),
  });
}
