import { decodeJson, escapeLike, likeAnywhere, likePrefix, numberPlaceholders, prefixBounds, runSql } from './sql';

describe('escapeLike', () => {
  it('escapes the wildcards and the escape character itself', () => {
    expect(escapeLike('50%')).toBe('50\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('C:\\dir')).toBe('C:\\\\dir');
    expect(escapeLike('\\%_')).toBe('\\\\\\%\\_');
  });

  it('leaves everything else as it is', () => {
    expect(escapeLike("O'Brien-Tremblay é ?")).toBe("O'Brien-Tremblay é ?");
  });

  it('builds prefix and substring patterns around the escaped value', () => {
    expect(likePrefix('tr_')).toBe('tr\\_%');
    expect(likeAnywhere('10%')).toBe('%10\\%%');
  });
});

describe('prefixBounds', () => {
  it('bounds a prefix by the same string with its last character one code point up', () => {
    expect(prefixBounds('martin17')).toEqual({ from: 'martin17', below: 'martin18' });
    expect(prefixBounds('cote')).toEqual({ from: 'cote', below: 'cotf' });
    expect(prefixBounds('mé')).toEqual({ from: 'mé', below: 'mê' });
    expect(prefixBounds('a%_')).toEqual({ from: 'a%_', below: 'a%`' });
  });

  it('steps over the surrogates and carries past the last code point', () => {
    expect(prefixBounds('a\u{D7FF}').below).toBe('a\u{E000}');
    expect(prefixBounds('a😀').below).toBe('a😁');
    expect(prefixBounds('ab\u{10FFFF}').below).toBe('ac');
  });

  it('bounds every string that starts with the prefix, in byte order', () => {
    const bytes = (value: string) => Buffer.from(value, 'utf8');
    for (const prefix of ['martin17', 'é', 'z\u{7F}', 'a😀', 'ab\u{10FFFF}']) {
      const { from, below } = prefixBounds(prefix);
      for (const name of [prefix, `${prefix}0`, `${prefix}\u{80}`, `${prefix}\u{FFFF}`, `${prefix}😀z`]) {
        expect(Buffer.compare(bytes(name), bytes(from))).toBeGreaterThanOrEqual(0);
        expect(Buffer.compare(bytes(name), bytes(below))).toBeLessThan(0);
      }
    }
  });
});

describe('decodeJson', () => {
  it('decodes the text a driver hands over', () => {
    expect(decodeJson<{ a: number[] }>('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(decodeJson<string[] | null>('null')).toBeNull();
  });

  it('passes a value the driver already decoded through untouched', () => {
    const value = [{ id: '1' }];
    expect(decodeJson(value)).toBe(value);
    expect(decodeJson(null)).toBeNull();
  });
});

describe('numberPlaceholders', () => {
  it('numbers each ? in order', () => {
    expect(numberPlaceholders('select ? as a, ?::int as b where c = any(?::text[])')).toBe(
      'select $1 as a, $2::int as b where c = any($3::text[])',
    );
  });

  it('leaves a statement without placeholders alone', () => {
    expect(numberPlaceholders('select 1')).toBe('select 1');
  });
});

describe('runSql', () => {
  it('gives a pg pool or client numbered placeholders and the values as parameters', async () => {
    const calls: unknown[] = [];
    const client = {
      query: async (config: { text: string; values: unknown[] }) => {
        calls.push(config);
        return { rows: [{ n: 1 }] };
      },
    };
    await expect(runSql<{ n: number }>(client, { sql: 'select ? + ?', params: [1, 2] })).resolves.toEqual([{ n: 1 }]);
    expect(calls).toEqual([{ text: 'select $1 + $2', values: [1, 2] }]);
  });

  it('gives the entity manager the ? statement as the ORM takes it', async () => {
    const calls: unknown[] = [];
    const em = {
      execute: async (sql: string, params: unknown[]) => {
        calls.push([sql, params]);
        return [{ n: 2 }];
      },
    };
    await expect(runSql(em as never, { sql: 'select ?', params: ['x'] })).resolves.toEqual([{ n: 2 }]);
    expect(calls).toEqual([['select ?', ['x']]]);
  });
});
