import { changeLanguage } from '@portal/i18n';
import { act, screen, waitFor } from '@testing-library/react';
import { Alert, Button, Pagination, Select } from 'antd';
import { CheckCircleOutlined, CloseOutlined } from '@ant-design/icons';
import { renderInAntdRoot } from '../testing/render-in-antd-root';

describe('icon names', () => {
  beforeEach(() => window.localStorage.clear());

  it('hides decorative icons from screen readers and names icon-only controls by their title, in the reader’s language', async () => {
    const { i18n } = await renderInAntdRoot(
      <>
        <Alert type="info" showIcon title="No deposits found" />
        <Select aria-label="Office" options={[{ value: 'a', label: 'A' }]} />
        <Button icon={<CloseOutlined />} aria-label="Reject the request" />
        <Pagination total={50} showSizeChanger={false} />
        <CheckCircleOutlined aria-label="Updated status: Approved" />
      </>,
    );
    // An icon its author named keeps its name.
    await waitFor(() =>
      expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(['Updated status: Approved']),
    );
    expect(screen.getByRole('button', { name: 'Reject the request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Page' })).toBeInTheDocument();
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(await screen.findByRole('button', { name: 'Page suivante' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
