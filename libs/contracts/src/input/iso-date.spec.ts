import { DATE_MESSAGES, isoDate, isoDateSchema } from './iso-date';

const messagesOf = (value: unknown) => isoDateSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('isoDate', () => {
  it('takes calendar dates from 1900-01-01 to 2100-12-31', () => {
    for (const date of ['1900-01-01', '2024-02-29', '2026-12-31', '2100-12-31']) expect(isoDateSchema.parse(date)).toBe(date);
  });

  it('refuses what is no day of the calendar, with one message', () => {
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-1',
      'today',
      '',
      20260101,
    ])
      expect(messagesOf(bad)).toEqual([DATE_MESSAGES.format]);
  });

  it('refuses days PostgreSQL or date arithmetic cannot take, or no one means', () => {
    for (const far of ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31'])
      expect(messagesOf(far)).toEqual([DATE_MESSAGES.range]);
  });

  it("says a form's own message for a date it cannot read", () => {
    expect(isoDate('Please enter date').safeParse('2026-02-30').error?.issues[0]?.message).toBe('Please enter date');
  });
});
