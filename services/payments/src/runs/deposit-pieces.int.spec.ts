import { createTestDatabase, type TestDatabase } from '@portal/testing';
import pg from 'pg';
import { depositPiecesSql } from './deposit-pieces';

const MAX = 500_000;

interface Piece {
  office_id: string;
  expense_id: number;
  bucket: number;
  paid_cents: number;
}

/** The splitting statement on a real database: lines in, pieces per deposit out. */
describe('depositPiecesSql (deposits of at most $5,000 per office)', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.ownerUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  /** Lines as [office, cents], numbered in order; the deposits' totals per office, in order. */
  const split = async (lines: [string, number][]): Promise<{ pieces: Piece[]; deposits: Record<string, number[]> }> => {
    await client.query('begin');
    try {
      await client.query(`create temporary table payable_line (expense_id bigint, claim_id bigint, provider_id uuid, office_id text,
        submission_id text, patient_name text, expense_date date, coverage_name text, amount_cents bigint) on commit drop`);
      for (const [index, [office, cents]] of lines.entries())
        await client.query(`insert into payable_line values ($1, $1, null, $2, 'S', 'P', '2026-12-01', null, $3)`, [
          index + 1,
          office,
          cents,
        ]);
      const { rows } = await client.query<Piece>(
        `select office_id, expense_id::int, bucket::int, paid_cents::int from (${depositPiecesSql('payable_line', MAX)}) p
         order by office_id, bucket, expense_id`,
      );
      const deposits: Record<string, number[]> = {};
      for (const piece of rows) {
        const office = (deposits[piece.office_id] ??= []);
        office[piece.bucket] = (office[piece.bucket] ?? 0) + piece.paid_cents;
      }
      return { pieces: rows, deposits };
    } finally {
      await client.query('rollback');
    }
  };

  it('pays exactly $5,000.00 in one deposit and $5,000.01 in two', async () => {
    expect((await split([['a', 500_000]])).deposits).toEqual({ a: [500_000] });
    expect(
      (
        await split([
          ['a', 250_000],
          ['a', 250_000],
        ])
      ).deposits,
    ).toEqual({ a: [500_000] });
    expect((await split([['a', 500_001]])).deposits).toEqual({ a: [500_000, 1] });
  });

  it('pays $12,345.67 as $5,000 + $5,000 + $2,345.67, whether one line or several', async () => {
    expect((await split([['a', 1_234_567]])).deposits).toEqual({ a: [500_000, 500_000, 234_567] });
    const { pieces, deposits } = await split([
      ['a', 400_000],
      ['a', 400_000],
      ['a', 434_567],
    ]);
    expect(deposits).toEqual({ a: [500_000, 500_000, 234_567] });
    // The second line straddles the first boundary: $1,000 in the first deposit, $3,000 in the second.
    expect(pieces.filter((p) => p.expense_id === 2).map((p) => [p.bucket, p.paid_cents])).toEqual([
      [0, 100_000],
      [1, 300_000],
    ]);
  });

  it('keeps offices apart and pays every line exactly its amount', async () => {
    const lines: [string, number][] = Array.from({ length: 200 }, (_, i) => [i % 3 ? 'b' : 'c', 1 + ((i * 7919) % 900_000)]);
    const { pieces, deposits } = await split(lines);
    for (const [office, totals] of Object.entries(deposits)) {
      const total = lines.filter(([o]) => o === office).reduce((sum, [, cents]) => sum + cents, 0);
      expect(totals.reduce((sum, cents) => sum + cents, 0)).toBe(total);
      expect(totals).toHaveLength(Math.ceil(total / MAX));
      expect(totals.slice(0, -1).every((cents) => cents === MAX)).toBe(true);
    }
    lines.forEach(([, cents], index) => {
      const paid = pieces.filter((p) => p.expense_id === index + 1).reduce((sum, p) => sum + p.paid_cents, 0);
      expect(paid).toBe(cents);
    });
  });

  it('puts a $0 line in the deposit its place falls in, never a deposit of its own', async () => {
    const { pieces, deposits } = await split([
      ['a', 500_000],
      ['a', 0],
    ]);
    expect(deposits).toEqual({ a: [500_000] });
    expect(pieces.find((p) => p.expense_id === 2)).toMatchObject({ bucket: 0, paid_cents: 0 });
  });
});
