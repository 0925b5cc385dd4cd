import { LazyPart } from '@web/components/ui/lazy-part';
import { lazy, useState, useTransition } from 'react';
import { useSessionUser } from './require-auth';
import { UserMenuButtonFace, userMenuButtonClassName } from './user-menu-button';

const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(async () => ({ default: (await loadDropdown()).UserMenuDropdown }));

/**
 * The header's account menu. Its button is plain until first used: Radix's menu and its positioning code
 * (about 20 KB) load when the pointer or the focus reaches it, and the first click opens the menu.
 */
export function UserMenu() {
  const user = useSessionUser();
  const [isWanted, setWanted] = useState(false);
  const [isLoading, startTransition] = useTransition();

  function preload() {
    void loadDropdown().catch(() => {
      // Reported when the menu is opened (the plain button then reloads the app).
    });
  }

  const plainButton = (onClick: () => void) => (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={isLoading}
      className={userMenuButtonClassName}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
    >
      <UserMenuButtonFace user={user} />
    </button>
  );

  return (
    // As a transition, the plain button stays (focused) until the menu's code is there.
    <LazyPart pending={plainButton(() => {})} failed={plainButton(() => window.location.reload())}>
      {isWanted ? (
        <UserMenuDropdown user={user} defaultOpen />
      ) : (
        plainButton(() => startTransition(() => setWanted(true)))
      )}
    </LazyPart>
  );
}
