import { useAuth } from '@portal/auth';
import { Outlet } from 'react-router';
import { AppFrame } from './app-frame';
import { SIDE_LINKS } from './side-links';

/** Signed-in screens: the layout is chosen by role (spec §2 "Layouts"). */
export function RoleLayout() {
  const { role } = useAuth();
  return (
    <AppFrame links={role ? SIDE_LINKS[role] : undefined} contact>
      <Outlet />
    </AppFrame>
  );
}

/** Public and registration screens: no side bar; the top bar still shows a signed-in user. */
export function NoSidebarLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
  );
}

export function BareLayout() {
  return (
    <main className="bare-layout">
      <Outlet />
    </main>
  );
}
