import type { Provider } from '@portal/contracts';
import { Select } from 'antd';
import { useProvidersTranslation } from './registered-providers-strings';

type AccountState = 'approved' | 'suspended';

/** The id of a provider's state dropdown, which gets the focus back when the suspension dialogs close. */
export const stateSelectId = (provider: Pick<Provider, 'providerId'>) => `account-state-${provider.providerId}`;

interface AccountStateSelectProps {
  readonly provider: Provider;
  /** False for ClaimsAdmin: the state is shown read only. */
  readonly canManage: boolean;
  readonly busy: boolean;
  /** The suspension dialogs are open for this provider: the dropdown shows the choice being confirmed. */
  readonly asking: boolean;
  readonly onAskSuspend: (provider: Provider) => void;
  readonly onActivate: (provider: Provider) => void;
}

/**
 * The actions cell (spec §2, §4): Approved activates at once; Suspended opens the screen's suspension
 * dialogs. A provider not approved yet (no provider number) has no account to suspend: its approval
 * status shows.
 */
export function AccountStateSelect({ provider, canManage, busy, asking, onAskSuspend, onActivate }: AccountStateSelectProps) {
  const t = useProvidersTranslation();
  const current: AccountState = provider.isSuspended ? 'suspended' : 'approved';

  if (!provider.providerNumber)
    return (
      <span style={{ color: '#595959' }}>{t(`state.${provider.approvalStatus === 'Rejected' ? 'Rejected' : 'Pending'}`)}</span>
    );
  return (
    // The cell is inside a clickable row: choosing a state must not open the details dialog.
    <div
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.key !== 'Escape' && event.stopPropagation()}
      role="presentation"
    >
      <Select<AccountState>
        id={stateSelectId(provider)}
        aria-label={t('stateOf', { name: provider.providerName })}
        value={asking ? 'suspended' : current}
        disabled={!canManage}
        loading={busy}
        style={{ width: 136 }}
        options={[
          { value: 'approved', label: t('state.approved') },
          { value: 'suspended', label: t('state.suspended') },
        ]}
        onChange={(next) => {
          if (next === current) return;
          if (next === 'approved') onActivate(provider);
          else onAskSuspend(provider);
        }}
      />
    </div>
  );
}
