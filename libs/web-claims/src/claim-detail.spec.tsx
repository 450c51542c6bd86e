import type { Claim } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ClaimDetail } from './claim-detail';
import { claimSubmissionsEn, claimSubmissionsFr } from './claim-submissions-strings';

const NONE: ReadonlyMap<string, string> = new Map();
const LINE = {
  expenseId: '1',
  expenseDate: '2026-11-02',
  patientName: 'Alice Martin',
  coverageTypeId: 13,
  amount: 80,
  comments: null,
  status: 'A',
  reasons: [],
};
const claim = (depositReferences: string | null, expenses: object[] = []) =>
  ({
    submissionId: 'CPP1',
    reasons: [],
    expenses,
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
    const { rerender } = render(<ClaimDetail claim={claim('DEP-20261201-000001')} coverageNames={NONE} t={t} language="en" />);
    expect(screen.getByText('Paid by deposit DEP-20261201-000001')).toBeInTheDocument();
    rerender(<ClaimDetail claim={claim('DEP-20261201-000001,DEP-20261201-000002')} coverageNames={NONE} t={t} language="en" />);
    expect(screen.getByText('Paid by deposits DEP-20261201-000001, DEP-20261201-000002')).toBeInTheDocument();
    rerender(<ClaimDetail claim={claim(null)} coverageNames={NONE} t={t} language="en" />);
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
    render(<ClaimDetail claim={withLine} coverageNames={NONE} t={await tIn('fr-CA')} language="fr-CA" />);
    expect(screen.getByText('Payée par le dépôt DEP-20261201-000001')).toBeInTheDocument();
    expect(screen.getByText(/^1\s234,50\s\$$/)).toBeInTheDocument();
    expect(screen.getByText(/^Montant supérieur au maximum annuel de 500,00\s\$$/)).toBeInTheDocument();
  });

  it("names a line's coverage as the screen names it today, else by the name it was submitted under", async () => {
    const lines = [
      { ...LINE, coverageName: 'Chiropractic' },
      { ...LINE, expenseId: '2', coverageName: 'Dental', coverageTypeId: 40 },
    ];
    render(
      <ClaimDetail
        claim={claim(null, lines)}
        coverageNames={new Map([['Chiropractic', 'Chiropratique']])}
        t={await tIn('fr-CA')}
        language="fr-CA"
      />,
    );
    expect(screen.getByRole('cell', { name: 'Chiropratique (13)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Dental (40)' })).toBeInTheDocument();
  });
});
