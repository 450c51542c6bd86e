import { json, renderPage } from '@portal/web-testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remote } from '../remote';
import { EditHomepagePage } from './edit-homepage-page';

const PAGE = { id: 4, html: '<p>Welcome</p>', htmlFr: '<p>Bienvenue</p>' };

jest.setTimeout(60_000);

describe('EditHomepagePage', () => {
  it('edits the English page, switches to the French one, and saves both', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(remote, <EditHomepagePage />, () => json(PAGE));
    await waitFor(() => expect(screen.getByRole('textbox', { name: "Provider's home page" })).toHaveTextContent('Welcome'));

    // antd's radio buttons hide their input: the button's label takes the click.
    await user.click(screen.getByText('French'));
    const french = await screen.findByRole('textbox', { name: "Provider's home page in French" });
    expect(french).toHaveTextContent('Bienvenue');
    expect(french).toHaveAttribute('lang', 'fr-CA');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('region', { name: 'Preview of the home page' })).toHaveTextContent('Bienvenue');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved updated homepage')).toBeInTheDocument();
    const post = fetchMock.mock.calls.map(([request]: [Request]) => request).find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ html: '<p>Welcome</p>', htmlFr: '<p>Bienvenue</p>' });
  });

  it('sends no French page once the French one is cleared', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPage(remote, <EditHomepagePage />, () => json(PAGE));
    await waitFor(() => expect(screen.getByRole('textbox', { name: "Provider's home page" })).toHaveTextContent('Welcome'));
    await user.click(screen.getByText('French'));
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([request]: [Request]) => request.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.map(([request]: [Request]) => request).find((request) => request.method === 'POST');
    expect(await post?.json()).toEqual({ html: '<p>Welcome</p>', htmlFr: null });
  });
});
