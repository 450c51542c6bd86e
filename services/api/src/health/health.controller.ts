import { Controller, Get, HttpStatus, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { healthSchema, type Health } from '@portal/contracts/health';
import { openApiSchema, Public } from '@portal/server-core';
import { DatabaseHealthIndicator } from './database.health';

const DB_CHECK_TIMEOUT_MS = 2000;

interface StatusReply {
  status(code: number): unknown;
}

interface IndicatorDetail {
  status?: string;
  responseTime?: number;
  message?: string;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
  ) {}

  @Get()
  @Public()
  @ApiOkResponse({ description: 'The API and its database are up', schema: openApiSchema(healthSchema) })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer (status degraded)',
    schema: openApiSchema(healthSchema),
  })
  async check(@Res({ passthrough: true }) reply: StatusReply): Promise<Health> {
    const result = await this.health
      .check([() => this.database.pingCheck('database', DB_CHECK_TIMEOUT_MS)])
      .catch((error: unknown) => {
        // Terminus reports a failed check as a 503 whose response is the check result.
        if (error instanceof ServiceUnavailableException) return error.getResponse() as HealthCheckResult;
        throw error;
      });
    const detail: IndicatorDetail = result.details['database'] ?? {};
    const up = result.status === 'ok' && detail.status === 'up';
    if (!up) reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: up ? 'ok' : 'degraded',
      database: up
        ? { status: 'up', latencyMs: detail.responseTime ?? 0 }
        : { status: 'down', latencyMs: null, message: detail.message ?? 'The database check failed' },
    };
  }
}
