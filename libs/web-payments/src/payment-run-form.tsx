import { errorMessage } from '@portal/api-client';
import { Alert, Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useCreatePaymentRunMutation, type PaymentRunResult } from './payments-api';
import type { PaymentsFormat } from './payments-format';
import { apiMessage } from './payments-strings';

type Outcome =
  { readonly kind: 'done'; readonly result: PaymentRunResult } | { readonly kind: 'failed'; readonly message: string };

/** "Run payment": a date (today by default) → POST /payment-runs; says whether the run was made now or already existed. */
export function PaymentRunForm({ t, format }: { readonly t: TFunction; readonly format: PaymentsFormat }) {
  const [create, { isLoading }] = useCreatePaymentRunMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const submit = async ({ paymentDate }: { paymentDate: Dayjs }) => {
    setOutcome(null);
    const answer = await create({ paymentDate: paymentDate.format('YYYY-MM-DD') });
    if ('error' in answer && answer.error) setOutcome({ kind: 'failed', message: apiMessage(t, errorMessage(answer.error)) });
    else if (answer.data) setOutcome({ kind: 'done', result: answer.data });
  };
  const done = outcome?.kind === 'done' ? outcome.result : null;
  return (
    <section aria-labelledby="payment-run-form-title">
      <h2 id="payment-run-form-title">{t('runs.formTitle')}</h2>
      <p>{t('runs.formIntro')}</p>
      <Form<{ paymentDate: Dayjs }>
        layout="inline"
        aria-labelledby="payment-run-form-title"
        initialValues={{ paymentDate: dayjs() }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="paymentDate"
          label={t('runs.paymentDate')}
          rules={[{ required: true, message: t('runs.paymentDateRequired') }]}
        >
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('runs.submit')}
          </Button>
        </Form.Item>
      </Form>
      {done && (
        <Alert
          role="status"
          style={{ marginTop: 12 }}
          type={done.created ? 'success' : 'info'}
          showIcon
          title={t(done.created ? 'runs.created' : 'runs.existing', {
            date: format.date(done.run.paymentDate),
            count: done.run.depositCount,
            total: format.money(done.run.totalAmount),
          })}
        />
      )}
      {outcome?.kind === 'failed' && (
        <Alert
          role="alert"
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={t('runs.failed', { error: outcome.message })}
        />
      )}
    </section>
  );
}
