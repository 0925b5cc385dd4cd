import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { PasswordInput } from '@web/components/ui/password-input';
import { Separator } from '@web/components/ui/separator';
import { toast, usePageToast } from '@web/components/ui/use-toast';
import { useStartDemo } from '@web/features/auth/api/demo';
import { useLogin } from '@web/features/auth/api/login';
import { AuthLayout } from '@web/features/auth/components/auth-layout';
import { isApiError } from '@web/lib/api-client';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { PlayCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';

function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Failed to login';
  return error.serverMessage ?? `Login failed with status ${error.status}`;
}

/** Four squares in Microsoft's colours, drawn here: the CSP allows no remote images. */
function MicrosoftLogo() {
  return (
    <svg viewBox="0 0 21 21" className="size-4" aria-hidden="true">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

/** The sign-in screen, at / and /login (spec §2). */
export function LoginPage() {
  useDocumentTitle('Sign In');
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const loginMutation = useLogin();
  const demoMutation = useStartDemo();
  const toastOnPage = usePageToast();
  const isBusy = loginMutation.isPending || demoMutation.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    loginMutation.mutate(
      { email, password },
      {
        onSuccess: () => void navigate('/dashboard'),
        onError: (error) =>
          toastOnPage({ title: 'Error', description: loginErrorMessage(error), variant: 'destructive' }),
      },
    );
  }

  function handleDemo() {
    demoMutation.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Demo Access Granted', description: "You're now in demo mode" });
        void navigate('/dashboard');
      },
      onError: () =>
        toast({
          title: 'Demo Error',
          description: 'Failed to start demo mode. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  function handleMicrosoft() {
    toast({
      title: 'Microsoft Sign-In',
      description:
        'Microsoft OAuth integration requires configuration. Please use email login or demo access.',
    });
  }

  return (
    <AuthLayout>
      <Card className="shadow-md">
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl">
            Welcome Back
          </CardTitle>
          <CardDescription>Sign in to your Docket Radar account</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <form className="space-y-4" onSubmit={handleSubmit}>
            <div className="space-y-2">
              <Label htmlFor="login-email">Email</Label>
              <Input
                id="login-email"
                type="email"
                autoComplete="email"
                placeholder="you@firm.com"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="space-y-2">
              <div className="flex items-center justify-between">
                <Label htmlFor="login-password">Password</Label>
                <button
                  type="button"
                  className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  Forgot Password?
                </button>
              </div>
              <PasswordInput
                id="login-password"
                autoComplete="current-password"
                placeholder="Enter your password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <Button type="submit" className="w-full" size="lg" disabled={isBusy}>
              {loginMutation.isPending ? 'Signing In...' : 'Sign In'}
            </Button>
          </form>

          <div className="relative">
            <Separator />
            <span className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 bg-card px-2 text-xs uppercase tracking-wide text-muted-foreground">
              or
            </span>
          </div>

          <div className="space-y-3">
            <Button
              variant="outline"
              className="h-auto min-h-10 w-full whitespace-normal py-2"
              onClick={handleMicrosoft}
            >
              <MicrosoftLogo />
              Sign in with Microsoft (Configuration Required)
            </Button>
            <Button variant="secondary" className="w-full" size="lg" onClick={handleDemo} disabled={isBusy}>
              <PlayCircle aria-hidden="true" />
              {demoMutation.isPending ? 'Starting Demo...' : 'Continue to Demo'}
            </Button>
          </div>

          <p className="text-center text-sm text-muted-foreground">
            Don't have an account?{' '}
            <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
              Sign up
            </Link>
          </p>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
