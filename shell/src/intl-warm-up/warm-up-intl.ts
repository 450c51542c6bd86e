/** The locales the portal formats in (`intlLocale` of `@portal/contracts`). */
const LOCALES = ['en-CA', 'fr-CA'];

/**
 * Does once what a page's first `Intl.NumberFormat` or `Intl.DateTimeFormat` (20 to 40 ms) and first
 * `Intl.Collator` (10 to 15 ms) cost: V8 lists ICU's locales for each, once per renderer process, in one
 * task nothing can split (ADR 045). Run in a worker, it leaves the page's own first formatters at about
 * a millisecond. Returns what it formatted, so that nothing is optimised away.
 */
export function warmUpIntl(): string[] {
  return LOCALES.flatMap((locale) => [
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(0),
    new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' }).format(0),
    String(new Intl.Collator(locale).compare('a', 'b')),
  ]);
}
