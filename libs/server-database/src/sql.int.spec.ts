import pg from 'pg';
import { decodeJson, likeAnywhere, likePrefix, runSql } from './sql';

// On the server DATABASE_URL names: CI's, or the embedded one Jest's globalSetup starts.
describe('typed SQL on a database', () => {
  let client: pg.Client;

  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await client.connect();
    await client.query('create temporary table typed_sql_word (word text)');
    await client.query(`insert into typed_sql_word values ('50%'), ('500'), ('a_b'), ('axb'), ('C:\\dir'), ('C:dir')`);
  });

  afterAll(async () => {
    await client.end();
  });

  const matching = async (pattern: string) =>
    (
      await runSql<{ word: string }>(client, {
        sql: 'select word from typed_sql_word where word like ? order by word',
        params: [pattern],
      })
    ).map((row) => row.word);

  it('matches %, _ and \\ literally, with PostgreSQL default escape', async () => {
    expect(await matching(likePrefix('50%'))).toEqual(['50%']);
    expect(await matching(likeAnywhere('_'))).toEqual(['a_b']);
    expect(await matching(likePrefix('C:\\'))).toEqual(['C:\\dir']);
  });

  it('decodes what the driver gives for json and jsonb columns', async () => {
    const [row] = await runSql<{ a: { n: number[] } | string; b: string[] | string }>(client, {
      sql: `select json_build_object('n', json_build_array(?::int, ?::int)) as a, to_jsonb(array[?::text]) as b`,
      params: [1, 2, 'x'],
    });
    expect(decodeJson(row?.a ?? null)).toEqual({ n: [1, 2] });
    expect(decodeJson(row?.b ?? null)).toEqual(['x']);
  });
});
