import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AuditModule } from '@portal/audit';
import { ClaimsModule } from '@portal/claims';
import { ContactModule, ContentModule } from '@portal/content';
import { PaymentsModule } from '@portal/payments';
import { MemberSearchModule, PlansModule } from '@portal/plans';
import { ChangeRequestsModule, LegacyProfilesModule, ProvidersModule } from '@portal/providers';
import { ApiExceptionFilter, type SecurityLog } from '@portal/server-core';
import { AttentionModule } from './attention/attention.module';
import { AuthModule } from './auth/auth.module';
import type { ApiConfig } from './config/api-config';
import { ConfigModule } from './config/config.module';
import { ormOptions } from './database/orm-options';
import { HealthModule } from './health/health.module';
import { ObservabilityModule, type Observability } from './observability/observability.module';
import { SecurityLogModule } from './security/security-log.module';
import { ThrottlingModule } from './throttling/throttling.module';

@Module({})
export class AppModule {
  static forRoot(config: ApiConfig, securityLog: SecurityLog, observability: Observability): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        SecurityLogModule.forRoot(securityLog),
        ObservabilityModule.forRoot(observability),
        MikroOrmModule.forRoot(ormOptions(config.databaseUrl)),
        AuthModule,
        ThrottlingModule,
        ProvidersModule,
        LegacyProfilesModule,
        PlansModule,
        ClaimsModule,
        PaymentsModule.forRoot(config.cpa005),
        AuditModule,
        ChangeRequestsModule,
        AttentionModule,
        MemberSearchModule.withStanding(ProvidersModule),
        ContentModule,
        ContactModule.forRoot({ adminEmail: config.contactAdminEmail }),
        HealthModule,
      ],
      providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
    };
  }
}
