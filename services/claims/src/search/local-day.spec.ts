import { localDate, startOfDay } from './local-day';

describe('local days', () => {
  it('gives the date it is in a time zone, which in Canada is often the day before UTC', () => {
    const lateEvening = new Date('2026-11-23T02:30:00Z');
    expect(localDate(lateEvening, 'UTC')).toBe('2026-11-23');
    expect(localDate(lateEvening, 'America/Toronto')).toBe('2026-11-22');
    expect(localDate(lateEvening, 'America/Vancouver')).toBe('2026-11-22');
    expect(localDate(lateEvening, 'America/Halifax')).toBe('2026-11-22');
  });

  it('finds the instant a day begins, half-hour zones and daylight saving time included', () => {
    expect(startOfDay('2026-11-22', 'UTC').toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(startOfDay('2026-11-22', 'America/Toronto').toISOString()).toBe('2026-11-22T05:00:00.000Z');
    expect(startOfDay('2026-07-01', 'America/Toronto').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfDay('2026-11-22', 'America/St_Johns').toISOString()).toBe('2026-11-22T03:30:00.000Z');
    expect(startOfDay('2026-07-01', 'America/Vancouver').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(startOfDay('2026-03-08', 'America/Toronto').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/Toronto').toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
});
