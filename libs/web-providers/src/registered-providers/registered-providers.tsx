import { CloseCircleFilled } from '@ant-design/icons';
import { PROVIDER_PAGE_SIZES, type Provider, type ProviderListQuery } from '@portal/contracts';
import { Page } from '@portal/ui';
import { Button, Flex, Input, Select, type TableColumnsType } from 'antd';
import { useId, useState } from 'react';
import { AntdRoot, ResponsiveTable } from '@portal/ui-antd';
import { AccountStateSelect } from './account-state-select';
import { ProviderDetailsDialog } from './provider-details-dialog';
import { SuspendDialogs } from './suspend-dialogs';
import type { ProvidersParams } from './registered-providers-api';
import { useAccountState, useProvidersList } from './registered-providers-hooks';
import { useProvidersTranslation } from './registered-providers-strings';

export interface RegisteredProvidersProps {
  /** The page's heading, from the remote's strings. */
  readonly title: string;
  /** Administrator and SuperAdmin: the state dropdown suspends and activates; read only otherwise. */
  readonly canManage: boolean;
  /** Administrator and SuperAdmin only: 'Login As Provider' in the details dialog. */
  readonly onLoginAs?: (providerId: string) => void;
  /** `suspended` lists only suspended providers (the admin home links to `?status=suspended`). */
  readonly initialStatus?: ProviderListQuery['status'];
}

// A plain button that looks like a link in the portal's primary colour (antd's link blue is 4.1:1 on white).
const NAME_LINK = {
  padding: 0,
  border: 0,
  background: 'none',
  color: '#0b5cab',
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
} as const;
const SUSPENDED_ROW = 'registered-providers-suspended';
// A light red on every cell of a suspended row (or its card on a phone); the dropdown's "Suspended" says it in words too.
const ROW_STYLE = `.${SUSPENDED_ROW} > td, li.${SUSPENDED_ROW} { background: #fff1f0 !important; } .${SUSPENDED_ROW} > td:first-child, li.${SUSPENDED_ROW} { box-shadow: inset 4px 0 0 #a8071a; }`;

/** Registered Providers (spec §2): server-searched and paged; a row opens its details, the actions cell its state. */
export function RegisteredProviders({ title, canManage, onLoginAs, initialStatus }: RegisteredProvidersProps) {
  const t = useProvidersTranslation();
  const searchId = useId();
  const pageSizeId = useId();
  const [params, setParams] = useState<ProvidersParams>({ limit: '10', page: 1, status: initialStatus });
  const [openId, setOpenId] = useState<string | null>(null);
  const [asking, setAsking] = useState<Provider | null>(null);
  const { data, isFetching, refetch } = useProvidersList(params);
  const { suspend, activate, busyId } = useAccountState();
  const total = data?.total ?? 0;

  const columns: TableColumnsType<Provider> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, provider) => (
        <button type="button" style={NAME_LINK} onClick={() => setOpenId(provider.providerId)}>
          {provider.providerName}
        </button>
      ),
    },
    {
      key: 'providerNumber',
      title: t('columns.providerNumber'),
      render: (_, provider) => provider.providerNumber ?? <span style={{ color: '#595959' }}>{t('noNumber')}</span>,
    },
    { key: 'registrationNumber', title: t('columns.registrationNumber'), dataIndex: 'registrationNumber' },
    {
      key: 'offices',
      title: t('columns.offices'),
      render: (_, provider) => provider.offices.map((office) => office.officeName).join(', '),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, provider) => (
        <AccountStateSelect
          provider={provider}
          canManage={canManage}
          busy={busyId === provider.providerId}
          asking={asking?.providerId === provider.providerId}
          onAskSuspend={setAsking}
          onActivate={(target) => void activate(target)}
        />
      ),
    },
  ];

  return (
    <AntdRoot>
      <Page title={title}>
        <style>{ROW_STYLE}</style>
        <Flex vertical gap={4} style={{ maxWidth: 480 }}>
          <label htmlFor={searchId}>{t('search')}</label>
          <Input.Search
            id={searchId}
            // antd's clear button is named by its icon ("close-circle"), in English whatever the page's language.
            allowClear={{ clearIcon: <CloseCircleFilled aria-label={t('clearSearch')} /> }}
            placeholder={t('searchHint')}
            enterButton={t('search')}
            onSearch={(value) => setParams((current) => ({ ...current, search: value.trim() || undefined, page: 1 }))}
          />
        </Flex>
        {params.status === 'suspended' ? (
          <Flex wrap align="center" gap={8} style={{ marginBlockStart: 12 }}>
            <span>{t('suspendedOnly')}</span>
            <Button onClick={() => setParams((current) => ({ ...current, status: undefined, page: 1 }))}>{t('showAll')}</Button>
          </Flex>
        ) : null}
        <Flex wrap align="center" justify="space-between" gap={8} style={{ marginBlock: 16 }}>
          <span role="status">{data ? t('total', { count: total }) : null}</span>
          <Flex align="center" gap={8}>
            <label htmlFor={pageSizeId}>{t('pageSize')}</label>
            <Select<ProvidersParams['limit']>
              id={pageSizeId}
              value={params.limit}
              style={{ width: 96 }}
              options={PROVIDER_PAGE_SIZES.map((size) => ({ value: size, label: size === 'all' ? t('all') : size }))}
              onChange={(limit) => setParams((current) => ({ ...current, limit, page: 1 }))}
            />
          </Flex>
        </Flex>
        <ResponsiveTable<Provider>
          aria-label={t('table')}
          rowKey="providerId"
          size="middle"
          columns={columns}
          dataSource={data?.items}
          loading={isFetching}
          scroll={{ x: 'max-content' }}
          rowClassName={(provider) => (provider.isSuspended ? SUSPENDED_ROW : '')}
          onRow={(provider) => ({ onClick: () => setOpenId(provider.providerId), style: { cursor: 'pointer' } })}
          pagination={
            params.limit === 'all'
              ? false
              : {
                  current: params.page,
                  pageSize: Number(params.limit),
                  total,
                  showSizeChanger: false,
                  onChange: (page) => setParams((current) => ({ ...current, page })),
                }
          }
        />
        <SuspendDialogs
          provider={asking}
          onSuspend={(target, message) => {
            setAsking(null);
            void suspend(target, message);
          }}
          onCancel={() => {
            setAsking(null);
            void refetch();
          }}
        />
        <ProviderDetailsDialog providerId={openId} onClose={() => setOpenId(null)} onLoginAs={onLoginAs} />
      </Page>
    </AntdRoot>
  );
}
