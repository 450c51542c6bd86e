import { Table, type TableProps } from 'antd';
import { useState, type Key } from 'react';
import { CardList, type CardListProps } from './card-list';
import { usePhoneLayout } from './use-phone-layout';

export interface ResponsiveTableProps<T>
  extends CardListProps<T>, Pick<TableProps<T>, 'className' | 'style' | 'size' | 'scroll' | 'onRow'> {}

/**
 * An antd table on a wide screen; below `md`, the same rows as a list of cards, each with its actions in
 * view (a table there hides them behind a sideways scroll). The card props are ignored on a wide screen,
 * the table's size, scroll and row clicks on a phone. The open rows are kept here, so turning a phone
 * (the table swapped for the cards, or back) leaves what was open open.
 */
export function ResponsiveTable<T extends object>({
  headingLevel,
  titleColumn,
  className,
  style,
  size,
  scroll,
  onRow,
  expandable,
  ...props
}: ResponsiveTableProps<T>) {
  const phone = usePhoneLayout();
  const [openKeys, setOpenKeys] = useState<readonly Key[]>(expandable?.defaultExpandedRowKeys ?? []);
  const kept: ResponsiveTableProps<T>['expandable'] = expandable && {
    ...expandable,
    expandedRowKeys: expandable.expandedRowKeys ?? openKeys,
    onExpandedRowsChange: (keys) => {
      setOpenKeys(keys);
      expandable.onExpandedRowsChange?.(keys);
    },
  };
  if (!phone)
    return (
      <Table<T> className={className} style={style} size={size} scroll={scroll} onRow={onRow} expandable={kept} {...props} />
    );
  return (
    <div className={className} style={style}>
      <CardList<T> {...props} expandable={kept} headingLevel={headingLevel} titleColumn={titleColumn} />
    </div>
  );
}
