import type { ComponentType } from 'react';
import { AuthCallback } from '../pages/auth-callback';
import { AccountSwitch } from '../pages/account-switch';
import { AccessibilityPage, FaqPage, PrivacyPage } from '../pages/info-pages';
import { LoginLanding } from '../pages/login-landing';
import { NewProviderPage } from '../pages/new-provider';
import { ComingSoonPage, MaintenancePage } from '../pages/notices';

/** The page of each of the shell's routes, by route id. */
export const SHELL_PAGES: Readonly<Record<string, ComponentType>> = {
  login: LoginLanding,
  maintenance: MaintenancePage,
  comingSoon: ComingSoonPage,
  newProvider: NewProviderPage,
  authCallback: AuthCallback,
  authSwitch: AccountSwitch,
  faq: FaqPage,
  privacy: PrivacyPage,
  accessibility: AccessibilityPage,
};
