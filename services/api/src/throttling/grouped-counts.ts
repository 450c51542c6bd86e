import { namedQuery, WriteGroup, type StatementRunner } from '@portal/server-database';

/** rate-limiter-flexible's values for one count: key, points to add, the new window's expiry, now (ms). */
export type CountValues = [key: string, points: number, expire: number | null, now: number];

/** The result the library reads for one count: the key's points counted up to and including it, its expiry. */
export interface CountResult {
  rows: [{ points: number; expire: string | number | null }];
}

interface CountedRow {
  key: string;
  points: number;
  expire: string | number | null;
}

/** Counts written at most by one statement: enough for every concurrent request of a process. */
const MAX_COUNTS = 1_000;

/**
 * The library's upsert for every key of a group at once, committed without waiting for the WAL flush
 * (ADR 035: the setting is local to this one-statement transaction). Keys in order, so two replicas'
 * groups lock shared rows in the same order. A window that has expired by `$4` restarts.
 */
const COUNT_GROUP = `insert into api_rate_limit (key, points, expire)
  select c.key, c.points, c.expire
  from unnest($1::varchar[], $2::integer[], $3::bigint[]) as c(key, points, expire),
    (select set_config('synchronous_commit', 'off', true)) unflushed
  order by c.key
  on conflict (key) do update set
    points = case when api_rate_limit.expire <= $4::bigint then excluded.points else api_rate_limit.points + excluded.points end,
    expire = case when api_rate_limit.expire <= $4::bigint then excluded.expire else api_rate_limit.expire end
  returning key, points, expire`;

/**
 * Writes a group of counts in one statement and gives each its own result, as if the group's counts
 * had run one after another in the order they came: the key's committed total less what the later
 * ones of the group added. Every count is committed before its caller reads its result, so every
 * replica sees it and the limit stays exact across replicas.
 */
async function writeCounts(pool: StatementRunner, counts: CountValues[]): Promise<CountResult[]> {
  const totals = new Map<string, { points: number; expire: number | null }>();
  for (const [key, points, expire] of counts) {
    const total = totals.get(key);
    if (total) total.points += points;
    else totals.set(key, { points, expire });
  }
  const keys = [...totals.keys()].sort();
  const now = Math.max(...counts.map(([, , , at]) => at));
  const { rows } = (await namedQuery(pool, {
    name: 'api_rate_limit:grouped-count',
    text: COUNT_GROUP,
    values: [keys, keys.map((key) => totals.get(key)?.points), keys.map((key) => totals.get(key)?.expire), now],
  })) as { rows: CountedRow[] };
  const counted = new Map<string, { upTo: number; expire: CountedRow['expire'] }>();
  for (const row of rows) counted.set(row.key, { upTo: row.points - (totals.get(row.key)?.points ?? 0), expire: row.expire });
  return counts.map(([key, points]) => {
    const running = counted.get(key);
    if (!running) throw new Error(`The rate-limit count of ${key} returned no row`);
    running.upTo += points;
    return { rows: [{ points: running.upTo, expire: running.expire }] };
  });
}

/**
 * Group commit for the per-provider counters: concurrent requests' counts in one upsert, one in flight
 * per process (a busy clinic's concurrent requests no longer each wait on the counter row and a round
 * trip of their own). `pool` is read when a group is written.
 */
export const groupedCounts = (pool: () => Promise<StatementRunner>) => {
  const group = new WriteGroup<CountValues, CountResult>(async (counts) => writeCounts(await pool(), counts), MAX_COUNTS);
  return (values: CountValues) => group.add(values);
};
