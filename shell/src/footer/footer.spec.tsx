import { changeLanguage } from '@portal/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';

const NORTHERN = {
  benefitsOfficeId: 2,
  name: 'Northern Office',
  nameFr: null,
  address: '1 Main St',
  city: 'Iqaluit',
  province: 'NU',
  postalCode: 'X0A 0H0',
  telephone: null,
  freephone: null,
  fax: null,
};
const OFFICES = [
  {
    ...NORTHERN,
    benefitsOfficeId: 1,
    name: 'Eastern Regional Office',
    nameFr: 'Bureau régional de l’Est',
    city: 'Halifax',
    province: 'NS',
  },
  NORTHERN,
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('footer offices in French', () => {
  it('names each office in French where a French name is stored, else in English', async () => {
    const { i18n } = await renderApp('/faq', {
      respond: (request) => (request.url.endsWith('/benefitsOffices') ? json(OFFICES) : new Response('', { status: 404 })),
    });
    expect(await screen.findByText('Northern Office')).toBeInTheDocument();
    await act(() => changeLanguage(i18n, 'fr-CA'));
    const offices = await screen.findByRole('list', { name: 'Nos bureaux' });
    expect(within(offices).getByText('Bureau régional de l’Est')).toBeInTheDocument();
    expect(within(offices).getByText('Northern Office')).toBeInTheDocument();
    expect(within(offices).queryByText('Eastern Regional Office')).not.toBeInTheDocument();
  });

  it('lets an Administrator give an office its French name beside the English one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderApp('/faq', {
      profile: { role: 'Administrator', username: 'admin' },
      respond: (request) =>
        request.method === 'POST'
          ? json({ ...NORTHERN, benefitsOfficeId: 3, nameFr: 'Bureau du Nord' }, 201)
          : request.url.endsWith('/benefitsOffices')
            ? json(OFFICES)
            : new Response('', { status: 404 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit offices' }));
    await user.click(await screen.findByRole('button', { name: 'Add office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Office' });
    await user.type(within(dialog).getByLabelText('Office Name'), 'Northern Office');
    await user.type(within(dialog).getByLabelText('Office Name in French'), 'Bureau du Nord');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Office' })).not.toBeInTheDocument());
    const post = fetchMock.mock.calls.map(([request]: [Request]) => request).find((request) => request.method === 'POST');
    expect(await post?.json()).toMatchObject({ name: 'Northern Office', nameFr: 'Bureau du Nord' });
  });
});
