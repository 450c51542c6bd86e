import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { useState } from 'react';
import { ApprovalsFilters } from './approvals-filters';
import { useApprovalDecision, useApprovalsList, useCoverageNames } from './approvals-hooks';
import { DEFAULT_PAGING, type ApprovalFilters } from './approvals-query';
import { ApprovalsTable } from './approvals-table';

/** Approval Requests (spec §2): search change requests, compare old and new values, approve or reject. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<ApprovalFilters>({});
  const [paging, setPaging] = useState(DEFAULT_PAGING);
  const { data, isFetching } = useApprovalsList(filters, paging);
  const { decide, decidingId } = useApprovalDecision();
  const coverageNames = useCoverageNames();

  return (
    <AntdRoot>
      <Page title={t('titles.approvals')}>
        <p>{t('pages.approvalsIntro')}</p>
        <ApprovalsFilters
          onSearch={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          onReset={() => {
            setFilters({});
            setPaging(DEFAULT_PAGING);
          }}
        />
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
