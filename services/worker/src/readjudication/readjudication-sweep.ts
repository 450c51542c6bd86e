import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { Counter } from 'prom-client';
import type { ClaimReadjudicationService, ReadjudicationPage } from '@portal/claims';

export interface ReadjudicationSweepOptions {
  orm: MikroORM;
  claims: ClaimReadjudicationService;
  batchSize: number;
  outcomes: Counter<'outcome'>;
  /** Aborted at shutdown: the sweep ends after the page in flight. */
  signal: AbortSignal;
}

/** One pass over every claim still Pending, a page at a time, each page in its own ORM context. */
export function readjudicationSweep({ orm, claims, batchSize, outcomes, signal }: ReadjudicationSweepOptions) {
  return async (): Promise<void> => {
    let afterId: string | null = null;
    do {
      const from: string | null = afterId;
      const page: ReadjudicationPage = await RequestContext.create(orm.em, () => claims.readjudicatePending(from, batchSize));
      for (const [outcome, count] of Object.entries(page.outcomes)) if (count) outcomes.inc({ outcome }, count);
      afterId = page.nextAfterId;
    } while (afterId && !signal.aborted);
  };
}
