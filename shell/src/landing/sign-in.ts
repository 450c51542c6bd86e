import { createUserManager } from '@portal/auth';
import { loadRuntimeConfig } from '../config/runtime-config';

/** Loaded on the Login click: the same OIDC client and redirect as the app's `useAuth().signIn`. */
export const signIn = async (): Promise<void> => {
  const userManager = createUserManager(await loadRuntimeConfig());
  await userManager.signinRedirect({ ui_locales: document.documentElement.lang || undefined });
};
