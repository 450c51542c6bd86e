import { providerProfileInputSchema } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Form, Input } from 'antd';
import { FieldGrid } from './field-grid';
import { contractRule } from './validation';

const rules = providerProfileInputSchema.shape;

/** Business name and registration number; the profile adds its read-only provider number. */
export function ProviderFields({ providerNumber }: { readonly providerNumber?: string | null }) {
  const { t } = useTranslation();
  return (
    <FieldGrid>
      <Form.Item label={t('form.businessName')} name="providerName" rules={[contractRule(t, rules.providerName)]} required>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        label={t('form.registrationNumber')}
        name="registrationNumber"
        rules={[contractRule(t, rules.registrationNumber)]}
        required
      >
        <Input />
      </Form.Item>
      {providerNumber !== undefined && (
        <Form.Item label={t('form.providerNumber')} htmlFor="provider-number">
          <Input id="provider-number" value={providerNumber ?? t('profile.noNumber')} readOnly variant="filled" />
        </Form.Item>
      )}
    </FieldGrid>
  );
}
