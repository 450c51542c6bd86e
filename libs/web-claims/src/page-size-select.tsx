import { CLAIM_PAGE_SIZES } from '@portal/contracts/claims';
import type { TFunction } from 'i18next';
import type { ClaimSearchState } from './search-params';

type PageSize = ClaimSearchState['limit'];

interface PageSizeSelectProps {
  readonly id: string;
  readonly t: TFunction;
  readonly value: PageSize;
  readonly onChange: (size: PageSize) => void;
}

/** Drawn like antd's small selects; the hover and focus rings are antd's primary colour. */
const STYLE = `.page-size-select { width: 96px; height: 32px; padding: 0 8px; font: inherit; color: rgba(0, 0, 0, 0.88); background: #fff; border: 1px solid #d9d9d9; border-radius: 6px; cursor: pointer; } .page-size-select:hover { border-color: #0b5cab; } .page-size-select:focus-visible { outline: 2px solid #0b5cab; outline-offset: 1px; }`;

const isPageSize = (value: string): value is PageSize => (CLAIM_PAGE_SIZES as readonly string[]).includes(value);

/**
 * The page size as a native select: antd's Select was the costliest part of the page's first render
 * (its CSS-in-JS styles), for six fixed choices a native one offers as well, with the phone's own picker (ADR 043).
 */
export function PageSizeSelect({ id, t, value, onChange }: PageSizeSelectProps) {
  return (
    <>
      <style>{STYLE}</style>
      <select
        id={id}
        className="page-size-select"
        value={value}
        onChange={(event) => {
          if (isPageSize(event.target.value)) onChange(event.target.value);
        }}
      >
        {CLAIM_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size === 'all' ? t('all') : size}
          </option>
        ))}
      </select>
    </>
  );
}
