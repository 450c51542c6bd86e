import { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { healthSchema, type Health } from '@portal/contracts';
import { openApiSchema, Public } from '@portal/server-core';

const DB_CHECK_TIMEOUT_MS = 2000;

interface StatusReply {
  status(code: number): unknown;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly orm: MikroORM) {}

  @Get()
  @Public()
  @ApiOkResponse({ description: 'Process and database are up', schema: openApiSchema(healthSchema) })
  @ApiServiceUnavailableResponse({ description: 'The database is unreachable (status degraded)' })
  async check(@Res({ passthrough: true }) reply: StatusReply): Promise<Health> {
    const database = await this.checkDatabase();
    if (database.status === 'down') reply.status(HttpStatus.SERVICE_UNAVAILABLE);
    return {
      status: database.status === 'up' ? 'ok' : 'degraded',
      process: { uptimeSeconds: Math.round(process.uptime()), pid: process.pid },
      database,
    };
  }

  private async checkDatabase(): Promise<Health['database']> {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.orm.em.getConnection().execute('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database check timed out')), DB_CHECK_TIMEOUT_MS);
        }),
      ]);
      return { status: 'up', latencyMs: Math.round((performance.now() - started) * 100) / 100 };
    } catch {
      return { status: 'down', latencyMs: null };
    } finally {
      clearTimeout(timer);
    }
  }
}
