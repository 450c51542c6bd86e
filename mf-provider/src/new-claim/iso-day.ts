/** A calendar day as `YYYY-MM-DD`, the value of `<input type="date">`: in the reader's time zone, like the picker. */
export const isoDay = (date: Date = new Date()): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The day `days` before `day` (both `YYYY-MM-DD`). */
export const daysBefore = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  return isoDay(new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) - days));
};
