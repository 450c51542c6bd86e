/** The Intl locale of a portal language: Canadian English or French. */
export const intlLocale = (language: string): 'en-CA' | 'fr-CA' => (language.startsWith('fr') ? 'fr-CA' : 'en-CA');

const MONEY = {
  'en-CA': new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }),
  'fr-CA': new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }),
};

/** Dollars as the language writes them: `$1,234.50` in English, `1 234,50 $` in French. */
export const formatMoney = (amount: number, language: string): string => MONEY[intlLocale(language)].format(amount);

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant in the reader's time zone, as the language writes it: `2026-11-24, 14:05` or `2026-11-24 14 h 05`. */
export const formatDateTime = (iso: string, language: string): string =>
  new Date(iso).toLocaleString(intlLocale(language), DATE_TIME);
