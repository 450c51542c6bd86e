import { providerRegistrationSchema } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Checkbox, Form, Typography } from 'antd';
import { contractRule } from './validation';

const rules = providerRegistrationSchema.shape;

/** 'Verify Provider Registration', then the terms and conditions and their accept checkbox. */
export function AgreementSection() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="verifyProviderRegistration"
        valuePropName="checked"
        rules={[contractRule(t, rules.verifyProviderRegistration)]}
      >
        <Checkbox>{t('form.verifyProviderRegistration')}</Checkbox>
      </Form.Item>
      <section aria-labelledby="terms-heading">
        <h2 id="terms-heading">{t('form.termsTitle')}</h2>
        <Typography.Paragraph>{t('form.termsText')}</Typography.Paragraph>
        <Form.Item name="terms" valuePropName="checked" rules={[contractRule(t, rules.terms)]}>
          <Checkbox>{t('form.acceptTerms')}</Checkbox>
        </Form.Item>
      </section>
    </>
  );
}
