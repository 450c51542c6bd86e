import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { Readiness } from '@portal/server-observability';
import { pendingMigrations } from '../database/pending-migrations';

const CHECK_TIMEOUT_MS = 2000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`timeout of ${ms}ms exceeded`)), ms).unref()),
  ]);

/**
 * Whether this replica should get traffic: not while it drains (SIGTERM), nor while the database does
 * not answer or has migrations this version needs pending. The reasons are short and fixed: the
 * causes (host, port, role) go to the log only.
 */
@Injectable()
export class ReadinessService {
  private readonly logger = new Logger(ReadinessService.name);
  private isDraining = false;

  constructor(private readonly orm: MikroORM) {}

  get draining(): boolean {
    return this.isDraining;
  }

  startDraining(): void {
    this.isDraining = true;
  }

  async check(): Promise<Readiness> {
    const reasons: string[] = [];
    if (this.isDraining) reasons.push('draining');
    try {
      const pending = await withTimeout(pendingMigrations(this.orm), CHECK_TIMEOUT_MS);
      if (pending.length) reasons.push('migrations pending');
    } catch (error) {
      this.logger.warn(`Readiness: database check failed: ${(error as Error).message}`);
      reasons.push('database unreachable');
    }
    return reasons.length ? { ready: false, reasons } : { ready: true };
  }
}
