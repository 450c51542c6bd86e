/** The calendar date (yyyy-mm-dd) it is at `instant` in `timeZone`. */
export const localDate = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** How far `timeZone`'s clock is ahead of UTC at `instant` (whole seconds), in ms. */
const offsetAt = (instant: number, timeZone: string): number => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const local = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
  return local - Math.floor(instant / 1000) * 1000;
};

/** The instant `isoDate` begins in `timeZone`: its local midnight, daylight saving time included. */
export const startOfDay = (isoDate: string, timeZone: string): Date => {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  const guess = utcMidnight - offsetAt(utcMidnight, timeZone);
  return new Date(utcMidnight - offsetAt(guess, timeZone));
};
