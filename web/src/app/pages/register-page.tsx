import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from '@common/limits';
import { DEFAULT_STATE, getStateName, REGISTRATION_STATE_IDS, type StateId } from '@common/states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { NativeSelect, NativeSelectOption } from '@web/components/ui/native-select';
import { PasswordInput } from '@web/components/ui/password-input';
import { TextField } from '@web/components/ui/text-field';
import { toast, usePageToast } from '@web/components/ui/use-toast';
import { useRegister } from '@web/features/auth/api/register';
import { AuthLayout } from '@web/features/auth/components/auth-layout';
import { isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  organization: string;
  defaultState: StateId;
  password: string;
  confirmPassword: string;
}

const EMPTY_FORM: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  organization: '',
  defaultState: DEFAULT_STATE,
  password: '',
  confirmPassword: '',
};

function registerErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Failed to create account';
  return error.serverMessage ?? `Registration failed with status ${error.status}`;
}

/** The sign-up screen (spec §2, §5). */
export function RegisterPage() {
  useDocumentTitle('Create Account');
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>(EMPTY_FORM);
  const registerMutation = useRegister();
  const toastOnPage = usePageToast();

  function update<K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.password !== form.confirmPassword) {
      toastOnPage({ title: 'Error', description: 'Passwords do not match', variant: 'destructive' });
      return;
    }
    if (form.password.length < PASSWORD_MIN_LENGTH) {
      toastOnPage({ title: 'Error', description: PASSWORD_TOO_SHORT_MESSAGE, variant: 'destructive' });
      return;
    }
    const { confirmPassword: _confirmPassword, ...body } = form;
    registerMutation.mutate(
      { ...body, emailNotifications: true },
      {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: 'Account created successfully! Welcome to Docket Radar.',
          });
          // The dashboard greets a new account as new, not 'Welcome back'.
          void navigate('/dashboard', { state: { isNewAccount: true } });
        },
        onError: (error) =>
          toastOnPage({ title: 'Error', description: registerErrorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <AuthLayout>
      <Card className="shadow-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Create Account
          </CardTitle>
          <CardDescription>Sign up to start finding high-value cases</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <form className="space-y-4" onSubmit={handleSubmit}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="register-first-name"
                label="First Name"
                autoComplete="given-name"
                required
                value={form.firstName}
                onChange={(e) => update('firstName', e.target.value)}
              />
              <TextField
                id="register-last-name"
                label="Last Name"
                autoComplete="family-name"
                required
                value={form.lastName}
                onChange={(e) => update('lastName', e.target.value)}
              />
            </div>
            <TextField
              id="register-email"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@firm.com"
              required
              value={form.email}
              onChange={(e) => update('email', e.target.value)}
            />
            <TextField
              id="register-organization"
              label="Organization"
              optional
              autoComplete="organization"
              value={form.organization}
              onChange={(e) => update('organization', e.target.value)}
            />
            <div className="space-y-2">
              <Label htmlFor="register-state">Primary State</Label>
              <NativeSelect
                id="register-state"
                value={form.defaultState}
                onChange={(event) => update('defaultState', event.target.value as StateId)}
              >
                {REGISTRATION_STATE_IDS.map((id) => (
                  <NativeSelectOption key={id} value={id}>
                    {getStateName(id)}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-2">
              <Label htmlFor="register-password">Password</Label>
              <PasswordInput
                id="register-password"
                autoComplete="new-password"
                placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
                required
                value={form.password}
                onChange={(e) => update('password', e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor="register-confirm-password">Confirm Password</Label>
              <PasswordInput
                id="register-confirm-password"
                autoComplete="new-password"
                required
                value={form.confirmPassword}
                onChange={(e) => update('confirmPassword', e.target.value)}
              />
            </div>
            <Button type="submit" className="w-full" size="lg" disabled={registerMutation.isPending}>
              {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
            </Button>
          </form>
          <Button variant="ghost" className="w-full" onClick={() => void navigate('/login')}>
            <ArrowLeft aria-hidden="true" />
            Back to Login
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
