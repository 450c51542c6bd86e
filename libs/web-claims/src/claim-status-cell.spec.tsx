import { createPortalStore } from '@portal/api-client';
import type { Claim } from '@portal/contracts';
import { NotificationsProvider } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { Provider } from 'react-redux';
import { ClaimStatusCell } from './claim-status-cell';
import { claimSubmissionsEn } from './claim-submissions-strings';

const t = ((key: string) => claimSubmissionsEn.statuses[key.replace('statuses.', '') as Claim['status']] ?? key) as TFunction;
const claim = (status: Claim['status']) => ({ claimId: '1', submissionId: 'CPP1', status }) as Claim;
const renderCell = (status: Claim['status']) =>
  render(
    <Provider store={createPortalStore()}>
      <NotificationsProvider>
        <ClaimStatusCell claim={claim(status)} t={t} canChange />
      </NotificationsProvider>
    </Provider>,
  );

describe('ClaimStatusCell', () => {
  it('gives administrators the dropdown for an adjudicated claim', () => {
    renderCell('P');
    expect(screen.getByRole('combobox')).toBeInTheDocument();
  });

  it.each([
    ['V', 'Voided'],
    ['D', 'Paid'],
  ] as const)('shows a %s claim as a plain tag: its status no longer changes', (status, label) => {
    renderCell(status);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
