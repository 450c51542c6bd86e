import { render, screen, within } from '@testing-library/react';
import { BarChart } from './bar-chart';

const data = [
  { label: '2026-11-21', value: 2 },
  { label: '2026-11-22', value: 0 },
  { label: '2026-11-23', value: 1234 },
];
const columns = { label: 'Day', value: 'Claims' };
const heightOf = (container: HTMLElement, value: number) =>
  (container.querySelector(`[data-value="${value}"]`)?.lastElementChild as HTMLElement).style.height;

describe('BarChart', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('is one image named by its summary, with a legend, a round y axis, values and bars scaled to it', () => {
    const { container } = render(
      <BarChart title="Claims per day" summary="1,236 claims in 3 days" data={data} columns={columns} />,
    );
    const image = screen.getByRole('img', { name: '1,236 claims in 3 days' });
    expect(screen.getByRole('figure', { name: 'Claims per day' })).toBeInTheDocument();
    expect(image).toHaveTextContent('Claims');
    // Axis 0 / 1,000 / 2,000 (the top rounds 1,234 up), each bar's value above it, each label under the axis.
    expect(image).toHaveTextContent(/^Claims01,0002,000201,2342026-11-212026-11-222026-11-23$/);
    expect(heightOf(container, 1234)).toBe('61.7%');
    expect(heightOf(container, 0)).toBe('0%');
  });

  it('writes numbers in the page language, or as the caller formats them', () => {
    document.documentElement.lang = 'fr-CA';
    const { rerender } = render(<BarChart title="Demandes" summary="s" data={data} columns={columns} />);
    // fr-CA groups with a narrow no-break space (Testing Library reads it as a space).
    expect(screen.getByRole('img')).toHaveTextContent('1 234');
    rerender(<BarChart title="Demandes" summary="s" data={data} columns={columns} formatValue={(value) => `${value} $`} />);
    expect(screen.getByRole('img')).toHaveTextContent('1234 $');
  });

  it('labels only every few bars of a long chart, and leaves values to the table', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({ label: `2026-11-${String(i + 1).padStart(2, '0')}`, value: i }));
    render(<BarChart title="t" summary="s" data={days} columns={columns} formatLabel={(label) => label.slice(5)} />);
    const image = screen.getByRole('img');
    expect(image).toHaveTextContent('11-01');
    expect(image).toHaveTextContent('11-06');
    expect(image).not.toHaveTextContent('11-02');
    expect(image).not.toHaveTextContent('29');
  });

  it('says there is nothing to show instead of drawing empty axes', () => {
    const zeros = data.map((datum) => ({ ...datum, value: 0 }));
    render(<BarChart title="Claims per day" summary="0 claims" data={zeros} columns={columns} empty="No claims yet." />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No claims yet.')).toBeInTheDocument();
  });

  it('gives screen readers the numbers as a table', () => {
    render(<BarChart title="Claims per day" summary="6 claims" data={data} columns={columns} />);
    const table = screen.getByRole('table', { name: 'Claims per day' });
    expect(within(table).getByRole('row', { name: '2026-11-23 1,234' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });
});
