import type { PortalClaims } from '@portal/contracts';
import type { SqlPart } from '@portal/server-database';

/**
 * What member search asks the providers domain about the caller's provider. The plans domain declares
 * it and the providers domain implements it (the providers domain depends on plans, not the reverse);
 * the API composes them (`MemberSearchModule.withStanding`).
 */
export abstract class ProviderStanding {
  /** The caller's provider id (a Provider's own profile), null for other roles or an unregistered account. */
  abstract ownProviderId(user: PortalClaims): Promise<string | null>;
  /** The caller's provider id when it may search members now, else 403 with the spec's message. */
  abstract assertCanTransact(user: PortalClaims, transaction: 'memberSearch'): Promise<string>;
  /** A CTE body that has a row when the provider stands (searches and audits in one statement). */
  abstract standingGate(providerId: string): SqlPart;
}
