import { errorMessage } from '@portal/api-client';
import { Alert, Button, Descriptions, Modal, Space, Spin } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { DepositLinesTable } from './deposit-lines-table';
import { DepositStatement } from './deposit-statement';
import { depositLinesCsv } from './deposits-csv';
import { CsvButton } from './export-button';
import { useGetDepositQuery } from './payments-api';
import type { PaymentsFormat } from './payments-format';
import { apiMessage } from './payments-strings';

/** The lines table's borders, numbers right-aligned, and its own sideways scroll on a phone. */
const STYLE = `.deposit-detail__lines-scroll { overflow-x: auto; margin-top: 16px; } .deposit-detail__lines { width: 100%; border-collapse: collapse; } .deposit-detail__lines caption { text-align: left; font-weight: 600; padding-bottom: 4px; } .deposit-detail__lines th, .deposit-detail__lines td { border: 1px solid #d9d9d9; padding: 4px 8px; text-align: left; vertical-align: top; } .deposit-detail__lines .num { text-align: right; white-space: nowrap; } .deposit-detail .paid-in-parts { font-size: 12px; white-space: normal; color: #595959; }`;

interface DepositDetailDialogProps {
  readonly depositId: string;
  readonly t: TFunction;
  readonly format: PaymentsFormat;
  readonly onClose: () => void;
}

/** One deposit: what it is, the claim lines it pays (a line paid in parts says so), its lines as CSV and its statement. */
export function DepositDetailDialog({ depositId, t, format, onClose }: DepositDetailDialogProps) {
  const { data: deposit, error, isFetching } = useGetDepositQuery(depositId);
  const [statement, setStatement] = useState(false);
  if (statement && deposit)
    return <DepositStatement deposit={deposit} t={t} format={format} onClose={() => setStatement(false)} />;
  return (
    <Modal
      open
      width={960}
      title={deposit ? t('detail.title', { reference: deposit.reference }) : t('detail.loading')}
      onCancel={onClose}
      footer={
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {deposit && (
            <>
              <CsvButton
                t={t}
                label={t('export.lines')}
                build={async () => ({
                  text: depositLinesCsv(t, deposit),
                  fileName: `${deposit.reference}.csv`,
                  rows: deposit.lines.length,
                })}
              />
              <Button onClick={() => setStatement(true)}>{t('detail.statement')}</Button>
            </>
          )}
          <Button type="primary" onClick={onClose}>
            {t('detail.close')}
          </Button>
        </Space>
      }
    >
      <div className="deposit-detail">
        <style>{STYLE}</style>
        {error ? (
          <Alert
            role="alert"
            type="error"
            showIcon
            title={t('detail.loadFailed', { error: apiMessage(t, errorMessage(error)) })}
          />
        ) : !deposit || isFetching ? (
          <Spin />
        ) : (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, md: 3 }}
              title={t('detail.facts')}
              items={[
                { key: 'date', label: t('columns.paymentDate'), children: format.date(deposit.paymentDate) },
                { key: 'office', label: t('columns.office'), children: deposit.officeName },
                { key: 'amount', label: t('columns.amount'), children: format.money(deposit.amount) },
                { key: 'claims', label: t('columns.claims'), children: deposit.claimCount },
                { key: 'lines', label: t('columns.lines'), children: deposit.lineCount },
              ]}
            />
            <DepositLinesTable
              deposit={deposit}
              t={t}
              format={format}
              caption={t('detail.lines', { reference: deposit.reference })}
              className="deposit-detail__lines"
            />
          </>
        )}
      </div>
    </Modal>
  );
}
