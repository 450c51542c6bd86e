import { Logger } from '@nestjs/common';
import type { PortalClaims } from '@portal/contracts';
import { InvalidAccessTokenError } from './access-token-verifier';

const FETCH_TIMEOUT_MS = 2_000;
/** Grants remembered at once; a revoked grant never comes back, so forgetting the oldest is safe. */
const GRANTS_KEPT = 10_000;

export interface SessionStateCheckerOptions {
  /** `{issuer}/session-state`: `GET {url}/{gid}` answers `{ active }`; null trusts tokens until they expire. */
  url: string | null;
  /** How long an answer that the grant is active is reused: the delay before a revocation is seen. */
  freshMs: number;
  /** How long a known-active grant is still accepted while the identity service cannot be reached. */
  staleIfErrorMs: number;
}

/** The identity service says the token's sign-in has ended. */
export class SessionEndedError extends InvalidAccessTokenError {
  override name = 'SessionEndedError';
}

/** The identity service could not say whether the session stands, and nothing recent is known. */
export class SessionStateUnavailableError extends Error {
  override name = 'SessionStateUnavailableError';
}

interface GrantState {
  active: boolean;
  checkedAt: number;
}

/**
 * Refuses an access token whose sign-in has ended at the identity service (ADR 020): each replica asks
 * `GET {url}/{gid}` at most once per grant per `freshMs`, concurrent requests sharing one call.
 */
export class SessionStateChecker {
  private readonly logger = new Logger(SessionStateChecker.name);
  private readonly grants = new Map<string, GrantState>();
  private readonly asking = new Map<string, Promise<boolean>>();

  constructor(private readonly options: SessionStateCheckerOptions) {}

  async assertActive(claims: PortalClaims): Promise<void> {
    if (!this.options.url) return;
    if (!claims.gid) throw new InvalidAccessTokenError('The token names no grant (gid)');
    if (!(await this.isActive(claims.gid))) throw new SessionEndedError('The session has ended');
  }

  private isActive(gid: string): Promise<boolean> | boolean {
    const known = this.grants.get(gid);
    if (known && (!known.active || Date.now() - known.checkedAt < this.options.freshMs)) return known.active;
    const pending = this.asking.get(gid);
    if (pending) return pending;
    const asked = this.ask(gid)
      .then((active) => {
        this.remember(gid, { active, checkedAt: Date.now() });
        return active;
      })
      .catch((error: unknown) => {
        if (known?.active && Date.now() - known.checkedAt < this.options.staleIfErrorMs) return true;
        this.logger.warn(`Session state unavailable: ${(error as Error).message}`);
        throw new SessionStateUnavailableError('The sign-in service cannot confirm the session');
      })
      .finally(() => this.asking.delete(gid));
    this.asking.set(gid, asked);
    return asked;
  }

  private remember(gid: string, state: GrantState): void {
    this.grants.delete(gid);
    if (this.grants.size >= GRANTS_KEPT) this.grants.delete(this.grants.keys().next().value as string);
    this.grants.set(gid, state);
  }

  private async ask(gid: string): Promise<boolean> {
    const url = `${this.options.url}/${encodeURIComponent(gid)}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const body = (await response.json()) as { active?: unknown };
    if (typeof body.active !== 'boolean') throw new Error(`GET ${url} answered no state`);
    return body.active;
  }
}
