import { changeLanguage } from '@portal/i18n';
import { act, screen } from '@testing-library/react';
import { DatePicker, Pagination } from 'antd';
import dayjs from 'dayjs';
import { renderInAntdRoot } from './testing/render-in-antd-root';

describe('AntdRoot', () => {
  beforeEach(() => window.localStorage.clear());

  it("gives antd's own texts the portal's language", async () => {
    const { i18n } = await renderInAntdRoot(<Pagination total={50} showSizeChanger={false} />);
    expect(screen.getByTitle('Next Page')).toBeInTheDocument();
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(screen.getByTitle('Page suivante')).toBeInTheDocument();
  });
});

describe('AntdRoot date pickers', () => {
  beforeEach(() => window.localStorage.clear());

  it.each(['en', 'fr-CA'] as const)('names the month and year buttons by the text they show (%s)', async (language) => {
    await renderInAntdRoot(<DatePicker open defaultPickerValue={dayjs('2026-11-24')} />, language);
    const month = document.querySelector('.ant-picker-month-btn') as HTMLElement;
    const year = document.querySelector('.ant-picker-year-btn') as HTMLElement;
    expect(month).not.toHaveAttribute('aria-label');
    expect(year).not.toHaveAttribute('aria-label');
    expect(screen.getByRole('button', { name: '2026' })).toBe(year);
    expect(screen.getByRole('button', { name: month.textContent ?? '' })).toBe(month);
  });
});

describe('AntdRoot styles', () => {
  it('injects no component styles at run time: they come from the static stylesheet (ADR 044)', async () => {
    await renderInAntdRoot(<Pagination total={50} />);
    expect(document.querySelector('.ant-pagination')).toBeInTheDocument();
    const injected = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    // Only the theme's and the components' CSS variables are set at run time.
    expect(injected).toContain('--ant-pagination-item-bg');
    expect(injected).not.toContain('.ant-pagination-item');
    expect(injected).not.toContain('.ant-select-selector');
  });
});
