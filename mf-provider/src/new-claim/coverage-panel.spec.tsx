import type { CoverageCheck, Plan, Provider } from '@portal/contracts';
import { json, renderPage } from '@portal/web-testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROVIDER, notFound } from '../provider-form/test-data';
import { remote } from '../remote';
import { NewClaimPage } from './new-claim-page';
import { ALICE, PLAN } from './test-members';

jest.mock('@portal/auth', () => ({ useAuth: () => ({ signIn: jest.fn(), providerId: '22222222-2222-4222-8222-222222222222' }) }));

const COVERAGE = {
  nameFr: null,
  requiresReferral: false,
  customId: null,
  heldForApproval: false,
  perClaimMaximum: null,
  annualMaximum: null,
};
const PLAN_110: Plan = {
  ...PLAN,
  planNameFr: 'Régime de santé étudiant',
  coverages: [
    {
      ...COVERAGE,
      coverageId: 14,
      name: 'Massage Therapy',
      nameFr: 'Massothérapie',
      assignedId: 12,
      perClaimMaximum: 150,
      annualMaximum: 500,
    },
    { ...COVERAGE, coverageId: 15, name: 'Chiropractic', assignedId: 13 },
  ],
};
const CHECK: CoverageCheck = {
  memberId: '000123456',
  patientId: '02',
  planNumber: '110',
  benefitYear: 2026,
  asOf: '2026-11-24',
  coverages: [
    {
      coverageId: 15,
      coverageTypeId: 13,
      name: 'Chiropractic',
      nameFr: 'Chiropratique',
      covered: true,
      requiresReferral: false,
      heldForApproval: false,
      perClaimMaximum: null,
      annualMaximum: null,
      usedThisYear: 70,
      remainingThisYear: null,
    },
    {
      coverageId: 14,
      coverageTypeId: 12,
      name: 'Massage Therapy',
      nameFr: 'Massothérapie',
      covered: true,
      requiresReferral: false,
      heldForApproval: false,
      perClaimMaximum: 150,
      annualMaximum: 500,
      usedThisYear: 0,
      remainingThisYear: 500,
    },
  ],
};

describe('NewClaimPage coverage panel', () => {
  jest.setTimeout(60_000);

  it('shows the coverage check once a patient is picked, and what each typed amount leaves', async () => {
    const fetchMock = await renderPage(remote, <NewClaimPage />);
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace('/api', '');
      if (path === `/provider/${PROVIDER.providerId}`) return json({ ...PROVIDER, coverages: [14, 15] } satisfies Provider);
      if (path.endsWith('/member')) return json([ALICE]);
      if (path.startsWith('/plans/')) return json(PLAN_110);
      if (path === '/coverage-check') return json({ ...CHECK, patientId: url.searchParams.get('patientId') });
      return notFound();
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Member / Certificate ID'), '123456');
    await user.click(screen.getByRole('button', { name: 'SEARCH BY ID' }));
    const patient = await screen.findByRole('combobox', { name: 'Patient' });
    expect(screen.queryByRole('heading', { name: 'Coverage in 2026' })).not.toBeInTheDocument();
    await user.selectOptions(patient, 'CHLOE MARTIN — •••• (hidden)');

    const panel = await screen.findByRole('region', { name: 'Coverage in 2026' });
    const massage = within(panel).getByRole('row', { name: /Massage Therapy/ });
    expect(
      within(massage)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$150.00', '$500.00', '$0.00', '$500.00']);
    expect(within(panel).getByRole('row', { name: /Chiropractic/ })).toHaveTextContent('No maximum');
    const check = fetchMock.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .find((url) => url.pathname.endsWith('/coverage-check'));
    expect(Object.fromEntries(check?.searchParams ?? [])).toMatchObject({ memberId: '000123456', patientId: '02' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Coverage' }), 'Massage Therapy');
    await user.type(screen.getByLabelText('Amount'), '45.50');
    expect(await screen.findByText('$45.50 leaves $454.50 of $500.00 this year')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '600');
    expect(
      await screen.findByText('$600.00 is $100.00 over the $500.00 left of $500.00 this year: the claim will be held for review'),
    ).toBeInTheDocument();
    expect(screen.getByText('Over the per-claim maximum of $150.00: the claim will be held for review')).toBeInTheDocument();
  });

  it('names the plan and the coverages in French on a French screen, in English where no French name is stored', async () => {
    const fetchMock = await renderPage(remote, <NewClaimPage />, undefined, 'fr-CA');
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace('/api', '');
      if (path === `/provider/${PROVIDER.providerId}`) return json({ ...PROVIDER, coverages: [14, 15] } satisfies Provider);
      if (path.endsWith('/member')) return json([ALICE]);
      if (path.startsWith('/plans/')) return json(PLAN_110);
      if (path === '/coverage-check')
        return json({
          ...CHECK,
          patientId: url.searchParams.get('patientId'),
          coverages: CHECK.coverages.map((c) => (c.name === 'Chiropractic' ? { ...c, nameFr: null } : c)),
        });
      return notFound();
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Numéro de participant / de certificat'), '123456');
    await user.click(screen.getByRole('button', { name: 'RECHERCHER PAR NUMÉRO' }));
    expect(await screen.findByText('Régime de santé étudiant - 110')).toBeInTheDocument();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), 'CHLOE MARTIN — •••• (masquée)');

    const panel = await screen.findByRole('region', { name: 'Garanties en 2026' });
    expect(within(panel).getByRole('row', { name: /Massothérapie/ })).toBeInTheDocument();
    expect(within(panel).getByRole('row', { name: /Chiropractic/ })).toBeInTheDocument();
    const coverage = screen.getByRole('combobox', { name: 'Garantie' });
    expect(within(coverage).getByRole('option', { name: 'Massothérapie' })).toBeInTheDocument();
    expect(within(coverage).getByRole('option', { name: 'Chiropractic' })).toBeInTheDocument();
  });

  it('lists the coverages in the order of their French names on a French screen (the API sorts by the English)', async () => {
    const fetchMock = await renderPage(remote, <NewClaimPage />, undefined, 'fr-CA');
    const dental = {
      ...CHECK.coverages[0],
      coverageId: 16,
      coverageTypeId: 16,
      name: 'Dental',
      nameFr: 'Soins dentaires',
    } as const;
    const [chiropractic, massage] = CHECK.coverages;
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.replace('/api', '');
      if (path === `/provider/${PROVIDER.providerId}`) return json({ ...PROVIDER, coverages: [14, 15] } satisfies Provider);
      if (path.endsWith('/member')) return json([ALICE]);
      if (path.startsWith('/plans/')) return json(PLAN_110);
      if (path === '/coverage-check')
        return json({ ...CHECK, patientId: url.searchParams.get('patientId'), coverages: [chiropractic, dental, massage] });
      return notFound();
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Numéro de participant / de certificat'), '123456');
    await user.click(screen.getByRole('button', { name: 'RECHERCHER PAR NUMÉRO' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Patient' }), 'CHLOE MARTIN — •••• (masquée)');

    const panel = await screen.findByRole('region', { name: 'Garanties en 2026' });
    const names = within(panel)
      .getAllByRole('rowheader')
      .map((header) => header.textContent?.trim());
    expect(names).toEqual(['Chiropratique', 'Massothérapie', 'Soins dentaires']);
  });
});
