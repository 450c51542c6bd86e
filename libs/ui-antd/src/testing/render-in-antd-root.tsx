import { createI18n, I18nProvider } from '@portal/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AntdRoot } from '../antd-root';

/** Renders antd screens as a remote does, inside `AntdRoot` in the portal's language; returns i18n to switch it. */
export const renderInAntdRoot = async (ui: ReactElement, language: 'en' | 'fr-CA' = 'en') => {
  const i18n = await createI18n(language);
  const result = render(
    <I18nProvider i18n={i18n}>
      <AntdRoot>{ui}</AntdRoot>
    </I18nProvider>,
  );
  return { ...result, i18n };
};
