import { errorMessage } from '@portal/api-client';
import type { ClaimSubmissionResult, Member, Plan, PlanCoverage } from '@portal/contracts';
import { formatMoney } from '@portal/contracts/core';
import { ACCIDENT_TYPES, CLAIM_SUBMISSION_DAYS } from '@portal/contracts/claims';
import { localized, useTranslation } from '@portal/i18n';
import { useNotify } from '@portal/ui';
import { Alert, Button, Col, Form, Input, Row, Space, Radio } from 'antd';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSubmitClaimMutation } from './claim-api';
import {
  expenseWindow,
  fileToBase64,
  hasCents,
  isRefusal,
  isOutsideExpenseWindow,
  patientOptions,
  showsReferralNotice,
  toSubmission,
  totalOf,
  type ClaimFormValues,
} from './claim-form-logic';
import { lineAllowances } from './coverage-allowance';
import { useGetCoverageCheckQuery } from './coverage-check-api';
import { CoveragePanel } from './coverage-panel';
import { isoDay } from './iso-day';
import { LineAllowanceNote } from './line-allowance-note';
import { DateInput, NativeFieldStyle, NativeSelect } from './native-fields';
import { ReceiptPicker } from './receipt-picker';

interface ClaimFormProps {
  readonly member: Member;
  readonly plan: Plan;
  readonly officeId: string;
  readonly coverages: readonly PlanCoverage[];
}

/**
 * The claim sent dialog and its print view (antd's Modal, ~10 KB gzip) are needed only once a claim is
 * sent: fetched when SUBMIT is pressed, while the claim is on its way.
 */
const loadSuccessDialog = () => import(/* webpackChunkName: "claim-sent" */ './claim-success-dialog');
const ClaimSuccessDialog = lazy(() => loadSuccessDialog().then((m) => ({ default: m.ClaimSuccessDialog })));

const FIRST_EXPENSE = { patientId: undefined, expenseDate: undefined, coverageId: undefined, amount: null };
const GAP = { marginBottom: 16 } as const;
/** An expense's box: a bordered section, not antd's Card, which brings its tabs (~12 KB gzip). */
const EXPENSE_STYLE = `.claim-expense { margin-bottom: 16px; border: 1px solid #f0f0f0; border-radius: 8px; background: #fff; } .claim-expense__head { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 38px; padding: 0 12px; border-bottom: 1px solid #f0f0f0; } .claim-expense__head h3 { margin: 0; font-size: 16px; } .claim-expense__body { padding: 12px; }`;

