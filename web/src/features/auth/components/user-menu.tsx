import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { ChevronDown, LogOut, Settings, Shield } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';
import { useSessionUser } from './require-auth';

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The header's account menu: the user's first name ('Demo User' in demo mode) and where they can go. */
export function UserMenu() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const displayName = user.isDemo ? 'Demo User' : user.firstName;

  return (
    <DropdownMenu modal={false}>
      {/* Named by its content, not aria-label: the initials shown must not contradict the name (axe). */}
      <DropdownMenuTrigger className="flex h-9 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-foreground outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent sm:rounded-md">
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-blue-100 text-xs font-semibold text-blue-800"
        >
          {initialsOf(user.firstName, user.lastName)}
        </span>
        <span className="sr-only">Account menu for </span>
        <span
          data-testid="user-menu-name"
          className="sr-only sm:not-sr-only sm:inline-block sm:max-w-[10rem] sm:truncate"
        >
          {displayName}
        </span>
        <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel className="font-normal">
          <span className="block truncate text-sm font-medium">
            {user.isDemo ? 'Demo User' : `${user.firstName} ${user.lastName}`}
          </span>
          <span className="block truncate text-xs text-muted-foreground">
            {user.isDemo ? 'Demo mode' : user.email}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate('/profile')}>
          <Settings aria-hidden="true" />
          Profile Settings
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem onSelect={() => void navigate('/admin')}>
            <Shield aria-hidden="true" />
            Admin Panel
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
