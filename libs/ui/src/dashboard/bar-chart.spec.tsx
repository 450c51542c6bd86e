import { render, screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  const data = [
    { label: '2026-11-21', value: 2 },
    { label: '2026-11-22', value: 0 },
    { label: '2026-11-23', value: 4 },
  ];

  it('is one image named by its summary, with bars scaled to the highest value', () => {
    const { container } = render(
      <BarChart title="Claims per day" summary="6 claims in 3 days" data={data} columns={{ label: 'Day', value: 'Claims' }} />,
    );
    expect(screen.getByRole('img', { name: '6 claims in 3 days' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Claims per day' })).toBeInTheDocument();
    const heights = [...container.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('height')));
    expect(heights[2]).toBeGreaterThan(heights[0] as number);
    expect(heights[1]).toBe(0);
  });

  it('gives screen readers the numbers as a table', () => {
    render(<BarChart title="Claims per day" summary="6 claims" data={data} columns={{ label: 'Day', value: 'Claims' }} />);
    const table = screen.getByRole('table', { name: 'Claims per day' });
    expect(within(table).getByRole('row', { name: '2026-11-23 4' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });
});
