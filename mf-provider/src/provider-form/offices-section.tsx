import { MASKED_ACCOUNT_NUMBER, officeInputSchema } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Button, Card, Checkbox, Form, Input, Select } from 'antd';
import { FieldGrid } from './field-grid';
import { NEW_OFFICE } from './form-values';
import { useProvinceOptions } from './use-province-options';
import { contractRule } from './validation';

const rules = officeInputSchema.shape;

/** The repeatable offices: each office's fields, REMOVE, and 'Add Another Clinic / Practitioner'. */
export function OfficesSection({ readOnlyBusiness = false }: { readonly readOnlyBusiness?: boolean }) {
  const { t } = useTranslation();
  const provinces = useProvinceOptions();
  const form = Form.useFormInstance();
  const rule = (field: keyof typeof rules) => [contractRule(t, rules[field])];

  return (
    <section aria-labelledby="offices-heading">
      <h2 id="offices-heading">{t('form.offices')}</h2>
      <Form.List name="offices">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }, index) => {
              const stored: unknown = form.getFieldValue(['offices', name, 'accountNumber']);
              const masked = typeof stored === 'string' && MASKED_ACCOUNT_NUMBER.test(stored) ? stored : null;
              const number = index + 1;
              return (
                <Card
                  key={key}
                  size="small"
                  style={{ marginBottom: 16 }}
                  title={<h3 style={{ margin: 0, fontSize: 16 }}>{t('form.office', { number })}</h3>}
                  extra={
                    fields.length > 1 && (
                      <Button danger onClick={() => remove(name)} aria-label={t('form.removeOfficeLabel', { number })}>
                        {t('form.removeOffice')}
                      </Button>
                    )
                  }
                >
                  <FieldGrid>
                    {readOnlyBusiness && form.getFieldValue(['offices', name, 'businessID']) && (
                      <>
                        <Form.Item label={t('form.businessId')} name={[name, 'businessID']}>
                          <Input readOnly variant="filled" />
                        </Form.Item>
                        <Form.Item label={t('form.businessNameReadOnly')} name={[name, 'businessName']}>
                          <Input readOnly variant="filled" />
                        </Form.Item>
                      </>
                    )}
                    <Form.Item label={t('form.officeName')} name={[name, 'officeName']} rules={rule('officeName')} required>
                      <Input autoComplete="organization" />
                    </Form.Item>
                    <Form.Item
                      label={t('form.registrationNumber')}
                      name={[name, 'registrationNumber']}
                      rules={rule('registrationNumber')}
                    >
                      <Input />
                    </Form.Item>
                    <Form.Item label={t('form.phoneNumber')} name={[name, 'phoneNumber']} rules={rule('phoneNumber')} required>
                      <Input type="tel" autoComplete="tel" />
                    </Form.Item>
                    <Form.Item label={t('form.phoneExtension')} name={[name, 'phoneExtension']} rules={rule('phoneExtension')}>
                      <Input inputMode="numeric" />
                    </Form.Item>
                    <Form.Item
                      label={t('form.directDepositEmail')}
                      name={[name, 'directDepositEmail']}
                      rules={rule('directDepositEmail')}
                      required
                    >
                      <Input type="email" autoComplete="email" />
                    </Form.Item>
                    <Form.Item label={t('form.address')} name={[name, 'address']} rules={rule('address')} required>
                      <Input autoComplete="address-line1" />
                    </Form.Item>
                    <Form.Item label={t('form.city')} name={[name, 'city']} rules={rule('city')} required>
                      <Input autoComplete="address-level2" />
                    </Form.Item>
                    <Form.Item label={t('form.province')} name={[name, 'province']} rules={rule('province')} required>
                      <Select options={provinces} showSearch={{ optionFilterProp: 'label' }} />
                    </Form.Item>
                    <Form.Item label={t('form.postalCode')} name={[name, 'postalCode']} rules={rule('postalCode')} required>
                      <Input autoComplete="postal-code" />
                    </Form.Item>
                    <Form.Item
                      label={t('form.primaryContactFirstname')}
                      name={[name, 'primaryContactFirstname']}
                      rules={rule('primaryContactFirstname')}
                    >
                      <Input autoComplete="given-name" />
                    </Form.Item>
                    <Form.Item
                      label={t('form.primaryContactLastname')}
                      name={[name, 'primaryContactLastname']}
                      rules={rule('primaryContactLastname')}
                    >
                      <Input autoComplete="family-name" />
                    </Form.Item>
                  </FieldGrid>
                  <h4 style={{ marginTop: 0 }}>{t('form.bankDetails')}</h4>
                  <FieldGrid>
                    <Form.Item
                      label={t('form.institutionNumber')}
                      name={[name, 'institutionNumber']}
                      rules={rule('institutionNumber')}
                      required
                    >
                      <Input inputMode="numeric" maxLength={3} autoComplete="off" />
                    </Form.Item>
                    <Form.Item
                      label={t('form.transitNumber')}
                      name={[name, 'transitNumber']}
                      rules={rule('transitNumber')}
                      required
                    >
                      <Input inputMode="numeric" maxLength={5} autoComplete="off" />
                    </Form.Item>
                    <Form.Item
                      label={t('form.accountNumber')}
                      name={[name, 'accountNumber']}
                      rules={rule('accountNumber')}
                      required
                      extra={masked ? t('form.accountMaskedHint', { masked }) : t('form.accountHint')}
                    >
                      <Input inputMode="numeric" maxLength={12} autoComplete="off" placeholder={masked ?? undefined} />
                    </Form.Item>
                    <Form.Item label={t('form.accountType')} name={[name, 'accountType']} rules={rule('accountType')}>
                      <Select
                        options={[
                          { value: 'Chequing', label: t('form.chequing') },
                          { value: 'Savings', label: t('form.savings') },
                        ]}
                      />
                    </Form.Item>
                  </FieldGrid>
                  <Form.Item name={[name, 'verifyDirectDeposit']} valuePropName="checked" rules={rule('verifyDirectDeposit')}>
                    <Checkbox>{t('form.verifyDirectDeposit')}</Checkbox>
                  </Form.Item>
                </Card>
              );
            })}
            <Button
              type="dashed"
              onClick={() => add({ ...NEW_OFFICE })}
              style={{ marginBottom: 24, whiteSpace: 'normal', height: 'auto', minHeight: 32 }}
            >
              {t('form.addOffice')}
            </Button>
          </>
        )}
      </Form.List>
    </section>
  );
}
