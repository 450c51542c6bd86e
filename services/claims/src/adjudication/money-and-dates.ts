/** Dollars (a number or numeric string with at most two decimals) as integer cents. */
export const toCents = (amount: number | string): number => Math.round(Number(amount) * 100);

export const fromCents = (cents: number): number => cents / 100;

/** `12345` cents as `$123.45`. */
export const formatCents = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An ISO date `days` after (or before) another, in plain calendar days. */
export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** `2026-11-23` as the downstream record's `11/23/2026`. */
export const toRecordDate = (isoDate: string): string => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
