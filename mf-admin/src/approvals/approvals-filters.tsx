import type { ApprovalStatus } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { ApprovalFilters } from './approvals-query';

const PROVIDER_NUMBER = /^[A-Za-z0-9-]{0,32}$/;
/** Spec order, after the blank (any) choice. */
const STATUSES: readonly ApprovalStatus[] = ['Approved', 'Pending', 'Rejected'];

/** Whether every rule of the form holds, re-checked on each change (SEARCH is disabled otherwise). */
const useFormValid = (form: ReturnType<typeof Form.useForm<ApprovalFilters>>[0]) => {
  const values = Form.useWatch([], form);
  const [valid, setValid] = useState(true);
  useEffect(() => {
    let current = true;
    form.validateFields({ validateOnly: true }).then(
      () => current && setValid(true),
      () => current && setValid(false),
    );
    return () => {
      current = false;
    };
  }, [form, values]);
  return valid;
};

/** Name, Provider Number, Approval Status and Request Date; SEARCH applies them, RESET clears them. */
const BLANK: ApprovalFilters = { providerName: '', providerNumber: '', approvalStatus: '', requestDate: null };

export function ApprovalsFilters({
  initialFilters = {},
  onSearch,
  onReset,
}: {
  /** The filters the page opened with (from its address); blank ones stay blank. */
  readonly initialFilters?: ApprovalFilters;
  readonly onSearch: (filters: ApprovalFilters) => void;
  readonly onReset: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApprovalFilters>();
  const valid = useFormValid(form);
  const statuses = [
    { value: '', label: t('approvals.filters.anyStatus') },
    ...STATUSES.map((status) => ({ value: status, label: t(`approvals.status.${status}`) })),
  ];

  return (
    <Form<ApprovalFilters>
      form={form}
      name="approval-filters"
      layout="vertical"
      aria-label={t('approvals.filters.label')}
      initialValues={{ ...BLANK, ...initialFilters }}
      onFinish={onSearch}
      onReset={() => {
        // RESET clears the form, also of the filters the page opened with.
        form.setFieldsValue(BLANK);
        onReset();
      }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name="providerName"
            label={t('approvals.filters.name')}
            rules={[{ max: 200, message: t('approvals.filters.nameTooLong') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name="providerNumber"
            label={t('approvals.filters.providerNumber')}
            rules={[{ pattern: PROVIDER_NUMBER, message: t('approvals.filters.providerNumberInvalid') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="approvalStatus" label={t('approvals.filters.approvalStatus')}>
            <Select options={statuses} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="requestDate" label={t('approvals.filters.requestDate')}>
            <DatePicker
              style={{ width: '100%' }}
              format="YYYY-MM-DD"
              placeholder={t('approvals.filters.datePlaceholder')}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" disabled={!valid}>
          {t('approvals.filters.search')}
        </Button>
        <Button htmlType="reset">{t('approvals.filters.reset')}</Button>
      </Space>
    </Form>
  );
}
