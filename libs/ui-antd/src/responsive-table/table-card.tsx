import { Button } from 'antd';
import type { TFunction } from 'i18next';
import { createElement, useId, type ReactNode } from 'react';
import { cellOf, columnKey, columnLabel, type LeafColumn } from './table-cells';

interface TableCardProps<T> {
  readonly record: T;
  readonly index: number;
  /** The column whose value heads the card; the others are its labelled values. */
  readonly titleColumn: LeafColumn<T> | undefined;
  readonly columns: readonly LeafColumn<T>[];
  readonly headingLevel: 2 | 3 | 4;
  readonly className: string;
  readonly t: TFunction;
  /** The row's expanded detail, behind a toggle; absent when the row has none. */
  readonly detail?: { readonly open: boolean; readonly onToggle: () => void; readonly render: () => ReactNode };
}

/** One row as a list item: a heading, then each column's title and value, actions included, then its detail. */
export function TableCard<T>({ record, index, titleColumn, columns, headingLevel, className, t, detail }: TableCardProps<T>) {
  const id = useId();
  const headingId = `${id}-heading`;
  return (
    <li className={className}>
      {createElement(
        `h${headingLevel}`,
        { id: headingId, className: 'responsive-table__title' },
        titleColumn && cellOf(titleColumn, record, index),
      )}
      <dl className="responsive-table__cells">
        {columns.map((column, at) =>
          column === titleColumn ? null : (
            <div key={columnKey(column, at)} className="responsive-table__cell">
              <dt>{columnLabel(column)}</dt>
              <dd>{cellOf(column, record, index)}</dd>
            </div>
          ),
        )}
      </dl>
      {detail && (
        <>
          <Button
            id={`${id}-toggle`}
            className="responsive-table__toggle"
            aria-expanded={detail.open}
            aria-controls={`${id}-detail`}
            aria-labelledby={`${id}-toggle ${headingId}`}
            onClick={detail.onToggle}
          >
            {t('details')}
          </Button>
          {/* A wide detail (a claim's expenses table) scrolls in its own box, reachable by keyboard. */}
          <div
            id={`${id}-detail`}
            className="responsive-table__detail"
            role="region"
            aria-labelledby={`${id}-toggle ${headingId}`}
            tabIndex={0}
            hidden={!detail.open}
          >
            {detail.open && detail.render()}
          </div>
        </>
      )}
    </li>
  );
}
