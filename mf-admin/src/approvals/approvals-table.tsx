import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import {
  PROVIDER_CHANGE_REQUEST_PAGE_SIZES,
  type ApprovalStatus,
  type ProviderChangeRequestDecision,
  type ProviderChangeRequest,
} from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { ResponsiveTable } from '@portal/ui-antd';
import { ChangeRequestDiff } from '@portal/web-providers';
import { Button, Flex, Select, Space, type TableColumnsType, type TableColumnType, type TableProps } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import type { ApprovalsPage } from './approvals-api';
import { DEFAULT_PAGING, type ApprovalPageSize, type ApprovalPaging, type ApprovalSort } from './approvals-query';
import { formatUtcTimestamp } from './format-utc-timestamp';

/** Spec: green for Approved, red for Rejected, black otherwise; each above 4.5:1 on white, and the text says it. */
const STATUS_COLOURS: Record<ApprovalStatus, string> = { Approved: '#237804', Rejected: '#a8071a', Pending: '#000000' };
const ACTION_KEYS: Readonly<Record<string, string>> = { 'provider.register': 'register', 'provider.update': 'update' };

/** Spec §2: the provider id and number come from the new value, else from the old one. */
export const providerNumberOf = (record: ProviderChangeRequest): string | null =>
  record.newValue.providerNumber ?? record.oldValue?.providerNumber ?? null;

interface ApprovalsTableProps {
  readonly data: ApprovalsPage | undefined;
  readonly loading: boolean;
  readonly paging: ApprovalPaging;
  readonly onPagingChange: (paging: ApprovalPaging) => void;
  readonly coverageNames: ReadonlyMap<number, string>;
  readonly decidingId: number | null;
  readonly onDecide: (record: ProviderChangeRequest, approvalStatus: ProviderChangeRequestDecision['approvalStatus']) => void;
}

