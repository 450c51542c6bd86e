import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RolesGuard } from '@portal/server-core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { AccessTokenVerifier } from './access-token-verifier';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { SessionStateChecker } from './session-state-checker';

/**
 * Global guards, in order: a valid token of a session that stands (unless @Public; `JwtStrategy` run
 * by passport), then the route's declared roles (deny by default).
 */
@Module({
  providers: [
    {
      provide: AccessTokenVerifier,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) =>
        new AccessTokenVerifier({
          issuer: config.oidcIssuer,
          audience: config.apiAudience,
          jwksCooldownMs: config.jwksCooldownMs,
        }),
    },
    {
      provide: SessionStateChecker,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) =>
        new SessionStateChecker({
          url: config.sessionStateUrl,
          freshMs: config.sessionCheckMs,
          staleIfErrorMs: config.sessionStaleIfErrorMs,
        }),
    },
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AuthModule {}
