import { Empty, Pagination, Spin, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import { useState, type Key } from 'react';
import { CardSort } from './card-sort';
import { useResponsiveTableTranslation } from './responsive-table-strings';
import { TableCard } from './table-card';
import { columnKey, leafColumns, rowKeyOf, type LeafColumn, type SortOrder } from './table-cells';

export interface CardListProps<T> extends Pick<
  TableProps<T>,
  'rowKey' | 'dataSource' | 'onChange' | 'expandable' | 'footer' | 'rowClassName'
> {
  /** Names the table, and the list on a phone. */
  readonly 'aria-label': string;
  readonly columns: TableColumnsType<T>;
  readonly loading?: boolean;
  /** Server paging: `dataSource` is the current page, sorted by the column whose `sortOrder` is set. */
  readonly pagination: false | TablePaginationConfig;
  /** The level of each card's heading, one below the heading the table sits under. */
  readonly headingLevel?: 2 | 3 | 4;
  /** The key of the column whose value heads each card (the first column otherwise). */
  readonly titleColumn?: string;
}

type TableChange<T> = Parameters<NonNullable<TableProps<T>['onChange']>>;

const STYLE = `.responsive-table__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 12px; } .responsive-table__card { border: 1px solid #d9d9d9; border-radius: 8px; padding: 12px; background: #fff; overflow-wrap: anywhere; } .responsive-table__title { margin: 0 0 8px; font-size: 16px; font-weight: 600; } .responsive-table__cells { display: grid; gap: 6px; margin: 0; } .responsive-table__cell { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 12px; align-items: center; } .responsive-table__cell dt { color: #595959; } .responsive-table__cell dd { margin: 0; } .responsive-table__toggle { margin-top: 8px; } .responsive-table__detail { overflow-x: auto; overflow-wrap: normal; margin-top: 8px; } .responsive-table__detail:focus-visible { outline: 2px solid #0b5cab; outline-offset: 2px; }`;

/** A table's rows as a list of cards, for a phone: the same columns, sort and pages, every action in view. */
export function CardList<T>({
  'aria-label': label,
  rowKey,
  dataSource = [],
  onChange,
  expandable,
  footer,
  rowClassName,
  columns,
  loading = false,
  pagination,
  headingLevel = 2,
  titleColumn,
}: CardListProps<T>) {
  const t = useResponsiveTableTranslation();
  const [ownExpanded, setOwnExpanded] = useState<readonly Key[]>(expandable?.defaultExpandedRowKeys ?? []);
  const expanded = expandable?.expandedRowKeys ?? ownExpanded;
  const leaves = leafColumns(columns);
  const heading = leaves.find((column, index) => columnKey(column, index) === titleColumn) ?? leaves[0];
  const sorted = leaves.find((column) => column.sortOrder);
  const paging = pagination || {};

  const change = (next: TablePaginationConfig, sorter: TableChange<T>[2], action: 'paginate' | 'sort') =>
    onChange?.(next, {}, sorter, { action, currentDataSource: [...dataSource] });
  const sorterOf = (column: LeafColumn<T> | undefined, order: SortOrder | undefined): TableChange<T>[2] => ({
    column,
    columnKey: column?.key,
    field: column?.dataIndex as Key | readonly Key[] | undefined,
    order,
  });

  return (
    <div className="responsive-table">
      <style>{STYLE}</style>
      <CardSort columns={leaves} t={t} onSort={(column, order) => change(paging, sorterOf(column, order), 'sort')} />
      <Spin spinning={loading}>
        {dataSource.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <ul className="responsive-table__list" aria-label={label}>
            {dataSource.map((record, index) => {
              const key = rowKeyOf(record, index, rowKey);
              const open = expanded.includes(key);
              const render = expandable?.expandedRowRender;
              const extra = typeof rowClassName === 'function' ? rowClassName(record, index, 0) : rowClassName;
              return (
                <TableCard<T>
                  key={key}
                  record={record}
                  index={index}
                  titleColumn={heading}
                  columns={leaves}
                  headingLevel={headingLevel}
                  className={['responsive-table__card', extra].filter(Boolean).join(' ')}
                  t={t}
                  detail={
                    render && (expandable.rowExpandable?.(record) ?? true)
                      ? {
                          open,
                          render: () => render(record, index, 0, open),
                          onToggle: () => {
                            const next = open ? expanded.filter((each) => each !== key) : [...expanded, key];
                            setOwnExpanded(next);
                            expandable.onExpandedRowsChange?.(next);
                            expandable.onExpand?.(!open, record);
                          },
                        }
                      : undefined
                  }
                />
              );
            })}
          </ul>
        )}
      </Spin>
      {footer && <div style={{ marginTop: 8 }}>{footer(dataSource)}</div>}
      {pagination && (
        <Pagination
          current={pagination.current}
          pageSize={pagination.pageSize}
          total={pagination.total}
          showSizeChanger={pagination.showSizeChanger}
          align="end"
          showLessItems
          style={{ marginTop: 16 }}
          onChange={(page, pageSize) => {
            pagination.onChange?.(page, pageSize);
            change({ ...pagination, current: page, pageSize }, sorterOf(sorted, sorted?.sortOrder ?? undefined), 'paginate');
          }}
        />
      )}
    </div>
  );
}
