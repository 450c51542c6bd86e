import fc from 'fast-check';

/** Lengths just over the columns' and contracts' limits (2, 9, 10, 16, 20, 32, 64, 100, 128, 200, 254, 500, ...). */
const LENGTHS = [3, 10, 11, 17, 21, 33, 65, 101, 129, 201, 256, 501, 1001, 10_001, 200_001];

/** Text PostgreSQL refuses or the portal must not store: NUL, other control characters, lone UTF-16 surrogates. */
const POISON = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uDBFF\u0041',
  '\u0001',
  '\u001B',
  '\u007F',
  '\u0085',
  '\r\nBcc: intruder@example.test',
  '\t',
];

/** Dates that match `yyyy-mm-dd` but are not calendar dates, or that PostgreSQL or date arithmetic cannot take. */
export const BAD_DATES = [
  '2026-02-30',
  '2025-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '2101-01-01',
  '9999-12-31',
  '10000-01-01',
  '+02026-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
];

/** The values every string, number and date of a request is tried with, one at a time. */
export const criticalValuesFor = (original: unknown): unknown[] => {
  if (typeof original === 'number') return [2 ** 31, -1, 1.5, 1e308, '1', null];
  if (typeof original !== 'string') return [null, 'text', [], {}];
  const over = [3, 11, 21, 33, 65, 129, 257, 10_001, 200_001].map((length) => original + '1'.repeat(length));
  const dates = /^\d{4}-\d{2}-\d{2}$/.test(original) ? BAD_DATES : [];
  return [
    `${original}\u0000`,
    `\uD800${original}`,
    `${original}\u001B`,
    `${original}\r\nBcc: intruder@example.test`,
    ...over,
    ...dates,
    42,
  ];
};

const NUMBERS = [-1, 0, -0, 1.5, 0.001, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e21, 1e308, -1e308, 5e-324];

/** Values of the wrong JSON type, including deep junk. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, 0, '', [null], { '': null }),
  fc.jsonValue({ maxDepth: 4 }),
);

const lengthened = (original: string) =>
  fc.tuple(fc.constantFrom(...LENGTHS), fc.constantFrom('1', 'a', 'é', '😀'), fc.boolean()).map(([length, unit, before]) => {
    const padding = unit.repeat(Math.max(1, length - original.length));
    return before ? padding + original : original + padding;
  });

const poisoned = (original: string) =>
  fc
    .tuple(fc.constantFrom(...POISON), fc.nat({ max: original.length }))
    .map(([poison, at]) => original.slice(0, at) + poison + original.slice(at));

/** A wrong value for a JSON string `original`: poisoned, too long, a bad date, blank or of another type. */
export const badText = (original: string): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: poisoned(original) },
    { weight: 3, arbitrary: lengthened(original) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_DATES) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', ' ', '\u00A0', '0', '-1', 'null', '%00', '../../etc/passwd', "'; drop table provider; --"),
    },
    { weight: 1, arbitrary: wrongType },
  );

/** A wrong value for a JSON number: out of any integer column's range, fractional, negative, or of another type. */
export const badNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom('1', '1e400', '0x10', '') },
  { weight: 1, arbitrary: wrongType },
);

/** A wrong value in place of any JSON value of the same shape. */
export const badValueFor = (original: unknown): fc.Arbitrary<unknown> => {
  if (typeof original === 'string') return badText(original);
  if (typeof original === 'number') return badNumber;
  return wrongType;
};

/** `encodeURIComponent` for text with lone surrogates too (sent as the bytes a careless client would send). */
export const encode = (value: string) =>
  [...value].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');

/** A raw (already encoded) query or path value: the bad texts, raw bytes no UTF-8 decoder accepts, huge numbers. */
export const badUrlValue = (original: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 5, arbitrary: badText(original).map((value) => encode(typeof value === 'string' ? value : JSON.stringify(value))) },
    { weight: 1, arbitrary: fc.constantFrom('%00', '%FF', '%C0%80', '%ED%A0%80', '%E0%A4%A', '%25', '%2F..%2F') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '-1',
        '0',
        '1.5',
        '1e3',
        '2147483648',
        '9223372036854775808',
        '99999999999999999999999',
        'NaN',
        'Infinity',
      ),
    },
  );
