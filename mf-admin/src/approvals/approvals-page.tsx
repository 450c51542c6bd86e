import { useTranslation } from '@portal/i18n';
import { Page, useSearchParams } from '@portal/ui';
import { AntdRoot, CollapsibleFilters } from '@portal/ui-antd';
import { useState } from 'react';
import { ApprovalsFilters } from './approvals-filters';
import { useApprovalDecision, useApprovalsList, useCoverageNames } from './approvals-hooks';
import { activeFilterCount, DEFAULT_PAGING, filtersFromSearch, filtersToSearch, type ApprovalFilters } from './approvals-query';
import { ApprovalsTable } from './approvals-table';

/** Approval Requests (spec §2): search change requests, compare old and new values, approve or reject. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [filters, setFilters] = useState<ApprovalFilters>(() => filtersFromSearch(search));
  const [paging, setPaging] = useState(DEFAULT_PAGING);
  const { data, isFetching } = useApprovalsList(filters, paging);
  const { decide, decidingId } = useApprovalDecision();
  const coverageNames = useCoverageNames();

  return (
    <AntdRoot>
      <Page title={t('titles.approvals')}>
        <p>{t('pages.approvalsIntro')}</p>
        <CollapsibleFilters activeCount={activeFilterCount(filters)}>
          <ApprovalsFilters
            initialFilters={filters}
            onSearch={(next) => {
              setFilters(next);
              setSearch(filtersToSearch(next), { replace: true });
              setPaging((current) => ({ ...current, page: 1 }));
            }}
            onReset={() => {
              setFilters({});
              setSearch({}, { replace: true });
              setPaging(DEFAULT_PAGING);
            }}
          />
        </CollapsibleFilters>
        <ApprovalsTable
          data={data}
          loading={isFetching}
          paging={paging}
          onPagingChange={setPaging}
          coverageNames={coverageNames}
          decidingId={decidingId}
          onDecide={(record, status) => void decide(record, status)}
        />
      </Page>
    </AntdRoot>
  );
}
