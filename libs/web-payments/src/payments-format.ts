import { formatDateTime, formatMoney, intlLocale } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { useMemo } from 'react';

export interface PaymentsFormat {
  /** Dollars in the locale's format: $1,234.50 or 1 234,50 $. */
  readonly money: (amount: number) => string;
  /** An ISO date (yyyy-mm-dd) as the locale writes it, read as a calendar day (never shifted by a time zone). */
  readonly date: (isoDate: string) => string;
  /** An instant in the reader's time zone: `2026-11-24, 14:05` or `2026-11-24 14 h 05`. */
  readonly dateTime: (iso: string) => string;
  readonly locale: 'en-CA' | 'fr-CA';
}

export const paymentsFormat = (language: string): PaymentsFormat => {
  const locale = intlLocale(language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    locale,
    money: (amount) => formatMoney(amount, language),
    date: (isoDate) => date.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    dateTime: (iso) => formatDateTime(iso, language),
  };
};

/** Money and dates in the chosen language's format. */
export const usePaymentsFormat = (): PaymentsFormat => {
  const { language } = useTranslation();
  return useMemo(() => paymentsFormat(language), [language]);
};
