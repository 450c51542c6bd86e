import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SECURITY_LOG, SecurityEventInterceptor, type SecurityLog } from '@portal/server-core';

/** The security event log (ASVS V16), injectable everywhere, and the interceptor of `@LogsSecurityEvent` routes. */
@Global()
@Module({})
export class SecurityLogModule {
  static forRoot(log: SecurityLog): DynamicModule {
    return {
      module: SecurityLogModule,
      providers: [
        { provide: SECURITY_LOG, useValue: log },
        { provide: APP_INTERCEPTOR, useClass: SecurityEventInterceptor },
      ],
      exports: [SECURITY_LOG],
    };
  }
}
