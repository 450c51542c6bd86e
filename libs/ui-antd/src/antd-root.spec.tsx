import { changeLanguage, createI18n, I18nProvider } from '@portal/i18n';
import { act, render, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import { AntdRoot } from './antd-root';

describe('AntdRoot', () => {
  beforeEach(() => window.localStorage.clear());

  it("gives antd's own texts the portal's language", async () => {
    const i18n = await createI18n('en');
    render(
      <I18nProvider i18n={i18n}>
        <AntdRoot>
          <Pagination total={50} showSizeChanger={false} />
        </AntdRoot>
      </I18nProvider>,
    );
    expect(screen.getByTitle('Next Page')).toBeInTheDocument();
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(screen.getByTitle('Page suivante')).toBeInTheDocument();
  });
});
