import type { UserDto } from '@common/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { LogOut, Settings, Shield } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';
import { UserMenuButtonFace, userMenuButtonClassName } from './user-menu-button';

export interface UserMenuDropdownProps {
  user: UserDto;
  /** Open on arrival: the first click on the button loaded this code. */
  defaultOpen?: boolean;
}

/** The account menu itself (Radix): who is signed in, and where they can go. */
export function UserMenuDropdown({ user, defaultOpen = false }: UserMenuDropdownProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={userMenuButtonClassName}>
        <UserMenuButtonFace user={user} />
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
