import { errorMessage } from '@portal/api-client';
import type { Claim, ClaimSearchParams } from '@portal/contracts';
import { formatDateTime, formatMoney } from '@portal/contracts/core';
import { CLAIM_PAGE_ALL_LIMIT, CLAIM_TOTAL_CAP } from '@portal/contracts/claims';
import { useTranslation } from '@portal/i18n';
import { Page, useSearchParams } from '@portal/ui';
import { Alert, Flex, type TableColumnsType, type TableProps } from 'antd';
import { lazy, Suspense, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { AntdRoot, CollapsibleFilters } from '@portal/ui-antd';
import { useGetCoveragesQuery } from '@portal/web-plans';
import { useCoverageNames, useGetRegisteredProviderQuery, useGetRegisteredProvidersQuery } from '@portal/web-providers';
import { ClaimDetail } from './claim-detail';
import { PageSizeSelect } from './page-size-select';
import { claimSearchQueryString, useRefreshClaimStatusesMutation, useSearchClaimsQuery } from './claim-submissions-api';
import { useClaimSubmissionsTranslation } from './claim-submissions-strings';
import { CsvExportButton } from './csv-export-button';
import { isVoidable, VoidClaimButton } from './void-claim-button';
import { activeFilterCount, searchFromUrl, searchToParams, searchToUrl, type ClaimSearchState } from './search-params';

export interface ClaimSubmissionsProps {
  /** The page's heading, from the remote's strings. */
  readonly title: string;
  /** `provider`: its own claims (the server fixes the filter), no provider column or selector. */
  readonly scope: 'provider' | 'admin';
  /** Administrator, ClaimsAdmin and SuperAdmin change a status from a dropdown; providers read it. */
  readonly canChangeStatus: boolean;
  /** A "Void" action on unpaid claims: the provider (its own, all it sees), Administrator and SuperAdmin. */
  readonly canVoid?: boolean;
  readonly canExport: boolean;
  /** The signed-in provider, whose offices the office filter lists (provider scope). */
  readonly providerId?: string | null;
}

/** The detail table's borders, and no paging controls on paper. */
const STYLE = `.claim-detail__lines {  width: 100%;  border-collapse: collapse;  margin-block: 8px; } .claim-detail__lines caption {  text-align: left;  font-weight: 600;  padding-bottom: 4px; } .claim-detail__lines th, .claim-detail__lines td {  border: 1px solid #d9d9d9;  padding: 4px 8px;  text-align: left;  vertical-align: top; } @media print {  .claim-submissions .ant-table-row-expand-icon-cell,  .claim-submissions .ant-pagination {   display: none;  } } `;

// What the first paint does not draw comes in chunks of its own (ADR 043): evaluating antd's Table (with its
// tree, menu and pagination) and the filters' Form, Select and date pickers was most of the page's blocking
// time. The table is drawn once there are rows, the folded filters of a phone once opened.
const ClaimFiltersForm = lazy(() => import('./claim-filters').then(({ ClaimFiltersForm }) => ({ default: ClaimFiltersForm })));
const ClaimStatusCell = lazy(() => import('./claim-status-cell').then(({ ClaimStatusCell }) => ({ default: ClaimStatusCell })));
const ClaimsTable = lazy(() => import('./claims-table').then(({ ClaimsTable }) => ({ default: ClaimsTable })));
// Its Modal too: a claim is voided from a row.
const VoidClaimDialog = lazy(() => import('./void-claim-dialog').then(({ VoidClaimDialog }) => ({ default: VoidClaimDialog })));

// As tall as the shell's page skeleton: the footer stays where it was while the page and its rows load.
const PAGE_HEIGHT = { minHeight: '70vh' } as const;

const onlyData = <T,>({ data }: { data?: T }) => ({ data });

const SORT_COLUMNS: Record<string, ClaimSearchState['sort']> = {
  submissionDate: 'submissionDate',
  total: 'claimAmountTotal',
  member: 'lastName',
};

/** Search Submissions (spec §2): filters in the URL, server-paged results, expandable detail, statuses, CSV export. */
export function ClaimSubmissions({
  title,
  scope,
  canChangeStatus,
  canVoid = false,
  canExport,
  providerId,
}: ClaimSubmissionsProps) {
  const t = useClaimSubmissionsTranslation();
  const { language } = useTranslation();
  const pageSizeId = useId();
  const [urlQuery, setUrlQuery] = useSearchParams();
  const search = useMemo(() => searchFromUrl(urlQuery), [urlQuery]);
  const setSearch = (next: ClaimSearchState) => setUrlQuery(searchToUrl(next));
  // Each hook re-renders the page only when what it reads changes, not on every request's pending and fulfilled.
  const [refresh, { ready }] = useRefreshClaimStatusesMutation({
    selectFromResult: ({ isUninitialized, isLoading }) => ({ ready: !isUninitialized && !isLoading }),
  });
  const [voiding, setVoiding] = useState<Claim | null>(null);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const params: ClaimSearchParams = searchToParams(search);
  const results = useSearchClaimsQuery(params, {
    skip: !ready,
    selectFromResult: ({ data, error, isFetching }) => ({ data, error, isFetching }),
  });
  const coverages = useGetCoveragesQuery(undefined, { selectFromResult: onlyData });
  const coverageNames = useCoverageNames();
  const providers = useGetRegisteredProvidersQuery(
    { limit: 'all', page: 1 },
    { skip: scope !== 'admin', selectFromResult: onlyData },
  );
  const own = useGetRegisteredProviderQuery(providerId ?? '', {
    skip: scope !== 'provider' || !providerId,
    selectFromResult: onlyData,
  });
  const offices = useMemo(() => {
    if (scope === 'provider') return own.data?.offices ?? [];
    const all = providers.data?.items ?? [];
    return (search.filters.providerId ? all.filter((p) => p.providerId === search.filters.providerId) : all).flatMap(
      (p) => p.offices,
    );
  }, [scope, own.data, providers.data, search.filters.providerId]);

  // The rows render in an interruptible update, not in one long task when the data arrives.
  const page = useDeferredValue(results.data);
  const sortOrder = (column: string) =>
    SORT_COLUMNS[column] === search.sort ? (search.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;
  const columns: TableColumnsType<Claim> = [
    { key: 'submissionId', title: t('columns.submissionId'), dataIndex: 'submissionId' },
    {
      key: 'submissionDate',
      title: t('columns.submissionDate'),
      sorter: true,
      sortOrder: sortOrder('submissionDate'),
      render: (_, claim) => formatDateTime(claim.submissionDate, language),
    },
    ...(scope === 'admin'
      ? [
          {
            key: 'provider',
            title: t('columns.provider'),
            render: (_: unknown, claim: Claim) => claim.providerName ?? claim.providerNumber,
          },
        ]
      : []),
    { key: 'office', title: t('columns.office'), dataIndex: 'healthOffice' },
    { key: 'plan', title: t('columns.plan'), dataIndex: 'planNumber' },
    {
      key: 'member',
      title: t('columns.member'),
      sorter: true,
      sortOrder: sortOrder('member'),
      render: (_, claim) => `${claim.firstName} ${claim.lastName} (${claim.studentId})`,
    },
    {
      key: 'total',
      title: t('columns.total'),
      align: 'right',
      sorter: true,
      sortOrder: sortOrder('total'),
      render: (_, claim) => formatMoney(claim.claimAmountTotal, language),
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, claim) => <ClaimStatusCell claim={claim} t={t} canChange={canChangeStatus} />,
    },
    ...(canVoid
      ? [
          {
            key: 'actions',
            title: t('void.column'),
            render: (_: unknown, claim: Claim) =>
              isVoidable(claim) ? <VoidClaimButton claim={claim} t={t} onOpen={() => setVoiding(claim)} /> : null,
          },
        ]
      : []),
  ];
  const onTableChange: TableProps<Claim>['onChange'] = (_pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = single?.order ? SORT_COLUMNS[String(single.columnKey)] : undefined;
    if (!single || !sort) return setSearch({ ...search, sort: 'submissionDate', order: 'desc', page: 1 });
    if (sort !== search.sort || (single.order === 'ascend' ? 'asc' : 'desc') !== search.order)
      setSearch({ ...search, sort, order: single.order === 'ascend' ? 'asc' : 'desc', page: 1 });
  };
  const exportQuery = new URLSearchParams(
    claimSearchQueryString({ ...search.filters, sort: search.sort, order: search.order }),
  ).toString();
  const onlyOne = !!search.filters.submissionId && page?.items.length === 1;
  const loading = <p className="claim-submissions__loading">{t('loading')}</p>;

  return (
    <AntdRoot>
      <div style={PAGE_HEIGHT}>
        <Page title={title}>
          <style>{STYLE}</style>
          {/* One boundary: a wide screen shows the page whole once its filters are loaded, nothing shifts. */}
          <Suspense fallback={loading}>
            <CollapsibleFilters activeCount={activeFilterCount(search.filters)}>
              <ClaimFiltersForm
                t={t}
                filters={search.filters}
                providers={scope === 'admin' ? (providers.data?.items ?? []) : undefined}
                offices={offices}
                coverages={coverages.data ?? []}
                onSearch={(filters) => setSearch({ ...search, filters, page: 1 })}
                onReset={() => setSearch({ ...search, filters: {}, page: 1 })}
              />
            </CollapsibleFilters>
            <Flex wrap align="center" justify="space-between" gap={8} style={{ marginBlock: 16 }}>
              <span role="status">
                {page ? (page.capped ? t('capped', { count: CLAIM_TOTAL_CAP }) : t('total', { count: page.total })) : null}
              </span>
              <Flex wrap align="center" gap={8}>
                {canExport && <CsvExportButton t={t} query={exportQuery} />}
                <label htmlFor={pageSizeId}>{t('pageSize')}</label>
                <PageSizeSelect
                  id={pageSizeId}
                  t={t}
                  value={search.limit}
                  onChange={(limit) => setSearch({ ...search, limit, page: 1 })}
                />
              </Flex>
            </Flex>
            {results.error && (
              <Alert role="alert" type="error" showIcon title={t('loadFailed', { error: errorMessage(results.error) })} />
            )}
            {!page ? (
              !results.error && loading
            ) : page.items.length === 0 ? (
              <Alert type="info" showIcon title={t('noResults')} />
            ) : (
              <Suspense fallback={loading}>
                <ClaimsTable
                  key={onlyOne ? 'one' : 'many'}
                  className="claim-submissions"
                  aria-label={t('table')}
                  rowKey="claimId"
                  size="middle"
                  columns={columns}
                  dataSource={page.items}
                  loading={!ready || results.isFetching}
                  scroll={{ x: 'max-content' }}
                  onChange={onTableChange}
                  expandable={{
                    expandedRowRender: (claim) => (
                      <ClaimDetail claim={claim} coverageNames={coverageNames} t={t} language={language} />
                    ),
                    defaultExpandedRowKeys: onlyOne ? page.items.map((claim) => claim.claimId) : [],
                  }}
                  footer={search.limit === 'all' ? () => t('allLimit', { count: CLAIM_PAGE_ALL_LIMIT }) : undefined}
                  pagination={
                    search.limit === 'all'
                      ? false
                      : {
                          current: search.page,
                          pageSize: Number(search.limit),
                          total: page.total,
                          showSizeChanger: false,
                          onChange: (next) => setSearch({ ...search, page: next }),
                        }
                  }
                />
              </Suspense>
            )}
          </Suspense>
          {canVoid && (voiding || !!page?.items.length) && (
            <Suspense fallback={null}>
              <VoidClaimDialog claim={voiding} t={t} onClose={() => setVoiding(null)} />
            </Suspense>
          )}
        </Page>
      </div>
    </AntdRoot>
  );
}
