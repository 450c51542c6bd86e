import type { Office, Provider } from '@portal/contracts';
import { localized, useTranslation } from '@portal/i18n';
import { Alert, Button, Checkbox, Descriptions, Flex, Modal, Spin, Tag, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useGetCoveragesQuery } from '@portal/web-plans';
import { useProviderDetails } from './registered-providers-hooks';
import { useProvidersTranslation } from './registered-providers-strings';

interface ProviderDetailsDialogProps {
  /** The provider to show; the dialog is closed while null. */
  readonly providerId: string | null;
  readonly onClose: () => void;
  /** Administrator and SuperAdmin only: shows 'Login As Provider'. */
  readonly onLoginAs?: (providerId: string) => void;
}

const OFFICE_FIELDS = [
  'officeName',
  'businessID',
  'phoneNumber',
  'phoneExtension',
  'address',
  'city',
  'province',
  'postalCode',
  'primaryContactFirstname',
  'primaryContactLastname',
  'directDepositEmail',
  'verifyDirectDeposit',
  'institutionNumber',
  'transitNumber',
  'accountType',
  'accountNumber',
] as const satisfies readonly (keyof Office)[];

const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 3, xl: 3, xxl: 3 };

/** Provider details (spec §2): read only, at most 1200 px wide; bank numbers as the API shows them to this role. */
export function ProviderDetailsDialog({ providerId, onClose, onLoginAs }: ProviderDetailsDialogProps) {
  const t = useProvidersTranslation();
  const { data: provider, isFetching } = useProviderDetails(providerId);
  const shown = provider && provider.providerId === providerId ? provider : undefined;

  return (
    <Modal
      open={providerId !== null}
      title={shown ? t('details.title', { name: shown.providerName }) : t('details.title', { name: '' })}
      width="min(1200px, calc(100vw - 32px))"
      onCancel={onClose}
      footer={
        <Flex wrap justify="flex-end" gap={8}>
          {onLoginAs && shown ? (
            <Button type="primary" onClick={() => onLoginAs(shown.providerId)}>
              {t('details.loginAs')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('details.close')}</Button>
        </Flex>
      }
    >
      {shown ? <ProviderDetails provider={shown} /> : <Spin spinning={isFetching} />}
    </Modal>
  );
}

function ProviderDetails({ provider }: { readonly provider: Provider }) {
  const t = useProvidersTranslation();
  const { language } = useTranslation();
  const { data: coverages } = useGetCoveragesQuery();
  const text = (value: string | null): ReactNode => value ?? <span style={{ color: '#595959' }}>{t('details.notSet')}</span>;
  const yesNo = (value: boolean) => (value ? t('details.yes') : t('details.no'));
  const field = (key: string, children: ReactNode): NonNullable<DescriptionsProps['items']>[number] => ({
    key,
    label: t(`details.fields.${key}`),
    children,
  });

  return (
    <Flex vertical gap={16}>
      <Flex wrap align="center" gap={8}>
        {provider.isSuspended ? (
          <Tag color="#a8071a">{t('details.suspended')}</Tag>
        ) : (
          <Tag color="#237804">{t('details.active')}</Tag>
        )}
      </Flex>
      {provider.isSuspended && provider.adminMessage ? (
        <Alert type="error" message={t('details.adminMessage')} description={provider.adminMessage} />
      ) : null}
      <Descriptions
        title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('details.provider')}</h2>}
        bordered
        size="small"
        column={COLUMNS}
        items={[
          field('providerName', provider.providerName),
          field('registrationNumber', text(provider.registrationNumber)),
          field('providerNumber', text(provider.providerNumber)),
          field('approvalStatus', t(`details.approvalStatus.${provider.approvalStatus}`)),
          field(
            'verifyProviderRegistration',
            <Checkbox
              checked={provider.verifyProviderRegistration}
              disabled
              aria-label={t('details.fields.verifyProviderRegistration')}
            >
              {yesNo(provider.verifyProviderRegistration)}
            </Checkbox>,
          ),
          field('timezone', text(provider.timezone)),
        ]}
      />
      {provider.offices.map((office, index) => (
        <Descriptions
          key={office.officeId}
          title={
            <h2 style={{ fontSize: 16, margin: 0 }}>
              {t('details.office', { number: index + 1 })}: {office.officeName}
              {office.businessID ? ` (${office.businessID})` : ''}
            </h2>
          }
          bordered
          size="small"
          column={COLUMNS}
          items={OFFICE_FIELDS.map((key) => {
            if (key === 'verifyDirectDeposit')
              return field(
                key,
                <Checkbox checked={office.verifyDirectDeposit} disabled aria-label={t('details.fields.verifyDirectDeposit')}>
                  {yesNo(office.verifyDirectDeposit)}
                </Checkbox>,
              );
            if (key === 'accountType') return field(key, t(`details.accountTypes.${office.accountType}`));
            return field(key, text(office[key]));
          })}
        />
      ))}
      <section aria-labelledby={`coverages-${provider.providerId}`}>
        <h2 id={`coverages-${provider.providerId}`} style={{ fontSize: 16 }}>
          {t('details.coverages')}
        </h2>
        <Flex wrap gap={16}>
          {(coverages ?? []).map((coverage) => (
            <Checkbox key={coverage.coverageId} checked={provider.coverages.includes(coverage.coverageId)} disabled>
              {localized(coverage, 'name', language)}
            </Checkbox>
          ))}
        </Flex>
      </section>
    </Flex>
  );
}
