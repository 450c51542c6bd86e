import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { DateRangePicker } from './date-range-picker';

describe('DateRangePicker', () => {
  it('names the start input by its form label and the end input after it', () => {
    render(
      <Form>
        <Form.Item name="dates" label="Payment date or range">
          <DateRangePicker label="Payment date or range" from="From" to="To" />
        </Form.Item>
      </Form>,
    );
    const [start, end] = screen.getAllByRole('textbox');
    expect(start).toHaveAccessibleName('Payment date or range');
    expect(end).toHaveAccessibleName('Payment date or range: To');
    expect(screen.getByPlaceholderText('From')).toBe(start);
  });
});
