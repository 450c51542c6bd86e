import type { ProviderSnapshot } from '@portal/contracts';
import { createI18n, I18nProvider } from '@portal/i18n';
import { render, screen, within } from '@testing-library/react';
import { ChangeRequestDiff } from './change-request-diff';

const MAIN = '11111111-1111-4111-8111-111111111111';
const HARBOUR = '22222222-2222-4222-8222-222222222222';

const office = (
  officeId: string | null,
  officeName: string,
  accountNumber = '123456789',
): ProviderSnapshot['offices'][number] => ({
  officeId,
  officeName,
  registrationNumber: null,
  businessID: null,
  businessName: null,
  phoneNumber: '613-555-0100',
  phoneExtension: null,
  directDepositEmail: 'pay@clinic.test',
  address: '1 Main St',
  city: 'Ottawa',
  province: 'ON',
  postalCode: 'K1A 0B1',
  primaryContactFirstname: 'Ada',
  primaryContactLastname: 'Lovelace',
  institutionNumber: '001',
  transitNumber: '12345',
  accountNumber,
  accountType: 'Chequing',
  verifyDirectDeposit: true,
});

const snapshot = (overrides: Partial<ProviderSnapshot> = {}): ProviderSnapshot => ({
  providerId: '33333333-3333-4333-8333-333333333333',
  providerNumber: 'P000123',
  providerName: 'Main Street Clinic',
  registrationNumber: 'REG-1',
  email: 'clinic@test.ca',
  file: null,
  coverages: [11, 13],
  offices: [office(MAIN, 'Main Street'), office(HARBOUR, 'Harbour')],
  ...overrides,
});

const names = new Map([
  [11, 'Physiotherapy'],
  [12, 'Massage Therapy'],
  [13, 'Chiropractic'],
]);

const renderDiff = async (oldValue: ProviderSnapshot | null, newValue: ProviderSnapshot, language: 'en' | 'fr-CA' = 'en') => {
  const i18n = await createI18n(language);
  render(
    <I18nProvider i18n={i18n}>
      <ChangeRequestDiff oldValue={oldValue} newValue={newValue} coverageNames={names} />
    </I18nProvider>,
  );
};

const rowOf = (table: HTMLElement, label: string) =>
  within(table)
    .getByRole('rowheader', { name: new RegExp(`^${label}`) })
    .closest('tr') as HTMLElement;
const section = (name: RegExp | string) => screen.getByRole('region', { name });

describe('ChangeRequestDiff', () => {
  beforeEach(() => window.localStorage.clear());

  it('marks changed provider fields with a "Changed" tag and shows before and after', async () => {
    await renderDiff(snapshot(), snapshot({ providerName: 'Main Street Physio', email: null }));
    const provider = within(section('Provider')).getByRole('table');
    const name = rowOf(provider, 'Business name');
    expect(name).toHaveTextContent('Business nameChanged');
    expect(name).toHaveTextContent('Before:Main Street Clinic');
    expect(name).toHaveTextContent('After:Main Street Physio');
    expect(rowOf(provider, 'E-mail')).toHaveTextContent('After:Not set');
    const number = rowOf(provider, 'Provider number');
    expect(number).not.toHaveTextContent('Changed');
    expect(number).toHaveTextContent('P000123');
    expect(within(provider).getAllByText('Changed')).toHaveLength(2);
  });

  it('matches offices by officeId: new, removed and changed offices, whatever their order', async () => {
    const changedHarbour = { ...office(HARBOUR, 'Harbour'), city: 'Halifax' };
    await renderDiff(snapshot(), snapshot({ offices: [office(null, 'Uptown'), changedHarbour] }));
    expect(screen.getByRole('heading', { name: 'Uptown New office' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Main Street Removed office' })).toBeInTheDocument();
    const harbour = within(section('Harbour Changed office')).getByRole('table');
    expect(rowOf(harbour, 'City')).toHaveTextContent('CityChangedBefore:OttawaAfter:Halifax');
    expect(within(harbour).getAllByText('Changed')).toHaveLength(1);
  });

  it('lists added and removed coverages in words', async () => {
    await renderDiff(snapshot(), snapshot({ coverages: [13, 12, 99] }));
    const items = within(section('Areas of specialization'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Chiropractic', 'Massage TherapyAdded', 'Coverage 99Added', 'PhysiotherapyRemoved']);
  });

  it('masks the account number to its last 3 digits, even when given in full, and shows the branch and province', async () => {
    const changed = { ...office(MAIN, 'Main Street', '987654321'), transitNumber: '54321' };
    await renderDiff(snapshot({ offices: [office(MAIN, 'Main Street')] }), snapshot({ offices: [changed] }));
    const table = within(section('Main Street Changed office')).getByRole('table');
    expect(rowOf(table, 'Account number')).toHaveTextContent('Before:******789After:******321');
    expect(rowOf(table, 'Transit number')).toHaveTextContent('Before:12345After:54321');
    expect(rowOf(table, 'Institution number')).toHaveTextContent('001');
    expect(rowOf(table, 'Province')).toHaveTextContent('Ontario');
    expect(document.body).not.toHaveTextContent(/987654|123456/);
  });

  it('marks a new account number ending like the old one as changed, when the API says so', async () => {
    const masked = { ...office(MAIN, 'Main Street', '******789') };
    await renderDiff(snapshot({ offices: [masked] }), snapshot({ offices: [{ ...masked, accountNumberChanged: true }] }));
    const table = within(section('Main Street Changed office')).getByRole('table');
    expect(rowOf(table, 'Account number')).toHaveTextContent('Changed');
    expect(rowOf(table, 'Transit number')).not.toHaveTextContent('Changed');
  });

  it('shows a registration as new values only, without change marks', async () => {
    await renderDiff(null, snapshot({ providerNumber: null }));
    expect(screen.queryByText(/Changed|Added|Removed|New office|Before/)).not.toBeInTheDocument();
    expect(rowOf(within(section('Provider')).getByRole('table'), 'Provider number')).toHaveTextContent('Not set');
    expect(screen.getByRole('heading', { name: 'Harbour' })).toBeInTheDocument();
    expect(
      within(section('Areas of specialization'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Physiotherapy', 'Chiropractic']);
  });

  it('speaks French', async () => {
    await renderDiff(snapshot(), snapshot({ providerName: 'Clinique' }), 'fr-CA');
    expect(rowOf(within(section('Fournisseur')).getByRole('table'), 'Nom de l’entreprise')).toHaveTextContent('ModifiéAvant');
  });
});
