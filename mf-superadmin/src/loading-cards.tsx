import { Skeleton } from 'antd';

/**
 * Cards shaped like the page's (a title line and a few rows each) while its data loads, so nothing below moves
 * when the real cards replace them; screen readers hear `label` once.
 */
export function LoadingCards({ label, count = 3 }: { readonly label: string; readonly count?: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <div className="card-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className="ui-card">
            <Skeleton active title paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    </div>
  );
}
