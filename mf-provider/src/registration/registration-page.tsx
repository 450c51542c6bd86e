import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { providerRegistrationSchema } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Alert, Button, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { AgreementSection } from '../provider-form/agreement-section';
import { CoveragesSection } from '../provider-form/coverages-section';
import { valuesFromLegacy, type ProviderFormValues } from '../provider-form/form-values';
import { OfficesSection } from '../provider-form/offices-section';
import { ProviderFields } from '../provider-form/provider-fields';
import { useGetLegacyProfileQuery, useRegisterProviderMutation } from '../provider-form/provider-api';
import { scrollToTop } from '../provider-form/scroll-to-top';
import { errorDetails, issuesOf, showFieldErrors } from '../provider-form/submit-errors';

/** Spec §2: after registering, the provider signs in again so the new token carries its providerId. */
export const SIGN_IN_DELAY_MS = 5000;

type Outcome = { readonly type: 'success' | 'error'; readonly text: string } | null;

export function RegistrationPage() {
  const { t, language } = useTranslation();
  const { signIn } = useAuth();
  const [form] = Form.useForm<ProviderFormValues>();
  // A 404 means there is no legacy profile to prefill: the form simply starts empty.
  const legacy = useGetLegacyProfileQuery();
  const [register, { isLoading: saving, isSuccess: registered }] = useRegisterProviderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const showCoverageRule = () => {
    setOutcome({ type: 'error', text: t('validation.coverage') });
    scrollToTop();
  };

  const onFinish = async (values: ProviderFormValues) => {
    const parsed = providerRegistrationSchema.safeParse({ ...values, language });
    if (!parsed.success) {
      if (showFieldErrors(t, form, issuesOf(parsed.error))) showCoverageRule();
      return;
    }
    setOutcome(null);
    const result = await register(parsed.data);
    scrollToTop();
    if ('error' in result) {
      showFieldErrors(t, form, errorDetails(result.error));
      setOutcome({ type: 'error', text: t('registration.failure', { message: errorMessage(result.error) }) });
      return;
    }
    setOutcome({ type: 'success', text: t('registration.success') });
    timer.current = setTimeout(() => void signIn(), SIGN_IN_DELAY_MS);
  };

  const onFinishFailed = () => {
    if (!form.getFieldValue('coverages')?.length) setOutcome({ type: 'error', text: t('validation.coverage') });
  };

  return (
    <AntdRoot>
      <Page title={t('titles.registration')}>
        {outcome && <Alert type={outcome.type} title={outcome.text} showIcon style={{ marginBottom: 16 }} />}
        {legacy.isLoading ? (
          <p role="status">{t('form.loading')}</p>
        ) : (
          <>
            {legacy.data && (
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('registration.prefilled')}
                description={t('registration.reenterBank')}
              />
            )}
            <Form
              form={form}
              name="registration"
              layout="vertical"
              initialValues={valuesFromLegacy(legacy.data)}
              onFinish={onFinish}
              onFinishFailed={onFinishFailed}
              scrollToFirstError
            >
              <ProviderFields />
              <OfficesSection />
              <CoveragesSection />
              <AgreementSection />
              <Button type="primary" htmlType="submit" loading={saving} disabled={registered}>
                {t('form.save')}
              </Button>
            </Form>
          </>
        )}
      </Page>
    </AntdRoot>
  );
}
