import type { Claim } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ClaimDetail } from './claim-detail';
import { claimSubmissionsEn, claimSubmissionsFr } from './claim-submissions-strings';

const claim = (depositReferences: string | null) =>
  ({
    submissionId: 'CPP1',
    reasons: [],
    expenses: [],
    receipts: [],
    isAccident: false,
    memberEmail: null,
    depositReferences,
  }) as unknown as Claim;

const tIn = async (language: 'en' | 'fr-CA') => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { en: { claims: claimSubmissionsEn }, 'fr-CA': { claims: claimSubmissionsFr } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'claims');
};

describe('ClaimDetail', () => {
  it('names the deposit that paid the claim, or the deposits when it was paid in several', async () => {
    const t = await tIn('en');
    const { rerender } = render(<ClaimDetail claim={claim('DEP-20261201-000001')} t={t} language="en" />);
    expect(screen.getByText('Paid by deposit DEP-20261201-000001')).toBeInTheDocument();
    rerender(<ClaimDetail claim={claim('DEP-20261201-000001,DEP-20261201-000002')} t={t} language="en" />);
    expect(screen.getByText('Paid by deposits DEP-20261201-000001, DEP-20261201-000002')).toBeInTheDocument();
    rerender(<ClaimDetail claim={claim(null)} t={t} language="en" />);
    expect(screen.queryByText(/Paid by/)).not.toBeInTheDocument();
  });

  it('says it in French, money included', async () => {
    const withLine = {
      ...claim('DEP-20261201-000001'),
      expenses: [
        {
          expenseId: 'e1',
          expenseDate: '2026-11-20',
          patientName: 'CHLOE MARTIN',
          coverageName: 'Massage',
          coverageTypeId: 12,
          amount: 1234.5,
          comments: null,
          status: 'R',
          reasons: [
            { code: 'overAnnualMaximum', params: { amount: '$500.00' }, message: 'Amount over the annual maximum of $500.00' },
          ],
        },
      ],
    } as unknown as Claim;
    render(<ClaimDetail claim={withLine} t={await tIn('fr-CA')} language="fr-CA" />);
    expect(screen.getByText('Payée par le dépôt DEP-20261201-000001')).toBeInTheDocument();
    expect(screen.getByText(/^1\s234,50\s\$$/)).toBeInTheDocument();
    expect(screen.getByText(/^Montant supérieur au maximum annuel de 500,00\s\$$/)).toBeInTheDocument();
  });
});
