import { runtimeConfigSchema } from '@portal/contracts';

/** The identity service's impersonation address (spec §7): `{issuer}/Impersonate/{providerId}/?returnUrl=...`. */
export const impersonationUrl = (issuer: string, providerId: string, returnUrl: string): string =>
  `${issuer.replace(/\/+$/, '')}/Impersonate/${encodeURIComponent(providerId)}/?returnUrl=${encodeURIComponent(returnUrl)}`;

/** 'Login As Provider': a full-page navigation to the issuer named in the shell's `/config.json`, back here after. */
export const loginAsProvider = async (providerId: string): Promise<void> => {
  const response = await fetch('/config.json', { cache: 'no-store' });
  const { issuer } = runtimeConfigSchema.parse(await response.json());
  window.location.assign(impersonationUrl(issuer, providerId, window.location.href));
};
