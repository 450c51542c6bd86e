import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';

const EVERY_MS = 5 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes the counters of hours long past, as rate-limiter-flexible's own timer would (every 5 minutes,
 * what expired over an hour ago), but on the application's lifecycle: that timer outlives a closed app.
 */
@Injectable()
export class RateLimitPurge implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RateLimitPurge.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.purge(), EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async purge(): Promise<void> {
    await this.em
      .getConnection()
      .execute('delete from api_rate_limit where expire < ?', [Date.now() - HOUR_MS])
      .catch((error: unknown) => this.logger.warn(`Expired rate-limit counters not purged: ${(error as Error).message}`));
  }
}
