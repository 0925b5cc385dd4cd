import type { UserDto } from '@common/auth';
import { ChevronDown } from 'lucide-react';

function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The look of the account menu's button, the same before and after the menu's code has loaded. */
export const userMenuButtonClassName =
  'flex h-9 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-foreground outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent sm:rounded-md';

/** What the account menu's button shows: initials, and the first name ('Demo User' in demo mode). */
export function UserMenuButtonFace({ user }: { user: UserDto }) {
  // Named by its content, not aria-label: the initials shown must not contradict the name (axe).
  return (
    <>
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
        {user.isDemo ? 'Demo User' : user.firstName}
      </span>
      <ChevronDown className="hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
    </>
  );
}
