import type { ProfileUpdateBody } from '@common/account';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { useLogout } from '@web/features/auth/api/logout';
import { useSessionUser } from '@web/features/auth/components/require-auth';
import { useUpdateProfile } from '@web/features/profile/api/update-profile';
import { ProfileForm } from '@web/features/profile/components/profile-form';
import { getErrorMessage } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, Info, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

/** /profile (spec §2, §5): the signed-in user's details, preferences and password. */
export function ProfilePage() {
  useDocumentTitle('Profile Settings');
  const user = useSessionUser();
  const logout = useLogout();
  // Each save starts the form again from the saved user: password fields cleared.
  const [saveCount, setSaveCount] = useState(0);
  const updateProfile = useUpdateProfile();

  function save(body: ProfileUpdateBody) {
    updateProfile.mutate(body, {
      onSuccess: () => {
        setSaveCount((count) => count + 1);
        toast({
          title: 'Profile Updated',
          description: body.newPassword
            ? 'Your profile and password have been saved.'
            : 'Your profile has been saved.',
        });
      },
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description: getErrorMessage(error, 'Failed to update profile'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Link>
      </Button>

      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Profile Settings</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="truncate">{user.isDemo ? 'Demo User' : user.email}</span>
            {user.isAdmin && <Badge variant="info">Admin</Badge>}
          </p>
        </div>
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </div>

      {user.isDemo && (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            You are in demo mode, so this profile is read-only. Create an account to change your details,
            preferences and password.
          </p>
        </div>
      )}

      <ProfileForm
        // The cached user may update a tick after the save resolves: either change starts it again.
        key={`${saveCount}:${user.updatedAt}`}
        user={user}
        isSaving={updateProfile.isPending}
        isReadOnly={user.isDemo}
        onSave={save}
      />
    </div>
  );
}
