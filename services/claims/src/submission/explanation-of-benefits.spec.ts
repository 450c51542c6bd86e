import type { Claim } from '@portal/contracts';
import { adjudicationReason } from '@portal/contracts/claims';
import { explanationOfBenefits } from './explanation-of-benefits';

const claim: Claim = {
  claimId: '1',
  submissionId: 'CPP110202611240000000000001',
  planNumber: '110',
  providerId: '11111111-1111-4111-8111-111111111111',
  providerName: 'Harbour Physio',
  providerNumber: 'P000001',
  officeId: '22222222-2222-4222-8222-222222222222',
  healthOffice: 'Harbour Clinic',
  businessID: null,
  businessName: null,
  studentId: '000123456',
  firstName: 'Alice',
  lastName: 'Martin',
  memberEmail: 'alice@example.test',
  claimAmountTotal: 1234.5,
  submissionDate: '2026-11-24T15:00:00.000Z',
  isAccident: false,
  accidentType: null,
  status: 'V',
  reasons: [adjudicationReason('voided', { reason: 'Sent twice' })],
  expenses: [
    {
      expenseId: '1',
      expenseDate: '2026-11-20',
      patientName: 'CHLOE <MARTIN>',
      dependantNo: '02',
      coverageTypeId: 11,
      coverageName: 'Physiotherapy',
      amount: 1234.5,
      comments: null,
      referralDate: null,
      status: 'V',
      reasons: [adjudicationReason('overAnnualMaximum', { amount: '$500.00' })],
    },
  ],
  receipts: [],
  depositReferences: null,
};

describe('explanationOfBenefits', () => {
  it('writes the claim, each line and its reasons in English', () => {
    const mail = explanationOfBenefits(claim, 'alice@example.test', 'en');
    expect(mail.subject).toBe('Explanation of benefits for claim CPP110202611240000000000001');
    expect(mail.text).toContain(
      'Harbour Clinic submitted a claim of $1,234.50 for Alice Martin (member 000123456) on 2026-11-24. Outcome: Voided, reason: Sent twice.',
    );
    expect(mail.text).toContain(
      '2026-11-20  CHLOE <MARTIN>  Physiotherapy  $1,234.50  Voided (Amount over the annual maximum of $500.00)',
    );
    expect(mail.html).toContain('<th>Coverage</th>');
    expect(mail.html).toContain('CHLOE &lt;MARTIN&gt;');
  });

  it('writes it all in French for a claim sent in French', () => {
    const mail = explanationOfBenefits(claim, 'alice@example.test', 'fr-CA');
    expect(mail.subject).toBe('Relevé des prestations pour la demande CPP110202611240000000000001');
    expect(mail.text).toContain(
      'Harbour Clinic a soumis une demande de règlement de 1\u00a0234,50\u00a0$ pour Alice Martin (participant 000123456) le 2026-11-24. Décision : Annulée, motif : Sent twice.',
    );
    expect(mail.text).toContain('Annulée (Montant supérieur au maximum annuel de 500,00\u00a0$)');
    expect(mail.html).toContain('<th>Garantie</th><th>Montant</th><th>Décision</th><th>Motifs</th>');
    expect(mail.text).not.toMatch(/Outcome|Coverage|member /);
  });
});
