import { createSession } from '@portal/auth';
import { loadRuntimeConfig } from '../config/runtime-config';

/** Loaded on the Login click: the same OIDC client and redirect as the app's `useAuth().signIn`. */
export const signIn = async (): Promise<void> => {
  const client = await createSession(await loadRuntimeConfig()).loadClient();
  await client.signinRedirect({ ui_locales: document.documentElement.lang || undefined });
};
