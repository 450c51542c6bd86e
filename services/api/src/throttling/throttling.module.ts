import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { ProviderRateLimitGuard } from './provider-rate-limit.guard';
import { PROVIDER_RATE_LIMITS, providerRateLimits } from './provider-rate-limits';
import { RateLimitPurge } from './rate-limit-purge';

/** Per-provider limits on claim submission and member search; runs after the token and role guards. */
@Module({
  providers: [
    {
      provide: PROVIDER_RATE_LIMITS,
      inject: [EntityManager, API_CONFIG],
      useFactory: (em: EntityManager, config: ApiConfig) => providerRateLimits(em, config.providerRateLimitsPerHour),
    },
    { provide: APP_GUARD, useClass: ProviderRateLimitGuard },
    RateLimitPurge,
  ],
})
export class ThrottlingModule {}
