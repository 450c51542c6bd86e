import { errorMessage } from '@portal/api-client';
import type { PaymentRun } from '@portal/contracts/payments';
import { useNotify } from '@portal/ui';
import { Alert, Button, Flex, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { ResponsiveTable } from '@portal/ui-antd';
import { useListPaymentRunsQuery } from './payments-api';
import { downloadCpa005 } from './payments-downloads';
import type { PaymentsFormat } from './payments-format';
import { apiMessage } from './payments-strings';

const RUNS_PAGE = '10';
/** A long (French) label wraps inside a phone's card instead of pushing the page sideways. */
const WRAPS = { maxWidth: '100%', height: 'auto', minHeight: 24, whiteSpace: 'normal', textAlign: 'start' } as const;

/** "Download CPA-005 file": the run's bank file, fetched with the bearer token (the API audits each download). */
function Cpa005Button({ run, t, format }: { readonly run: PaymentRun; readonly t: TFunction; readonly format: PaymentsFormat }) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      notify('success', t('runs.downloaded', { file: await downloadCpa005(run) }));
    } catch (error) {
      notify('error', t('runs.downloadFailed', { error: apiMessage(t, (error as Error).message) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      style={WRAPS}
      loading={busy}
      aria-label={t('runs.downloadLabel', { date: format.date(run.paymentDate) })}
      onClick={() => void download()}
    >
      {t('runs.download')}
    </Button>
  );
}

/** The payment runs, newest date first, each with its bank file and a way to show its deposits. */
export function PaymentRunsTable({
  t,
  format,
  selectedRunId,
  onSelect,
}: {
  readonly t: TFunction;
  readonly format: PaymentsFormat;
  readonly selectedRunId: string | null;
  readonly onSelect: (run: PaymentRun) => void;
}) {
  const [page, setPage] = useState(1);
  const runs = useListPaymentRunsQuery({ query: { page: String(page), limit: RUNS_PAGE } });
  const data = runs.data;
  const columns: TableColumnsType<PaymentRun> = [
    { key: 'paymentDate', title: t('runs.columns.paymentDate'), render: (_, run) => format.date(run.paymentDate) },
    { key: 'createdAt', title: t('runs.columns.createdAt'), render: (_, run) => format.dateTime(run.createdAt) },
    { key: 'deposits', title: t('runs.columns.deposits'), align: 'right', dataIndex: 'depositCount' },
    { key: 'claims', title: t('runs.columns.claims'), align: 'right', dataIndex: 'claimCount' },
    { key: 'lines', title: t('runs.columns.lines'), align: 'right', dataIndex: 'lineCount' },
    { key: 'total', title: t('runs.columns.total'), align: 'right', render: (_, run) => format.money(run.totalAmount) },
    { key: 'fileCreationNumber', title: t('runs.columns.fileCreationNumber'), dataIndex: 'fileCreationNumber' },
    {
      key: 'actions',
      title: t('runs.columns.actions'),
      // Stays in view while the other columns scroll sideways on a narrow desktop window.
      fixed: 'right',
      render: (_, run) => (
        <Flex vertical gap={4} align="flex-start">
          <Button
            size="small"
            style={WRAPS}
            type={run.runId === selectedRunId ? 'primary' : 'default'}
            aria-pressed={run.runId === selectedRunId}
            aria-label={t('runs.showLabel', { date: format.date(run.paymentDate) })}
            onClick={() => onSelect(run)}
          >
            {t('runs.show')}
          </Button>
          <Cpa005Button run={run} t={t} format={format} />
        </Flex>
      ),
    },
  ];
  return (
    <section aria-labelledby="payment-runs-title">
      <h2 id="payment-runs-title">{t('runs.table')}</h2>
      <p role="status">{data ? t('runs.total', { count: data.total }) : null}</p>
      {runs.error && (
        <Alert
          role="alert"
          type="error"
          showIcon
          title={t('runs.loadFailed', { error: apiMessage(t, errorMessage(runs.error)) })}
        />
      )}
      {data && data.items.length === 0 ? (
        <Alert type="info" showIcon title={t('runs.noRuns')} />
      ) : (
        <ResponsiveTable<PaymentRun>
          aria-label={t('runs.table')}
          headingLevel={3}
          rowKey="runId"
          size="middle"
          columns={columns}
          dataSource={data?.items}
          loading={runs.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page,
            pageSize: Number(RUNS_PAGE),
            total: data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
    </section>
  );
}
