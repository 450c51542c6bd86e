import { localized, useTranslation } from '@portal/i18n';
import { Checkbox, Form } from 'antd';
import { useGetCoveragesQuery } from './provider-api';

/** Areas of specialization: one checkbox per coverage of GET /coverages (the at-least-one rule is checked on SAVE). */
export function CoveragesSection() {
  const { t, language } = useTranslation();
  const { data: coverages = [] } = useGetCoveragesQuery();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
      <legend style={{ fontSize: 20, fontWeight: 600, marginBottom: 8, color: '#1f1f1f', borderBottom: 0 }}>
        {t('form.coverages')}
      </legend>
      <Form.Item name="coverages" noStyle>
        <Checkbox.Group
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))', gap: 8 }}
          options={coverages.map((coverage) => ({ value: coverage.coverageId, label: localized(coverage, 'name', language) }))}
        />
      </Form.Item>
    </fieldset>
  );
}
