import type { Office } from '@portal/contracts';
import { Button, Col, Form, Row, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { DateRangePicker } from '@portal/ui-antd';
import { OfficeSelect } from '@portal/web-providers';

export interface DepositFilters {
  readonly officeId?: string;
  readonly dateFrom?: string;
  readonly dateTo?: string;
}

interface FilterValues {
  officeId?: string;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

const toFilters = ({ officeId, dates }: FilterValues): DepositFilters => {
  const [from, to] = dates ?? [];
  return {
    ...(officeId ? { officeId } : {}),
    ...(from ? { dateFrom: from.format('YYYY-MM-DD') } : {}),
    ...((to ?? from) ? { dateTo: (to ?? from)?.format('YYYY-MM-DD') } : {}),
  };
};

/** Office (a provider's own offices, when it has any) and a payment date or range; SEARCH and RESET. */
export function DepositFiltersForm({
  t,
  offices,
  onSearch,
}: {
  readonly t: TFunction;
  /** Undefined: no office filter (administrators filter by run). */
  readonly offices?: readonly Office[];
  readonly onSearch: (filters: DepositFilters) => void;
}) {
  const [form] = Form.useForm<FilterValues>();
  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      aria-label={t('filters')}
      onFinish={(values) => onSearch(toFilters(values))}
    >
      <Row gutter={16}>
        {offices && (
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="officeId" label={t('office')}>
              <OfficeSelect offices={offices} allOffices={t('allOffices')} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="dates" label={t('dates')}>
            <DateRangePicker label={t('dates')} from={t('startDate')} to={t('endDate')} />
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
            onSearch({});
          }}
        >
          {t('reset')}
        </Button>
      </Space>
    </Form>
  );
}
