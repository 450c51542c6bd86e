import type Provider from 'oidc-provider';

export type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

interface ConsentDetails {
  missingOIDCScope?: string[];
  missingOIDCClaims?: string[];
  missingResourceScopes?: Record<string, string[]>;
}

/**
 * The portal is first-party: what it asks for is granted without a consent screen. Returns the
 * interaction's consent result.
 */
export async function grantRequestedAccess(provider: Provider, interaction: Interaction): Promise<{ grantId?: string }> {
  const { grantId: existingGrantId, params, session } = interaction;
  const details = interaction.prompt.details as ConsentDetails;
  const grant = existingGrantId
    ? await provider.Grant.find(existingGrantId)
    : new provider.Grant({ accountId: session?.accountId, clientId: String(params['client_id']) });
  if (!grant) throw new Error('The interaction refers to a grant that no longer exists');

  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  const grantId = await grant.save();
  return existingGrantId ? {} : { grantId };
}
