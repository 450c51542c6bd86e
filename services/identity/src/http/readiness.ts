import type { Readiness } from '@portal/server-observability';
import type { Database } from '../database/database';
import { pendingMigrations } from '../database/migrate';

const CHECK_TIMEOUT_MS = 2000;

/**
 * Whether this replica should get traffic: not while draining, nor while the database does not answer
 * (within 2 s) or has this version's migrations pending. Short fixed reasons; causes go to the log.
 */
export function createReadiness(db: Database, onFailure: (error: unknown) => void) {
  let draining = false;
  return {
    startDraining() {
      draining = true;
    },
    async check(): Promise<Readiness> {
      const reasons: string[] = draining ? ['draining'] : [];
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timeout of ${CHECK_TIMEOUT_MS}ms exceeded`)), CHECK_TIMEOUT_MS);
      });
      try {
        if ((await Promise.race([pendingMigrations(db), timeout])).length) reasons.push('migrations pending');
      } catch (error) {
        onFailure(error);
        reasons.push('database unreachable');
      } finally {
        clearTimeout(timer);
      }
      return reasons.length ? { ready: false, reasons } : { ready: true };
    },
  };
}

export type IdentityReadiness = ReturnType<typeof createReadiness>;