/** Server-paged approval requests; one row at a time expands to its old-versus-new comparison. */
export function ApprovalsTable({
  data,
  loading,
  paging,
  onPagingChange,
  coverageNames,
  decidingId,
  onDecide,
}: ApprovalsTableProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<number | null>(null);
  const pageSizeId = useId();
  const statusId = useId();
  const totalRef = useRef<HTMLSpanElement>(null);
  const total = data?.total ?? 0;
  // A decision disables the buttons that made it: once the list is reloaded, focus moves to the row's new
  // status (read out), or to the count when a filter took the row away.
  const [decided, setDecided] = useState<number | null>(null);
  useEffect(() => {
    if (decided === null || decidingId !== null || loading) return;
    (document.getElementById(`${statusId}-${decided}`) ?? totalRef.current)?.focus();
    setDecided(null);
  }, [decided, decidingId, loading, data, statusId]);
  const decide = (record: ProviderChangeRequest, approvalStatus: ProviderChangeRequestDecision['approvalStatus']) => {
    setDecided(record.id);
    onDecide(record, approvalStatus);
  };

  const sortable = (
    key: ApprovalSort,
  ): Pick<TableColumnType<ProviderChangeRequest>, 'sorter' | 'sortOrder' | 'sortDirections'> => ({
    sorter: true,
    sortOrder: paging.sort === key ? (paging.order === 'asc' ? 'ascend' : 'descend') : null,
    sortDirections: ['descend', 'ascend'],
  });

  const columns: TableColumnsType<ProviderChangeRequest> = [
    {
      key: 'timestamp',
      title: t('approvals.columns.requestDate'),
      dataIndex: 'timestamp',
      render: (timestamp: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtcTimestamp(timestamp)}</span>,
      ...sortable('timestamp'),
    },
    {
      key: 'action',
      title: t('approvals.columns.action'),
      dataIndex: 'action',
      render: (action: string) => (ACTION_KEYS[action] ? t(`approvals.action.${ACTION_KEYS[action]}`) : action),
    },
    {
      key: 'approvalStatus',
      title: t('approvals.columns.approvalStatus'),
      dataIndex: 'approvalStatus',
      render: (status: ApprovalStatus, record) => (
        <span id={`${statusId}-${record.id}`} tabIndex={-1} style={{ color: STATUS_COLOURS[status], fontWeight: 600 }}>
          {t(`approvals.status.${status}`)}
        </span>
      ),
      ...sortable('approvalStatus'),
    },
    { key: 'providerName', title: t('approvals.columns.name'), dataIndex: 'providerName', ...sortable('providerName') },
    {
      key: 'providerNumber',
      title: t('approvals.columns.providerNumber'),
      render: (_, record) => providerNumberOf(record) ?? <span style={{ color: '#595959' }}>{t('approvals.noNumber')}</span>,
      ...sortable('providerNumber'),
    },
    {
      key: 'decision',
      title: t('approvals.columns.actions'),
      fixed: 'right',
      render: (_, record) => {
        const pending = record.approvalStatus === 'Pending';
        const busy = decidingId === record.id;
        const name = record.providerName;
        return (
          <Space>
            <Button
              icon={<CheckOutlined style={{ color: pending ? '#237804' : undefined }} />}
              aria-label={t('approvals.approve', { name })}
              title={t('approvals.approve', { name })}
              disabled={!pending || (decidingId !== null && !busy)}
              loading={busy}
              onClick={() => decide(record, 'Approved')}
            />
            <Button
              icon={<CloseOutlined style={{ color: pending ? '#a8071a' : undefined }} />}
              aria-label={t('approvals.reject', { name })}
              title={t('approvals.reject', { name })}
              disabled={!pending || (decidingId !== null && !busy)}
              loading={busy}
              onClick={() => decide(record, 'Rejected')}
            />
          </Space>
        );
      },
    },
  ];

  const onChange: TableProps<ProviderChangeRequest>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = single?.order ? (single.columnKey as ApprovalSort) : DEFAULT_PAGING.sort;
    const order = single?.order ? (single.order === 'ascend' ? 'asc' : 'desc') : DEFAULT_PAGING.order;
    const sortChanged = sort !== paging.sort || order !== paging.order;
    onPagingChange({ ...paging, sort, order, page: sortChanged ? 1 : (pagination.current ?? 1) });
  };

  return (
    <>
      <Flex wrap align="center" justify="space-between" gap={8} style={{ marginBlock: 16 }}>
        <span role="status" ref={totalRef} tabIndex={-1}>
          {data ? t('approvals.total', { count: total }) : null}
        </span>
        <Flex align="center" gap={8}>
          <label htmlFor={pageSizeId}>{t('approvals.pageSize')}</label>
          <Select<ApprovalPageSize>
            id={pageSizeId}
            value={paging.limit}
            style={{ width: 96 }}
            options={PROVIDER_CHANGE_REQUEST_PAGE_SIZES.map((size) => ({
              value: size,
              label: size === 'all' ? t('approvals.all') : size,
            }))}
            onChange={(limit) => onPagingChange({ ...paging, limit, page: 1 })}
          />
        </Flex>
      </Flex>
      <ResponsiveTable<ProviderChangeRequest>
        aria-label={t('approvals.table')}
        titleColumn="providerName"
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.items}
        loading={loading}
        scroll={{ x: 'max-content' }}
        onChange={onChange}
        pagination={
          paging.limit === 'all' ? false : { current: paging.page, pageSize: Number(paging.limit), total, showSizeChanger: false }
        }
        expandable={{
          expandedRowKeys: expanded === null ? [] : [expanded],
          onExpand: (open, record) => setExpanded(open ? record.id : null),
          expandedRowRender: (record) => (
            <ChangeRequestDiff oldValue={record.oldValue} newValue={record.newValue} coverageNames={coverageNames} />
          ),
        }}
      />
    </>
  );
}
