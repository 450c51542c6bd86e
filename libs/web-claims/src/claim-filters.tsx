import type { Coverage, Office, Provider } from '@portal/contracts';
import { CLAIM_STATUSES } from '@portal/contracts/claims';
import { localized, useTranslation } from '@portal/i18n';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import type { ClaimFilters } from './search-params';
import { DateRangePicker } from '@portal/ui-antd';
import { OfficeSelect } from '@portal/web-providers';

interface FilterValues extends Omit<ClaimFilters, 'dateFrom' | 'dateTo'> {
  dates?: [Dayjs | null, Dayjs | null] | null;
}

interface ClaimFiltersFormProps {
  readonly t: TFunction;
  readonly filters: ClaimFilters;
  /** Admins pick a provider; a provider sees only its own (the server fixes it anyway). */
  readonly providers?: readonly Provider[];
  readonly offices: readonly Office[];
  readonly coverages: readonly Coverage[];
  readonly onProviderChange?: (providerId: string | undefined) => void;
  readonly onSearch: (filters: ClaimFilters) => void;
  readonly onReset: () => void;
}

const toValues = (filters: ClaimFilters): FilterValues => ({
  ...filters,
  dates:
    filters.dateFrom || filters.dateTo
      ? [filters.dateFrom ? dayjs(filters.dateFrom) : null, filters.dateTo ? dayjs(filters.dateTo) : null]
      : null,
});

const toFilters = ({ dates, ...values }: FilterValues): ClaimFilters => {
  const filters: ClaimFilters = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value) ? value.length : typeof value === 'string' ? value.trim() : value !== undefined && value !== null)
      (filters as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  const [from, to] = dates ?? [];
  if (from) filters.dateFrom = from.format('YYYY-MM-DD');
  if (to ?? from) filters.dateTo = (to ?? from)?.format('YYYY-MM-DD');
  return filters;
};

/** Spec §2 filters: submission id, (provider,) office, plan, member id, names, coverages, status, a date or a range; SEARCH and RESET. */
export function ClaimFiltersForm({
  t,
  filters,
  providers,
  offices,
  coverages,
  onProviderChange,
  onSearch,
  onReset,
}: ClaimFiltersFormProps) {
  const [form] = Form.useForm<FilterValues>();
  const { language } = useTranslation();
  useEffect(
    () =>
      form.setFieldsValue({
        ...Object.fromEntries(Object.keys(form.getFieldsValue()).map((k) => [k, undefined])),
        ...toValues(filters),
      }),
    [filters, form],
  );

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      aria-label={t('filters')}
      initialValues={toValues(filters)}
      onFinish={(values) => onSearch(toFilters(values))}
      onValuesChange={(changed: Partial<FilterValues>) => {
        if ('providerId' in changed) {
          form.setFieldValue('officeId', undefined);
          onProviderChange?.(changed.providerId ?? undefined);
        }
      }}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="submissionId" label={t('submissionId')}>
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
        </Col>
        {providers && (
          <Col xs={24} sm={12} lg={6}>
            <Form.Item name="providerId" label={t('provider')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder={t('allProviders')}
                options={providers.map((p) => ({
                  value: p.providerId,
                  label: p.providerNumber ? `${p.providerName} (${p.providerNumber})` : p.providerName,
                }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="officeId" label={t('office')}>
            <OfficeSelect offices={offices} allOffices={t('allOffices')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="planNumber" label={t('plan')}>
            <Input maxLength={32} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="memberId" label={t('memberId')} rules={[{ pattern: /^\d{1,9}$/, message: t('memberId') }]}>
            <Input inputMode="numeric" maxLength={9} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="firstname" label={t('firstname')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="lastname" label={t('lastname')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="coverages" label={t('coverages')}>
            <Select
              mode="multiple"
              allowClear
              options={coverages.map((c) => ({
                value: c.assignedId,
                label: `${localized(c, 'name', language)} (${String(c.assignedId).padStart(2, '0')})`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="status" label={t('status')}>
            <Select
              allowClear
              placeholder={t('anyStatus')}
              options={CLAIM_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="dates" label={t('dates')}>
            <DateRangePicker
              label={t('dates')}
              from={t('startDate')}
              to={t('endDate')}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onReset();
          }}
        >
          {t('reset')}
        </Button>
      </Space>
    </Form>
  );
}
