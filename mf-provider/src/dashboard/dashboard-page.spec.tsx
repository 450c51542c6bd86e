import { remote } from '../remote';
import { screen, waitFor } from '@testing-library/react';
import { json, renderPage } from '@portal/web-testing';
import { DashboardPage } from './dashboard-page';

/** The home page; the claims summary is not found (it shows nothing). */
const homepageOnly = (page: object) => (url: string) =>
  new URL(url).pathname.endsWith('/homepage') ? json(page) : new Response('', { status: 404 });

describe('DashboardPage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the home page HTML served by the API', async () => {
    const fetchMock = await renderPage(remote, <DashboardPage />, () =>
      json({ id: 1, html: '<h2>Spring notice</h2><p>Office closed Monday.</p>' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0].url).toBe('http://api.test/api/homepage');
  });

  it('holds a skeleton of the page, read as "Loading…", until the content can be shown', async () => {
    let answer: (response: Response) => void = () => undefined;
    const content = new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = await renderPage(remote, <DashboardPage />);
    fetchMock.mockImplementation(async (request: Request) =>
      new URL(request.url).pathname.endsWith('/homepage') ? content : new Response('', { status: 404 }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(/^Loading…$/);
    expect(screen.queryByRole('link', { name: 'New Claim' })).not.toBeInTheDocument();
    answer(json({ id: 1, html: '<p>Office closed Monday.</p>' }));
    expect(await screen.findByText('Office closed Monday.')).toBeInTheDocument();
    // The claims summary keeps its own skeleton until it has loaded (here: not found, so nothing).
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('renders the French page on a French screen', async () => {
    const page = { id: 1, html: '<h2>Spring notice</h2>', htmlFr: '<h2>Avis du printemps</h2>' };
    await renderPage(remote, <DashboardPage />, homepageOnly(page), 'fr-CA');
    expect(await screen.findByRole('heading', { level: 2, name: 'Avis du printemps' })).toBeInTheDocument();
  });

  it('renders the English page on a French screen when no French page is stored', async () => {
    await renderPage(remote, <DashboardPage />, homepageOnly({ id: 1, html: '<h2>Spring notice</h2>', htmlFr: null }), 'fr-CA');
    expect(await screen.findByRole('heading', { level: 2, name: 'Spring notice' })).toBeInTheDocument();
  });

  it('falls back to the default welcome text when the content cannot be loaded', async () => {
    await renderPage(remote, <DashboardPage />, () => new Response('', { status: 500 }));
    expect(await screen.findByText(/claim system has been updated/)).toHaveTextContent('use the New Claim button');
    expect(console.warn).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'New Claim' })).toHaveAttribute('href', '/new-claim');
  });

  it('adds the last 30 days of claims by status, as a chart, with the latest claims linking to their detail', async () => {
    const summary = {
      days: 30,
      since: '2026-10-24',
      byStatus: [
        { status: 'A', count: 3, amount: 240 },
        { status: 'P', count: 1, amount: 80.5 },
      ],
      latest: [],
    };
    const fetchMock = await renderPage(remote, <DashboardPage />, (url: string) =>
      json(new URL(url).pathname.endsWith('/claims/summary') ? summary : { id: 1, html: '<p>Welcome</p>' }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Your claims in the last 30 days' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .find((url) => url.pathname.endsWith('/claims/summary'));
    expect(asked?.searchParams.get('days')).toBe('30');
    expect(asked?.searchParams.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(
      screen.getByRole('img', { name: '4 claims: Approved 3, Error 0, Pending 1, Rejected 0, Voided 0, Paid 0' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pending: 1 claim, $80.50')).toBeInTheDocument();
  });
});
