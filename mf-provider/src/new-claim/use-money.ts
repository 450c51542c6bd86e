import { useTranslation } from '@portal/i18n';
import { useMemo } from 'react';

/** Dollars in the reader's locale: `$45.50` in English, `45,50 $` in French. */
export function useMoney(): (dollars: number) => string {
  const { language } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' });
    return (dollars: number) => format.format(dollars);
  }, [language]);
}
