import { errorMessage } from '@portal/api-client';
import { useAuth } from '@portal/auth';
import { providerProfileInputSchema, type Provider } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Page } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { AgreementSection } from '../provider-form/agreement-section';
import { CoveragesSection } from '../provider-form/coverages-section';
import { valuesFromProvider, type ProviderFormValues } from '../provider-form/form-values';
import { OfficesSection } from '../provider-form/offices-section';
import { ProviderFields } from '../provider-form/provider-fields';
import { useGetProviderQuery, useUpdateProviderMutation } from '../provider-form/provider-api';
import { scrollToTop } from '../provider-form/scroll-to-top';
import { errorDetails, issuesOf, showFieldErrors } from '../provider-form/submit-errors';
import { ChangeDetailsDialog } from './change-details-dialog';
import { MailLanguage } from './mail-language';
import { ProfileBanners } from './profile-banners';

type Outcome = { readonly type: 'success' | 'error'; readonly text: string } | null;

export function ProfilePage() {
  const { t } = useTranslation();
  const { providerId } = useAuth();
  const provider = useGetProviderQuery(providerId ?? '', { skip: !providerId });

  return (
    <AntdRoot>
      <Page title={t('titles.myProfile')}>
        {provider.error ? (
          <Alert type="error" title={t('profile.loadFailed', { message: errorMessage(provider.error) })} />
        ) : provider.data ? (
          <ProfileForm provider={provider.data} />
        ) : (
          <p role="status">{t('form.loading')}</p>
        )}
      </Page>
    </AntdRoot>
  );
}

function ProfileForm({ provider }: { readonly provider: Provider }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProviderFormValues>();
  const [update, { isLoading: saving }] = useUpdateProviderMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const pending = provider.approvalStatus === 'Pending';

  const showCoverageRule = () => {
    setOutcome({ type: 'error', text: t('validation.coverage') });
    scrollToTop();
  };

  const onFinish = async () => {
    // Every value, not just the fields on screen: an existing office's officeId has no field.
    const parsed = providerProfileInputSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      if (showFieldErrors(t, form, issuesOf(parsed.error))) showCoverageRule();
      return;
    }
    setOutcome(null);
    const result = await update({ id: provider.providerId, body: parsed.data });
    scrollToTop();
    if ('error' in result) {
      showFieldErrors(t, form, errorDetails(result.error));
      setOutcome({ type: 'error', text: errorMessage(result.error) });
      return;
    }
    setOutcome({ type: 'success', text: t('profile.sent') });
  };

  const onFinishFailed = () => {
    if (!form.getFieldValue('coverages')?.length) setOutcome({ type: 'error', text: t('validation.coverage') });
  };

  return (
    <>
      <h2 style={{ overflowWrap: 'anywhere' }}>
        {t('profile.heading', {
          providerNumber: provider.providerNumber ?? t('profile.noNumber'),
          providerName: provider.providerName,
        })}
      </h2>
      {outcome && <Alert type={outcome.type} title={outcome.text} showIcon style={{ marginBottom: 16 }} />}
      <ProfileBanners provider={provider} onSeeDetails={() => setDetailsOpen(true)} />
      {detailsOpen && provider.latestAuditId !== null && (
        <ChangeDetailsDialog changeRequestId={provider.latestAuditId} onClose={() => setDetailsOpen(false)} />
      )}
      <Form
        form={form}
        name="profile"
        layout="vertical"
        initialValues={valuesFromProvider(provider)}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
        scrollToFirstError
      >
        <ProviderFields providerNumber={provider.providerNumber} />
        <OfficesSection readOnlyBusiness />
        <CoveragesSection />
        <AgreementSection />
        {pending && <p id="save-pending">{t('profile.pendingSave')}</p>}
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          disabled={pending}
          aria-describedby={pending ? 'save-pending' : undefined}
        >
          {t('form.save')}
        </Button>
      </Form>
      <MailLanguage provider={provider} />
    </>
  );
}
