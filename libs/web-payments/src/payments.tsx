import type { PaymentRun } from '@portal/contracts/payments';
import { Page } from '@portal/ui';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { AntdRoot } from '@portal/ui-antd';
import { DepositsList } from './deposits-list';
import { PaymentRunForm } from './payment-run-form';
import { PaymentRunsTable } from './payment-runs';
import { usePaymentsFormat } from './payments-format';
import { usePaymentsTranslation } from './payments-strings';

/** A provider's deposits (the server keeps it to its own offices'), with their statements. */
export function ProviderPayments({ title, providerId }: { readonly title: string; readonly providerId: string | null }) {
  return (
    <AntdRoot>
      <Page title={title}>
        <DepositsList scope="provider" providerId={providerId} />
      </Page>
    </AntdRoot>
  );
}

/** Administrator and SuperAdmin: run a payment, the runs with their CPA-005 files, and every deposit or one run's. */
export function AdminPayments({ title }: { readonly title: string }) {
  const t = usePaymentsTranslation();
  const format = usePaymentsFormat();
  const [run, setRun] = useState<PaymentRun | null>(null);
  return (
    <AntdRoot>
      <Page title={title}>
        <PaymentRunForm t={t} format={format} />
        <PaymentRunsTable t={t} format={format} selectedRunId={run?.runId ?? null} onSelect={setRun} />
        <section aria-labelledby="payment-deposits-title">
          <Flex wrap align="center" justify="space-between" gap={8}>
            <h2 id="payment-deposits-title">
              {run ? t('runs.selected', { date: format.date(run.paymentDate) }) : t('runs.allDeposits')}
            </h2>
            {run && <Button onClick={() => setRun(null)}>{t('runs.showAll')}</Button>}
          </Flex>
          <DepositsList key={run?.runId ?? 'all'} scope="admin" runId={run?.runId} />
        </section>
      </Page>
    </AntdRoot>
  );
}