/** Spec §2 claim submission: accident, member e-mail, repeatable expenses with referrals, receipts, SUBMIT. */
export function ClaimForm({ member, plan, officeId, coverages }: ClaimFormProps) {
  const { t, language } = useTranslation();
  const notify = useNotify();
  const [form] = Form.useForm<ClaimFormValues>();
  const isAccident = Form.useWatch('isAccident', form);
  const expenses = Form.useWatch('expenses', form) ?? [];
  const [receipts, setReceipts] = useState<File[]>([]);
  // The last claim sent stays for the dialog's closing animation; `sentOpen` opens and closes the dialog.
  const [submitted, setSubmitted] = useState<ClaimSubmissionResult | null>(null);
  const [sentOpen, setSentOpen] = useState(false);
  const [submit, { isLoading }] = useSubmitClaimMutation();
  // One key per claim: kept while a retry may repeat a claim the server made (no answer, a 5xx), renewed
  // once a claim is created or the server refused it (a 4xx: nothing was made, and the corrected claim
  // is another body, which the old key would refuse).
  const idempotencyKey = useRef(crypto.randomUUID());
  const heading = useRef<HTMLHeadingElement>(null);
  const idBase = useId();
  const closedDialog = useRef(false);
  useEffect(() => {
    // Once the dialog closes (it gives no focus back: the form it came from is emptied), the next claim
    // starts at the heading.
    if (sentOpen || !closedDialog.current) return;
    closedDialog.current = false;
    heading.current?.focus();
  }, [sentOpen]);
  const patients = patientOptions(member, { self: t('members.self'), masked: t('members.masked') });
  const coverageOptions = coverages.map((c) => ({ value: c.coverageId, label: localized(c, 'name', language) }));
  // Annual maximums are the member's; the check asks with the first patient picked (the server checks it).
  const patientId = expenses.find((expense) => expense?.patientId)?.patientId;
  const coverageCheck = useGetCoverageCheckQuery(
    { query: { officeId, memberId: member.memberId, patientId: patientId ?? '' } },
    { skip: !patientId },
  );
  const today = isoDay();
  const serviceDays = expenseWindow(today);
  const allowances = lineAllowances(expenses, coverageCheck.data?.coverages ?? [], language);
  const requiresReferral = (coverageId: number | undefined) =>
    coverages.find((c) => c.coverageId === coverageId)?.requiresReferral ?? false;

  const reset = () => {
    form.resetFields();
    setReceipts([]);
  };
  const onFinish = async (values: ClaimFormValues) => {
    if (totalOf(values.expenses) <= 0) return;
    void loadSuccessDialog();
    const files = await Promise.all(
      receipts.map(async (file) => ({
        fileName: file.name,
        contentType: file.type as 'application/pdf',
        data: await fileToBase64(file),
      })),
    );
    try {
      const result = await submit({
        claim: toSubmission(values, { officeId, memberId: member.memberId, coverages }, files),
        idempotencyKey: idempotencyKey.current,
      }).unwrap();
      idempotencyKey.current = crypto.randomUUID();
      setSubmitted(result);
      setSentOpen(true);
      reset();
    } catch (error) {
      if (isRefusal(error)) idempotencyKey.current = crypto.randomUUID();
      notify('error', t('claims.notSent', { message: errorMessage(error) }));
    }
  };

  return (
    <section aria-labelledby="claim-expenses-heading" style={{ marginTop: 24 }}>
      <h2 id="claim-expenses-heading" ref={heading} tabIndex={-1}>
        {t('claims.heading')}
      </h2>
      <Alert type="info" showIcon style={GAP} title={t('claims.windowNotice')} />
      {showsReferralNotice(plan) && <Alert type="warning" showIcon style={GAP} title={t('claims.referralNotice')} />}
      <style>{EXPENSE_STYLE}</style>
      <NativeFieldStyle />
      <Form<ClaimFormValues>
        form={form}
        layout="vertical"
        initialValues={{ isAccident: false, memberEmail: member.email ?? '', expenses: [FIRST_EXPENSE] }}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="isAccident" label={t('claims.accident')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: false, label: t('claims.no') },
                  { value: true, label: t('claims.yes') },
                ]}
              />
            </Form.Item>
          </Col>
          {isAccident && (
            <Col xs={24} sm={16}>
              <Form.Item
                name="accidentType"
                label={t('claims.accidentType')}
                rules={[
                  { required: true, message: t('claims.messages.accidentType') },
                  {
                    validator: (_, value) =>
                      value === 'Workplace' ? Promise.reject(new Error(t('claims.messages.workplace'))) : Promise.resolve(),
                  },
                ]}
              >
                <NativeSelect
                  placeholder={t('claims.messages.accidentType')}
                  options={ACCIDENT_TYPES.map((type) => ({ value: type, label: t(`claims.accidentTypes.${type}`) }))}
                />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Form.Item
          name="memberEmail"
          label={t('claims.memberEmail')}
          extra={t('claims.memberEmailHint')}
          rules={[{ type: 'email', message: t('claims.messages.email') }]}
          style={{ maxWidth: 480 }}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>

        {patientId && <CoveragePanel check={coverageCheck.data} error={coverageCheck.error} loading={coverageCheck.isFetching} />}
        <Form.List name="expenses">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => {
                const referral = requiresReferral(expenses[index]?.coverageId);
                return (
                  <section key={field.key} className="claim-expense" aria-labelledby={`${idBase}-expense-${field.key}`}>
                    <div className="claim-expense__head">
                      <h3 id={`${idBase}-expense-${field.key}`}>{t('claims.expenseTitle', { number: index + 1 })}</h3>
                      {fields.length > 1 && (
                        <Button
                          danger
                          size="small"
                          onClick={() => remove(field.name)}
                          aria-label={t('claims.removeLabel', { number: index + 1 })}
                        >
                          {t('claims.remove')}
                        </Button>
                      )}
                    </div>
                    <div className="claim-expense__body">
                      <Row gutter={16}>
                        <Col xs={24} md={12}>
                          <Form.Item
                            name={[field.name, 'patientId']}
                            label={t('claims.patient')}
                            rules={[{ required: true, message: t('claims.messages.patient') }]}
                          >
                            <NativeSelect placeholder={t('claims.messages.patient')} options={patients} />
                          </Form.Item>
                        </Col>
                        <Col xs={24} sm={12} md={6}>
                          <Form.Item
                            name={[field.name, 'expenseDate']}
                            label={t('claims.expenseDate')}
                            rules={[
                              { required: true, message: t('claims.messages.expenseDate') },
                              {
                                validator: (_, value?: string) =>
                                  value && isOutsideExpenseWindow(value, today)
                                    ? Promise.reject(
                                        new Error(t('claims.messages.expenseDateWindow', { days: CLAIM_SUBMISSION_DAYS })),
                                      )
                                    : Promise.resolve(),
                              },
                            ]}
                          >
                            <DateInput min={serviceDays.min} max={serviceDays.max} />
                          </Form.Item>
                        </Col>
                        <Col xs={24} sm={12} md={6}>
                          <Form.Item
                            name={[field.name, 'amount']}
                            label={t('claims.amount')}
                            rules={[
                              { required: true, message: t('claims.messages.amount') },
                              {
                                validator: (_, value?: string | number | null) =>
                                  value === null || value === undefined || value === '' || hasCents(value)
                                    ? Promise.resolve()
                                    : Promise.reject(new Error(t('claims.messages.amountCents'))),
                              },
                            ]}
                          >
                            <Input type="number" inputMode="decimal" min={0} max={99999.99} step={0.01} prefix="$" />
                          </Form.Item>
                        </Col>
                        <Col xs={24} md={12}>
                          <Form.Item
                            name={[field.name, 'coverageId']}
                            label={t('claims.coverage')}
                            rules={[{ required: true, message: t('claims.messages.coverage') }]}
                          >
                            <NativeSelect placeholder={t('claims.messages.coverage')} options={coverageOptions} />
                          </Form.Item>
                        </Col>
                      </Row>
                      <LineAllowanceNote allowance={allowances[index] ?? null} />
                      {referral && (
                        <Row gutter={16}>
                          <Col xs={24} md={8}>
                            <Form.Item
                              name={[field.name, 'referralDate']}
                              label={t('claims.referralDate')}
                              rules={[
                                { required: true, message: t('claims.messages.referralDate') },
                                {
                                  validator: (_, value?: string) =>
                                    value && value > today
                                      ? Promise.reject(new Error(t('claims.messages.referralDateFuture')))
                                      : Promise.resolve(),
                                },
                              ]}
                            >
                              <DateInput max={today} />
                            </Form.Item>
                          </Col>
                          <Col xs={24} md={8}>
                            <Form.Item
                              name={[field.name, 'physicianName']}
                              label={t('claims.physicianName')}
                              rules={[{ required: true, whitespace: true, message: t('claims.messages.physician') }]}
                            >
                              <Input maxLength={100} />
                            </Form.Item>
                          </Col>
                          <Col xs={24} md={8}>
                            <Form.Item
                              name={[field.name, 'registrationNumber']}
                              label={t('claims.registrationNumber')}
                              rules={[{ required: true, whitespace: true, message: t('claims.messages.registrationNumber') }]}
                            >
                              <Input maxLength={32} />
                            </Form.Item>
                          </Col>
                        </Row>
                      )}
                    </div>
                  </section>
                );
              })}
              <Button onClick={() => add(FIRST_EXPENSE)} style={GAP}>
                {t('claims.addAnother')}
              </Button>
            </>
          )}
        </Form.List>

        <Form.Item label={t('claims.receipts')} extra={t('claims.receiptsHint')}>
          <ReceiptPicker receipts={receipts} onChange={setReceipts} />
        </Form.Item>

        <Space wrap>
          <p style={{ margin: 0 }} aria-live="polite">
            {t('claims.total', { amount: formatMoney(totalOf(expenses), language) })}
          </p>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('claims.submit')}
          </Button>
        </Space>
      </Form>
      {submitted && (
        <Suspense fallback={null}>
          <ClaimSuccessDialog
            claim={submitted}
            open={sentOpen}
            planName={localized(plan, 'planName', language)}
            coverageNames={new Map(coverages.map((c) => [c.name, localized(c, 'name', language)]))}
            onClose={() => {
              closedDialog.current = true;
              setSentOpen(false);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
