import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';

/**
 * Pings the database with `select 1`. Terminus's `MikroOrmHealthIndicator` is not used: it asks
 * `connection.isConnected()`, which in MikroORM 7 stays false until the first query has opened the
 * (lazy) connection, so a freshly started API would report itself down.
 */
@Injectable()
export class DatabaseHealthIndicator {
  private readonly logger = new Logger(DatabaseHealthIndicator.name);

  constructor(
    private readonly indicators: HealthIndicatorService,
    private readonly orm: MikroORM,
  ) {}

  pingCheck(key: string, timeoutMs: number) {
    return this.indicators
      .check(key)
      .attempt(async () => {
        try {
          await this.orm.em.getConnection().execute('select 1');
        } catch (error) {
          // The health body is public: the cause (host, port, user) goes to the log only.
          this.logger.warn(`Database ping failed: ${(error as Error).message}`);
          throw new Error('The database is unreachable', { cause: error });
        }
      })
      .withTimeout(timeoutMs);
  }
}
