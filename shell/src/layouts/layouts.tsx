import { useAuth } from '@portal/auth';
import { sideLinksFor } from '@portal/contracts/core';
import { useTranslation } from '@portal/i18n';
import { useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useRegistrySnapshot } from '../remotes/remote-registry-context';
import { AppFrame } from './app-frame';
import type { NavLinkItem } from './side-nav';

interface LayoutProps {
  /** The page; the matched route's element when absent. */
  readonly children?: ReactNode;
}

/** The role's side links, as the remotes declare them, labelled from each remote's strings. */
const useSideLinks = (): readonly NavLinkItem[] | undefined => {
  const { role } = useAuth();
  const { i18n, language } = useTranslation();
  const { table } = useRegistrySnapshot();
  return useMemo(
    () =>
      role
        ? sideLinksFor(table.routes, role).map((link) => ({
            to: link.to,
            icon: link.icon,
            label: i18n.getFixedT(language, link.namespace ?? null)(link.label),
          }))
        : undefined,
    [role, table, i18n, language],
  );
};

/** Signed-in screens: the layout is chosen by role (spec §2 "Layouts"). */
export function RoleLayout({ children }: LayoutProps) {
  const links = useSideLinks();
  return (
    <AppFrame links={links} contact>
      {children ?? <Outlet />}
    </AppFrame>
  );
}

/** Public and registration screens: no side bar; the top bar still shows a signed-in user. */
export function NoSidebarLayout({ children }: LayoutProps) {
  return <AppFrame>{children ?? <Outlet />}</AppFrame>;
}

export function BareLayout() {
  return (
    <main className="bare-layout">
      <Outlet />
    </main>
  );
}
