import { useTranslation } from '@portal/i18n';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import frCA from 'antd/locale/fr_CA';
import dayjs from 'dayjs';
import 'dayjs/locale/fr-ca';
import type { ReactNode } from 'react';

const ANTD_LOCALES = { en: enUS, 'fr-CA': frCA } as const;
const DAYJS_LOCALES = { en: 'en', 'fr-CA': 'fr-ca' } as const;

type Language = keyof typeof ANTD_LOCALES;
const known = (language: string): Language => (language in ANTD_LOCALES ? (language as Language) : 'en');

/**
 * Portal theme: the shell's primary colour; placeholders, field hints and error texts (field messages,
 * danger buttons) dark enough for 4.5:1 contrast on white (WCAG 2.1 AA).
 */
const THEME = {
  token: {
    colorPrimary: '#0b5cab',
    borderRadius: 4,
    colorTextPlaceholder: '#6b6b6b',
    colorTextDescription: '#595959',
    colorError: '#c41d1f',
  },
} as const;

/**
 * Wraps a remote's antd screens: antd's own texts (pagination, date pickers, empty tables, modals)
 * and dayjs follow the portal's language. antd is bundled by each remote, never shared (ADR 007).
 */
export function AntdRoot({ children }: { readonly children: ReactNode }) {
  const { language } = useTranslation();
  const lang = known(language);
  dayjs.locale(DAYJS_LOCALES[lang]);
  return (
    <ConfigProvider locale={ANTD_LOCALES[lang]} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
