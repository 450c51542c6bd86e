import { errorMessage } from '@portal/api-client';
import { PAYMENT_PAGE_SIZES, type Deposit } from '@portal/contracts/payments';
import { Alert, Button, Flex, Select, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { ResponsiveTable } from '@portal/ui-antd';
import { DepositDetailDialog } from './deposit-detail';
import { DepositFiltersForm, type DepositFilters } from './deposit-filters';
import { DepositsChart } from './deposits-chart';
import { depositsCsv } from './deposits-csv';
import { CsvButton } from './export-button';
import { useListDepositsQuery } from './payments-api';
import { fetchAllDeposits } from './payments-downloads';
import { usePaymentsFormat } from './payments-format';
import { useProviderOffices } from './payments-hooks';
import { apiMessage, usePaymentsTranslation } from './payments-strings';

type PageSize = (typeof PAYMENT_PAGE_SIZES)[number];

export interface DepositsListProps {
  /** `provider`: its own deposits (the server fixes it) with an office filter; `admin`: every office's. */
  readonly scope: 'provider' | 'admin';
  /** The signed-in provider, whose offices the office filter lists (provider scope). */
  readonly providerId?: string | null;
  /** Only the deposits of this payment run (administrators). */
  readonly runId?: string;
}

/**
 * Deposits, newest first: filters, a server-paged table (`x-total-count`), a chart of the page by payment date, CSV
 * export of the whole search, and each deposit's detail and remittance statement.
 */
export function DepositsList({ scope, providerId, runId }: DepositsListProps) {
  const t = usePaymentsTranslation();
  const format = usePaymentsFormat();
  const pageSizeId = useId();
  const [filters, setFilters] = useState<DepositFilters>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<PageSize>('25');
  const [openId, setOpenId] = useState<string | null>(null);
  const offices = useProviderOffices(providerId, scope !== 'provider');
  const search = { ...filters, ...(runId ? { runId } : {}) };
  const results = useListDepositsQuery({ ...search, page, limit });
  const data = results.data;

  const columns: TableColumnsType<Deposit> = [
    { key: 'paymentDate', title: t('columns.paymentDate'), render: (_, deposit) => format.date(deposit.paymentDate) },
    {
      key: 'reference',
      title: t('columns.reference'),
      render: (_, deposit) => (
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          aria-label={t('viewLabel', { reference: deposit.reference })}
          onClick={() => setOpenId(deposit.depositId)}
        >
          {deposit.reference}
        </Button>
      ),
    },
    { key: 'office', title: t('columns.office'), dataIndex: 'officeName' },
    { key: 'amount', title: t('columns.amount'), align: 'right', render: (_, deposit) => format.money(deposit.amount) },
    { key: 'claims', title: t('columns.claims'), align: 'right', dataIndex: 'claimCount' },
    { key: 'lines', title: t('columns.lines'), align: 'right', dataIndex: 'lineCount' },
  ];

  return (
    <div className="deposits">
      <DepositFiltersForm
        t={t}
        offices={scope === 'provider' ? offices : undefined}
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Flex wrap align="center" justify="space-between" gap={8} style={{ marginBlock: 16 }}>
        <span role="status">{data ? t('total', { count: data.total }) : null}</span>
        <Flex wrap align="center" gap={8}>
          <CsvButton
            t={t}
            label={t('export.button')}
            build={async () => {
              const all = await fetchAllDeposits(search);
              return {
                text: depositsCsv(t, all),
                fileName: `deposits-${new Date().toISOString().slice(0, 10)}.csv`,
                rows: all.length,
              };
            }}
          />
          <label htmlFor={pageSizeId}>{t('pageSize')}</label>
          <Select<PageSize>
            id={pageSizeId}
            value={limit}
            style={{ width: 96 }}
            options={PAYMENT_PAGE_SIZES.map((size) => ({ value: size, label: size }))}
            onChange={(next) => {
              setLimit(next);
              setPage(1);
            }}
          />
        </Flex>
      </Flex>
      {results.error && (
        <Alert
          role="alert"
          type="error"
          showIcon
          title={t('loadFailed', { error: apiMessage(t, errorMessage(results.error)) })}
        />
      )}
      {data && data.items.length === 0 ? (
        <Alert type="info" showIcon title={t('noResults')} />
      ) : (
        <>
          <ResponsiveTable<Deposit>
            aria-label={t('table')}
            titleColumn="reference"
            headingLevel={scope === 'provider' ? 2 : 3}
            rowKey="depositId"
            size="middle"
            columns={columns}
            dataSource={data?.items}
            loading={results.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: page,
              pageSize: Number(limit),
              total: data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
            }}
          />
          {data && <DepositsChart deposits={data.items} t={t} format={format} />}
        </>
      )}
      {openId && <DepositDetailDialog depositId={openId} t={t} format={format} onClose={() => setOpenId(null)} />}
    </div>
  );
}
