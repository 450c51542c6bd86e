import { remote } from '../remote';
import { screen } from '@testing-library/react';
import { json, renderPage } from '@portal/web-testing';
import { DashboardPage } from './dashboard-page';

describe('DashboardPage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the home page HTML served by the API', async () => {
    const fetchMock = await renderPage(remote, <DashboardPage />, () => json({ id: 1, html: '<h2>Spring notice</h2><p>Office closed Monday.</p>' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0].url).toBe('http://api.test/api/homepage');
  });

  it('falls back to the default welcome text when the content cannot be loaded', async () => {
    await renderPage(remote, <DashboardPage />, () => new Response('', { status: 500 }));
    expect(await screen.findByText(/claim system has been updated/)).toHaveTextContent('use the New Claim button');
    expect(console.warn).toHaveBeenCalled();
  });
});
