import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { PortalClaims } from '@portal/contracts';
import passport, { type StrategyCreated } from 'passport';
import { AccessTokenVerifier } from './access-token-verifier';
import { SessionStateChecker } from './session-state-checker';

interface BearerRequest {
  headers: Record<string, string | string[] | undefined>;
}

type Verify = (request: BearerRequest, done: (error: unknown, claims?: PortalClaims | null) => void) => void;

const BEARER = /^Bearer[ ]+([^\s]+)[ ]*$/i;

/** The token of an `Authorization: Bearer <token>` header, if that is what the request carries. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

let strategiesCreated = 0;

/**
 * A passport strategy that hands the request to `verify`: no claims is a failure (no credentials),
 * an error is an error. Passport's registry belongs to the process and is read by name on every
 * request, so each instance registers under a name of its own: two applications in one process (the
 * integration tests start several) never check tokens against each other's issuer and audience.
 */
class BearerTokenStrategy {
  readonly name = `jwt-${++strategiesCreated}`;

  constructor(readonly verify: Verify) {}

  authenticate(this: StrategyCreated<BearerTokenStrategy>, request: BearerRequest): void {
    this.verify(request, (error, claims) => {
      if (error) this.error(error);
      else if (claims) this.success(claims);
      else this.fail();
    });
  }
}

/**
 * The bearer access token check that `JwtAuthGuard` runs through passport: the token is verified with
 * jose by `AccessTokenVerifier` (RS256 only, issuer, audience, required `exp`, keys from the issuer's
 * JWKS, verified tokens kept until they expire), then its sign-in must still stand
 * (`SessionStateChecker`). A request without a bearer token fails; a refused token is an error.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(BearerTokenStrategy) implements OnModuleDestroy {
  constructor(
    private readonly verifier: AccessTokenVerifier,
    private readonly sessions: SessionStateChecker,
  ) {
    super();
  }

  async validate(request: BearerRequest): Promise<PortalClaims | null> {
    const token = bearerToken(request.headers['authorization']);
    if (!token) return null;
    const claims = await this.verifier.verify(token);
    await this.sessions.assertActive(claims);
    return claims;
  }

  onModuleDestroy(): void {
    passport.unuse(this.name);
  }
}
