import { useTranslation } from '@portal/i18n';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frCA from 'antd/locale/fr_CA';
import dayjs from 'dayjs';
import 'dayjs/locale/fr-ca';
import { useEffect, type ReactNode } from 'react';
import { PORTAL_THEME } from './portal-theme';
import './static-styles/antd-static.css';

type AntdLocale = typeof enUS;
const TEXT_NAMED_BUTTONS = new Set(['yearSelect', 'monthSelect', 'decadeSelect']);

/**
 * antd labels the date pickers' month, year and decade buttons "Choose a month" whatever they show
 * ("Nov"): without that label a button is named by the text it shows (WCAG 2.5.3, label in name).
 */
const namedByText = (locale: AntdLocale): AntdLocale => {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  const lang = Object.fromEntries(Object.entries(picker.lang).filter(([key]) => !TEXT_NAMED_BUTTONS.has(key)));
  return { ...locale, DatePicker: { ...picker, lang: lang as typeof picker.lang } };
};

/** antd removes the outline of a focused sortable column header and only tints its text (WCAG 2.4.7). */
const VISIBLE_FOCUS = `.ant-table-wrapper .ant-table-thead th.ant-table-column-has-sorters:focus-visible { outline: 3px solid #0b5cab; outline-offset: -3px; }`;

const ANTD_LOCALES = { en: namedByText(enUS), 'fr-CA': namedByText(frCA) } as const;
const DAYJS_LOCALES = { en: 'en', 'fr-CA': 'fr-ca' } as const;

type Language = keyof typeof ANTD_LOCALES;
const known = (language: string): Language => (language in ANTD_LOCALES ? (language as Language) : 'en');

/** Listbox and icon naming come in their own chunk: no list opens before the first load is done (JS budget). */
function nameControlsOnceLoaded() {
  let stop: (() => void) | undefined;
  let unmounted = false;
  void import('./accessible-names').then(({ observeAccessibleNames }) => {
    if (!unmounted) stop = observeAccessibleNames(document.body);
  });
  return () => {
    unmounted = true;
    stop?.();
  };
}

/**
 * Wraps a remote's antd screens: antd's own texts (pagination, date pickers, empty tables, modals)
 * and dayjs follow the portal's language; its Select lists are named and its decorative icons hidden for screen readers. antd is
 * bundled by each remote, never shared (ADR 007).
 */
export function AntdRoot({ children }: { readonly children: ReactNode }) {
  const { language } = useTranslation();
  const lang = known(language);
  dayjs.locale(DAYJS_LOCALES[lang]);
  useEffect(nameControlsOnceLoaded, []);
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={PORTAL_THEME}>
      <style>{VISIBLE_FOCUS}</style>
      {children}
    </ConfigProvider>
  );
}
