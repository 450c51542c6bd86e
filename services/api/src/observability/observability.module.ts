import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { Logger } from '@portal/server-observability';
import type { Registry } from 'prom-client';

export const APP_LOG = Symbol('APP_LOG');
export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/** The process's pino logger and Prometheus registry, injectable everywhere. */
export interface Observability {
  log: Logger;
  registry: Registry;
}

@Global()
@Module({})
export class ObservabilityModule {
  static forRoot({ log, registry }: Observability): DynamicModule {
    return {
      module: ObservabilityModule,
      providers: [
        { provide: APP_LOG, useValue: log },
        { provide: METRICS_REGISTRY, useValue: registry },
      ],
      exports: [APP_LOG, METRICS_REGISTRY],
    };
  }
}
