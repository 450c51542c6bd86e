import { reasonParamsIn, reasonText } from './claim-outcome-texts';

const NBSP = /[\u00a0\u202f]/g;

describe('reasonText', () => {
  const overAnnual = { code: 'overAnnualMaximum' as const, params: { amount: '$1,500.00' } };

  it('writes a stored amount as each language writes money', () => {
    expect(reasonText('en', overAnnual)).toBe('Amount over the annual maximum of $1,500.00');
    expect(reasonText('fr-CA', overAnnual).replace(NBSP, ' ')).toBe('Montant supérieur au maximum annuel de 1 500,00 $');
  });

  it('reads a plain decimal amount too', () => {
    expect(reasonParamsIn('fr-CA', { amount: '45.5' })['amount']?.replace(NBSP, ' ')).toBe('45,50 $');
  });

  it('keeps params that are not amounts, and an amount it cannot read, as they are', () => {
    expect(reasonParamsIn('fr-CA', { amount: 'n/a', days: '90' })).toEqual({ amount: 'n/a', days: '90' });
    expect(reasonParamsIn('fr-CA', { amount: '' })).toEqual({ amount: '' });
    expect(reasonText('fr-CA', { code: 'voided', params: { reason: 'Sent twice' } })).toBe('Annulée : Sent twice');
  });
});
