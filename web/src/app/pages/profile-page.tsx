import { useSessionUser } from '@web/features/auth/components/require-auth';
import { UserCog } from 'lucide-react';
import { ComingSoon } from './coming-soon';

export function ProfilePage() {
  const user = useSessionUser();
  return (
    <ComingSoon icon={UserCog} title="Profile Settings">
      Signed in as{' '}
      <span className="font-medium text-foreground">{user.isDemo ? 'Demo User' : user.email}</span>. Editing
      your name, organization, default state, notifications and password will be available here.
    </ComingSoon>
  );
}
