import { FilterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { startTransition, useId, useState, type ReactNode } from 'react';
import { usePhoneLayout } from '../responsive-table/use-phone-layout';
import { useCollapsibleFiltersTranslation } from './collapsible-filters-strings';

interface CollapsibleFiltersProps {
  /** How many filters the shown results are narrowed by; the button says it. */
  readonly activeCount: number;
  readonly children: ReactNode;
}

/**
 * A screen's filters: inline on a wide screen; on a phone, folded behind a "Filters (2)" button so the
 * results come first. Folded filters are first drawn when first opened (a form of antd fields is the
 * page's costliest first render, issue 20 §1 TBT), then stay mounted while folded, so what was typed is kept.
 */
export function CollapsibleFilters({ activeCount, children }: CollapsibleFiltersProps) {
  const t = useCollapsibleFiltersTranslation();
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const [drawn, setDrawn] = useState(!phone);
  if (!drawn && (!phone || open)) setDrawn(true);
  const id = useId();
  return (
    <div className="collapsible-filters">
      {phone && (
        <Button
          icon={<FilterOutlined aria-hidden />}
          aria-expanded={open}
          aria-controls={id}
          // A transition: filters loaded on demand keep the page shown, not its Suspense fallback, while they load.
          onClick={() => startTransition(() => setOpen(!open))}
          style={{ marginBlockEnd: open ? 12 : 0 }}
        >
          {activeCount > 0 ? t('filtersCount', { count: activeCount }) : t('filters')}
        </Button>
      )}
      <div id={id} hidden={phone && !open}>
        {drawn && children}
      </div>
    </div>
  );
}
