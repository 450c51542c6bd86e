import { Flex, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { columnKey, columnLabel, type LeafColumn, type SortOrder } from './table-cells';

const DIRECTIONS: readonly SortOrder[] = ['ascend', 'descend'];

interface CardSortProps<T> {
  readonly columns: readonly LeafColumn<T>[];
  readonly t: TFunction;
  readonly onSort: (column: LeafColumn<T>, order: SortOrder) => void;
}

/** The sortable columns' orders as one labelled choice, in place of the headers a card list has not. */
export function CardSort<T>({ columns, t, onSort }: CardSortProps<T>) {
  const id = useId();
  const sortable = columns.flatMap((column, index) => (column.sorter ? [{ column, key: columnKey(column, index) }] : []));
  if (sortable.length === 0) return null;
  const current = sortable.find(({ column }) => column.sortOrder);
  const options = sortable.flatMap(({ column, key }) =>
    (column.sortDirections ?? DIRECTIONS).map((order) => ({
      value: `${key} ${order}`,
      label: t(order === 'ascend' ? 'ascending' : 'descending', { column: String(columnLabel(column) ?? key) }),
    })),
  );

  return (
    <Flex wrap align="center" gap={8} style={{ marginBlockEnd: 12 }}>
      <label htmlFor={id}>{t('sortBy')}</label>
      <Select
        id={id}
        style={{ minWidth: 220 }}
        value={current ? `${current.key} ${current.column.sortOrder}` : undefined}
        options={options}
        onChange={(value: string) => {
          const [key, order] = value.split(' ');
          const chosen = sortable.find((each) => each.key === key);
          if (chosen) onSort(chosen.column, order as SortOrder);
        }}
      />
    </Flex>
  );
}
