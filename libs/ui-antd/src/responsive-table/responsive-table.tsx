import { Table, type TableProps } from 'antd';
import { CardList, type CardListProps } from './card-list';
import { usePhoneLayout } from './use-phone-layout';

export interface ResponsiveTableProps<T>
  extends CardListProps<T>, Pick<TableProps<T>, 'className' | 'style' | 'size' | 'scroll' | 'onRow'> {}

/**
 * An antd table on a wide screen; below `md`, the same rows as a list of cards, each with its actions in
 * view (a table there hides them behind a sideways scroll). The card props are ignored on a wide screen,
 * the table's size, scroll and row clicks on a phone.
 */
export function ResponsiveTable<T extends object>({
  headingLevel,
  titleColumn,
  className,
  style,
  size,
  scroll,
  onRow,
  ...props
}: ResponsiveTableProps<T>) {
  const phone = usePhoneLayout();
  if (!phone) return <Table<T> className={className} style={style} size={size} scroll={scroll} onRow={onRow} {...props} />;
  return (
    <div className={className} style={style}>
      <CardList<T> {...props} headingLevel={headingLevel} titleColumn={titleColumn} />
    </div>
  );
}
