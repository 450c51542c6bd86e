import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { portalClaimsSchema, type PortalClaims } from '@portal/contracts';
import { decodeProtectedHeader } from 'jose';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { JwksKeyStore } from './jwks-key-store';

/** Bearer access tokens: RS256 only, key by `kid` from the issuer's JWKS, issuer, audience and expiry checked. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(API_CONFIG) config: ApiConfig, keys: JwksKeyStore) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      algorithms: ['RS256'],
      issuer: config.oidcIssuer,
      audience: config.apiAudience,
      ignoreExpiration: false,
      secretOrKeyProvider: (_request: unknown, rawJwt: string, done: (error: unknown, key?: string) => void) => {
        let kid: string | undefined;
        try {
          const header = decodeProtectedHeader(rawJwt);
          if (header.alg !== 'RS256') return done(new UnauthorizedException());
          kid = header.kid;
        } catch {
          return done(new UnauthorizedException());
        }
        if (!kid) return done(new UnauthorizedException());
        keys.getKey(kid).then(
          (key) => done(null, key),
          (error: unknown) => done(error),
        );
      },
    });
  }

  validate(payload: unknown): PortalClaims {
    const claims = portalClaimsSchema.safeParse(payload);
    if (!claims.success) throw new UnauthorizedException('Invalid token claims');
    return claims.data;
  }
}
