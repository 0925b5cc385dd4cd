import type { ProfileUpdateBody } from '@common/account';
import type { UserDto } from '@common/auth';
import { PASSWORD_MIN_LENGTH } from '@common/limits';
import { DEFAULT_STATE, getStateName, isStateAvailable } from '@common/states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { PasswordInput } from '@web/components/ui/password-input';
import { Switch } from '@web/components/ui/switch';
import { TextField } from '@web/components/ui/text-field';
import { toast } from '@web/components/ui/use-toast';
import { formatStateOption } from '@web/lib/state-option';
import { Bell, KeyRound, Lock, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  findProfileFormProblem,
  type ProfileFormValues,
  profileFormFromUser,
  profileStateOptions,
  toProfileUpdateBody,
} from '../profile-form';

export interface ProfileFormProps {
  user: UserDto;
  isSaving: boolean;
  /** Demo users see their profile but cannot change it (the server refuses). */
  isReadOnly: boolean;
  onSave: (body: ProfileUpdateBody) => void;
}

function SectionTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <CardTitle as="h2" className="flex items-center gap-2 text-base">
      <span className="flex size-7 items-center justify-center rounded-md bg-blue-50 text-blue-700 [&>svg]:size-4">
        {icon}
      </span>
      {children}
    </CardTitle>
  );
}

/**
 * The profile form (spec §2, §5): details, preferences and a password change. Give it a `key` that
 * changes when the saved user does, so a save starts it again from what the server kept.
 */
export function ProfileForm({ user, isSaving, isReadOnly, onSave }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormFromUser(user));
  const stateOptions = profileStateOptions(values.defaultState);

  function update<K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isReadOnly) return;
    const problem = findProfileFormProblem(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    onSave(toProfileUpdateBody(values));
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Profile settings" className="space-y-6">
      {/* A disabled fieldset makes every control read-only in one place, buttons included. */}
      <fieldset disabled={isReadOnly} className="min-w-0 space-y-6">
        <Card>
          <CardHeader>
            <SectionTitle icon={<UserRound aria-hidden="true" />}>Personal Information</SectionTitle>
            <CardDescription>Your name and contact details as your colleagues see them.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="profile-first-name"
                label="First Name"
                autoComplete="given-name"
                required
                value={values.firstName}
                onChange={(e) => update('firstName', e.target.value)}
              />
              <TextField
                id="profile-last-name"
                label="Last Name"
                autoComplete="family-name"
                required
                value={values.lastName}
                onChange={(e) => update('lastName', e.target.value)}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="profile-email"
                label="Email"
                type="email"
                autoComplete="email"
                required
                value={values.email}
                onChange={(e) => update('email', e.target.value)}
              />
              <TextField
                id="profile-organization"
                label="Organization"
                optional
                autoComplete="organization"
                value={values.organization}
                onChange={(e) => update('organization', e.target.value)}
              />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <SectionTitle icon={<Bell aria-hidden="true" />}>Preferences</SectionTitle>
            <CardDescription>The state your dashboard opens on, and what we email you.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <div className="space-y-2 sm:max-w-xs">
              <Label htmlFor="profile-default-state">Default State</Label>
              <NativeSelect
                id="profile-default-state"
                value={values.defaultState}
                onChange={(event) => update('defaultState', event.target.value)}
                disabled={isReadOnly}
              >
                {stateOptions.map(({ id }) => (
                  <NativeSelectOption key={id} value={id}>
                    {formatStateOption(id)}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
              {!isStateAvailable(values.defaultState) && (
                <p
                  className="flex items-start gap-1.5 text-sm text-amber-800"
                  data-testid="default-state-locked"
                >
                  <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  {getStateName(values.defaultState)} is locked in this version: the dashboard opens on{' '}
                  {getStateName(DEFAULT_STATE)} until it is available.
                </p>
              )}
            </div>
            <div className="flex items-center justify-between gap-4 rounded-lg border bg-muted/30 px-4 py-3">
              <div className="space-y-1">
                <Label htmlFor="profile-email-notifications">Email Notifications</Label>
                <p id="profile-email-notifications-hint" className="text-sm text-muted-foreground">
                  Receive weekly case analysis summaries
                </p>
              </div>
              <Switch
                id="profile-email-notifications"
                aria-describedby="profile-email-notifications-hint"
                checked={values.emailNotifications}
                onCheckedChange={(checked) => update('emailNotifications', checked)}
              />
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <SectionTitle icon={<KeyRound aria-hidden="true" />}>Change Password</SectionTitle>
            <CardDescription>
              Leave these blank to keep your password. Changing it signs you out on your other devices.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="space-y-2 sm:max-w-sm">
              <Label htmlFor="profile-current-password">Current Password</Label>
              <PasswordInput
                id="profile-current-password"
                autoComplete="current-password"
                value={values.currentPassword}
                onChange={(e) => update('currentPassword', e.target.value)}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor="profile-new-password">New Password</Label>
                <PasswordInput
                  id="profile-new-password"
                  autoComplete="new-password"
                  placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
                  value={values.newPassword}
                  onChange={(e) => update('newPassword', e.target.value)}
                />
              </div>
              <div className="space-y-2">
                <Label htmlFor="profile-confirm-password">Confirm New Password</Label>
                <PasswordInput
                  id="profile-confirm-password"
                  autoComplete="new-password"
                  value={values.confirmPassword}
                  onChange={(e) => update('confirmPassword', e.target.value)}
                />
              </div>
            </div>
          </CardContent>
        </Card>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setValues(profileFormFromUser(user))}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
