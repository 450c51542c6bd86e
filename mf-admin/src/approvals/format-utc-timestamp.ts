/** An ISO 8601 instant as its UTC date and time without milliseconds: `2026-11-22 14:03:07 UTC`. */
export const formatUtcTimestamp = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
};
