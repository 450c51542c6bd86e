import { queryInteger, WHOLE_NUMBER_MESSAGE } from './numbers';

describe('queryInteger', () => {
  const page = queryInteger({ min: 1, max: 1000 });
  const messagesOf = (value: unknown) => page.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('takes plain digits from a URL and numbers from a typed client', () => {
    expect(page.parse('12')).toBe(12);
    expect(page.parse('0012')).toBe(12);
    expect(page.parse(7)).toBe(7);
  });

  it('refuses what only a lenient number parser reads as a number', () => {
    for (const bad of ['1e3', '0x10', ' 12', '12.0', '-1', '+3', '', 'ten', 2.5])
      expect(messagesOf(bad)).toContain(WHOLE_NUMBER_MESSAGE);
  });

  it('keeps to its bounds', () => {
    expect(messagesOf('0')).toHaveLength(1);
    expect(messagesOf('1001')).toHaveLength(1);
    expect(messagesOf('99999999999')).toEqual([WHOLE_NUMBER_MESSAGE]);
  });
});
