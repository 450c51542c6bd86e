import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { RolesGuard } from '@portal/server-core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { JwksKeyStore } from './jwks-key-store';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';

/** Global guards, in order: a valid token (unless @Public), then the route's declared roles (deny by default). */
@Module({
  imports: [PassportModule],
  providers: [
    { provide: JwksKeyStore, inject: [API_CONFIG], useFactory: (config: ApiConfig) => new JwksKeyStore(config.oidcIssuer) },
    JwtStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
})
export class AuthModule {}
