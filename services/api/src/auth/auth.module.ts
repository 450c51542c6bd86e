import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RolesGuard } from '@portal/server-core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { AccessTokenVerifier } from './access-token-verifier';
import { JwtAuthGuard } from './jwt-auth.guard';

/** Global guards, in order: a valid token (unless @Public), then the route's declared roles (deny by default). */
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
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AuthModule {}
