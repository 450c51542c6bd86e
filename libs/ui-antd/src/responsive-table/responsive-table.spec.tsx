import type { RemoteDeclaration } from '@portal/contracts';
import { emulateWindowWidth, renderPage } from '@portal/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ResponsiveTable, type ResponsiveTableProps } from './responsive-table';

const remote = { namespace: 'test', routes: {}, strings: { en: {}, 'fr-CA': {} } } as unknown as RemoteDeclaration;

interface Row {
  readonly id: string;
  readonly name: string;
  readonly total: number;
}
const rows: Row[] = [
  { id: 'A1', name: 'Alice Martin', total: 12.5 },
  { id: 'B2', name: 'Bob Martin', total: 40 },
];
const columns: TableColumnsType<Row> = [
  { key: 'id', title: 'Claim', dataIndex: 'id' },
  { key: 'name', title: 'Member', dataIndex: 'name', sorter: true, sortOrder: 'ascend' },
  { key: 'total', title: 'Total', sorter: true, sortOrder: null, render: (_, row) => `$${row.total.toFixed(2)}` },
  { key: 'actions', title: 'Actions', render: (_, row) => <Button aria-label={`Void ${row.id}`}>Void</Button> },
];

const show = (props: Partial<ResponsiveTableProps<Row>> = {}, language: 'en' | 'fr-CA' = 'en') =>
  renderPage(
    remote,
    <ResponsiveTable<Row>
      aria-label="Claims"
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={{ current: 1, pageSize: 2, total: 6, showSizeChanger: false }}
      {...props}
    />,
    undefined,
    language,
  );

describe('ResponsiveTable', () => {
  it('is an antd table on a wide screen', async () => {
    await show();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Total/ })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Claims' })).not.toBeInTheDocument();
  });

  it('keeps the open rows open when a turned phone swaps the table for the cards and back', async () => {
    const user = userEvent.setup();
    let restore = () => undefined as void;
    // The test's matchMedia stand-in tells no one of a change: turning re-renders the table's parent.
    const Turnable = () => {
      const [, setWidth] = useState(1366);
      const turn = (width: number) => {
        restore();
        restore = width < 768 ? emulateWindowWidth(width) : () => undefined;
        setWidth(width);
      };
      return (
        <>
          <Button onClick={() => turn(390)}>Phone</Button>
          <Button onClick={() => turn(1366)}>Desktop</Button>
          <ResponsiveTable<Row>
            aria-label="Claims"
            rowKey="id"
            columns={columns}
            dataSource={rows}
            pagination={false}
            expandable={{ expandedRowRender: (row) => <p>Lines of {row.id}</p> }}
          />
        </>
      );
    };
    await renderPage(remote, <Turnable />);
    const [, bob] = screen.getAllByRole('button', { name: 'Expand row' });
    await user.click(bob as HTMLElement);
    expect(screen.getByText('Lines of B2')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Phone' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details B2' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Lines of B2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Details A1' }));

    await user.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Lines of A1')).toBeVisible();
    expect(screen.getByText('Lines of B2')).toBeVisible();
    restore();
  });

  describe('on a phone', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = emulateWindowWidth(390);
    });
    afterEach(() => restore());

    it('lists each row as a card headed by its first column, with each other column labelled and its action', async () => {
      await show();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Claims' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const [alice] = cards as [HTMLElement];
      expect(within(alice).getByRole('heading', { level: 2, name: 'A1' })).toBeInTheDocument();
      const terms = within(alice)
        .getAllByRole('term')
        .map((term) => term.textContent);
      expect(terms).toEqual(['Member', 'Total', 'Actions']);
      expect(
        within(alice)
          .getAllByRole('definition')
          .map((value) => value.textContent),
      ).toEqual(['Alice Martin', '$12.50', 'Void']);
      expect(within(alice).getByRole('button', { name: 'Void A1' })).toBeInTheDocument();
    });

    it('heads the cards with the column asked for, at the level asked for', async () => {
      await show({ titleColumn: 'name', headingLevel: 3 });
      expect(screen.getByRole('heading', { level: 3, name: 'Bob Martin' })).toBeInTheDocument();
    });

    it('sorts through a labelled choice of the sortable columns, the current order selected', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      await show({ onChange });
      const sort = screen.getByRole('combobox', { name: 'Sort by' });
      expect(sort.closest('.ant-select')).toHaveTextContent('Member, ascending');
      await user.click(sort);
      await user.click(document.querySelector('.ant-select-item-option[title="Total, descending"]') as HTMLElement);
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({ current: 1 }),
        {},
        expect.objectContaining({ columnKey: 'total', order: 'descend' }),
        expect.objectContaining({ action: 'sort' }),
      );
    });

    it('pages under the list, telling both the pagination and the table the page with the current sort', async () => {
      const user = userEvent.setup();
      const onChange = jest.fn();
      const onPage = jest.fn();
      await show({ onChange, pagination: { current: 1, pageSize: 2, total: 6, showSizeChanger: false, onChange: onPage } });
      await user.click(screen.getByRole('listitem', { name: '2' }));
      expect(onPage).toHaveBeenCalledWith(2, 2);
      expect(onChange).toHaveBeenCalledWith(
        expect.objectContaining({ current: 2, pageSize: 2 }),
        {},
        expect.objectContaining({ columnKey: 'name', order: 'ascend' }),
        expect.objectContaining({ action: 'paginate' }),
      );
    });

    it('opens a row’s expanded detail from its own Details toggle', async () => {
      const user = userEvent.setup();
      const onExpand = jest.fn();
      await show({ expandable: { expandedRowRender: (row) => <p>Lines of {row.id}</p>, onExpand } });
      const toggle = screen.getByRole('button', { name: 'Details B2' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Lines of B2')).not.toBeInTheDocument();
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Lines of B2')).toBeVisible();
      expect(onExpand).toHaveBeenCalledWith(true, rows[1]);
    });

    it('says there is no data for no rows', async () => {
      await show({ dataSource: [] });
      expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Claims' })).not.toBeInTheDocument();
    });

    it('speaks French', async () => {
      await show({ expandable: { expandedRowRender: () => null } }, 'fr-CA');
      expect(screen.getByRole('combobox', { name: 'Trier par' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Détails A1' })).toBeInTheDocument();
    });
  });
});
