import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Claim } from './entities/claim.entity';

export interface ClaimsOnDay {
  /** UTC day, `yyyy-mm-dd`. */
  date: string;
  count: number;
}

/** The claims domain's public API. */
@Injectable()
export class ClaimsService {
  constructor(private readonly em: EntityManager) {}

  /** Claims held Pending: counted on the partial index of pending claims alone. */
  countPending(): Promise<number> {
    return this.em.count(Claim, { status: 'P' });
  }

  /** Claims submitted per UTC day since `since` (days without claims are absent): one range scan of the submission index. */
  async countPerDay(since: Date): Promise<ClaimsOnDay[]> {
    const rows = await this.em.getConnection().execute<{ date: string; count: number }[]>(
      `select to_char(submitted_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as count
       from claim where submitted_at >= ? group by 1 order by 1`,
      [since],
    );
    return rows.map(({ date, count }) => ({ date, count: Number(count) }));
  }
}
