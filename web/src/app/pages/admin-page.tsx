import { Shield } from 'lucide-react';
import { ComingSoon } from './coming-soon';

export function AdminPage() {
  return (
    <ComingSoon icon={Shield} title="Admin Panel">
      Users, sessions, activity logs and system actions will be managed here.
    </ComingSoon>
  );
}
