import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from './prepared-query';

type Query = { name?: string; text: string; values: unknown[] };

const emOver = (query: (q: Query, values?: unknown[]) => Promise<{ rows: unknown[] }>) => {
  const calls: [Query, unknown[] | undefined][] = [];
  const em = {
    getConnection: () => ({
      getNativeClient: async () => ({
        query: (q: Query, values?: unknown[]) => {
          calls.push([q, values]);
          return query(q, values);
        },
      }),
    }),
  } as unknown as EntityManager;
  return { em, calls };
};

describe('preparedQuery', () => {
  it('runs a named statement with numbered placeholders and the values as parameters', async () => {
    const { em, calls } = emOver(async () => ({ rows: [{ n: 1 }] }));
    await expect(preparedQuery(em, 'pair', 'select ? as a, ?::int as b', ['x', 2])).resolves.toEqual([{ n: 1 }]);
    expect(calls).toEqual([[{ name: 'pair', text: 'select $1 as a, $2::int as b', values: ['x', 2] }, undefined]]);
  });

  it('runs unnamed from then on when connections share one session (a transaction pooler)', async () => {
    const { em, calls } = emOver(async (q) => {
      if (q.name) throw Object.assign(new Error('prepared statement "once" already exists'), { code: '42P05' });
      return { rows: [] };
    });
    await preparedQuery(em, 'once', 'select ?', [1]);
    await preparedQuery(em, 'twice', 'select ?, ?', [1, 2]);
    expect(calls.map(([q]) => q)).toEqual([
      { name: 'once', text: 'select $1', values: [1] },
      { text: 'select $1', values: [1] },
      { text: 'select $1, $2', values: [1, 2] },
    ]);
  });

  it('passes any other error on', async () => {
    const { em } = emOver(async () => {
      throw Object.assign(new Error('duplicate key'), { code: '23505' });
    });
    await expect(preparedQuery(em, 'other', 'select 1', [])).rejects.toThrow('duplicate key');
  });
});
