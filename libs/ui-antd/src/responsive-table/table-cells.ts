import type { TableColumnsType, TableColumnType, TableProps } from 'antd';
import type { Key, ReactNode } from 'react';

export type LeafColumn<T> = TableColumnType<T>;
export type SortOrder = 'ascend' | 'descend';

/** The columns a row shows (hidden ones left out); the portal's tables group no columns. */
export const leafColumns = <T>(columns: TableColumnsType<T>): LeafColumn<T>[] =>
  (columns as readonly LeafColumn<T>[]).filter((column) => !column.hidden);

export const columnKey = <T>(column: LeafColumn<T>, index: number): string =>
  String(column.key ?? (Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : column.dataIndex) ?? index);

/** A column's title as text: the cards label their values and name their sort choices with it. */
export const columnLabel = <T>(column: LeafColumn<T>): ReactNode => (typeof column.title === 'function' ? null : column.title);

export const rowKeyOf = <T>(record: T, index: number, rowKey: TableProps<T>['rowKey']): Key => {
  if (typeof rowKey === 'function') return rowKey(record, index);
  return (rowKey ? (record as Record<PropertyKey, unknown>)[rowKey as PropertyKey] : index) as Key;
};

const valueAt = (record: unknown, dataIndex: unknown): unknown => {
  const path: unknown[] = dataIndex === undefined ? [] : Array.isArray(dataIndex) ? dataIndex : [dataIndex];
  return path.reduce<unknown>(
    (value, step) => (value as Record<PropertyKey, unknown> | undefined)?.[step as PropertyKey],
    record,
  );
};

/** What the table's cell would show: the column's `render` of the `dataIndex` value, or the value itself. */
export const cellOf = <T>(column: LeafColumn<T>, record: T, index: number): ReactNode => {
  const value = valueAt(record, column.dataIndex);
  return (column.render ? column.render(value, record, index) : value) as ReactNode;
};
