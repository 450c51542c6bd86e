import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_CONTRACT_VERSION } from '@portal/contracts';
import { renderApp } from '../testing/render-app';
import { serveTestRemotes, TEST_REMOTES } from '../testing/test-remotes';

const provider = { role: 'Provider', username: 'provider', providerId: 'p-1' };
const admin = { role: 'Administrator', username: 'admin' };
const superAdmin = { role: 'SuperAdmin', username: 'superadmin' };

describe('app routes', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the 404 page with a Return Home link for any other path, once every remote has declared its routes', async () => {
    await renderApp('/no/such/page');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('login landing: the Login button starts the sign-in redirect', async () => {
    const { signinRedirect } = await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(signinRedirect).toHaveBeenCalled();
  });

  it('sends a signed-in user from the login landing to their home', async () => {
    await renderApp('/', { profile: { role: 'Administrator', username: 'admin' } });
    expect(await screen.findByRole('heading', { name: 'remote page /office-home' })).toBeInTheDocument();
  });

  it('sends a signed-out user on a protected route to the login landing', async () => {
    await renderApp('/boss-home');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it("sends a user to their own home from another role's route", async () => {
    await renderApp('/boss-home', { profile: { role: 'Administrator', username: 'admin' } });
    expect(await screen.findByRole('heading', { name: 'remote page /office-home' })).toBeInTheDocument();
  });

  it('sends a provider without a profile to registration', async () => {
    await renderApp('/clinic-home', { profile: { role: 'Provider', username: 'newuser' } });
    expect(await screen.findByRole('heading', { name: 'remote page /clinic-signup' })).toBeInTheDocument();
  });

  it("renders the remote's page inside the role layout", async () => {
    await renderApp('/visits', { profile: provider });
    expect(await screen.findByRole('heading', { level: 1, name: 'remote page /visits' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('keeps the layout working when a remote fails to load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { register: jest.fn(), loadRoutes: async () => Promise.reject(new Error('down')) };
    await renderApp('/clinic-home', { profile: provider, federation: failing });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visits' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('new provider page links to the register page with the legacy uid, in the portal language', async () => {
    await renderApp('/newprovider/old-42');
    expect(await screen.findByRole('link', { name: 'Register on the new portal' })).toHaveAttribute(
      'href',
      'http://id.test/register?uid=old-42&lang=en',
    );
  });

  it('maintenance and coming-soon notices', async () => {
    await renderApp('/maintenance');
    expect(screen.getByText(/undergoing unscheduled maintenance/)).toHaveTextContent('1-877-555-0170');
  });

  it('FAQ gives the spec §1 facts and the privacy policy its revision and access-request delays', async () => {
    await renderApp('/faq', { profile: provider });
    await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
    const answers = screen
      .getAllByRole('definition')
      .map((answer) => answer.textContent)
      .join(' ');
    for (const fact of [
      'held for administrator approval',
      'at least twice a month, in increments of no more than $5,000',
      'Direct deposit is mandatory',
      'within 30 days of the date of service; the window varies by plan',
      'within 1-2 business days',
      "depend on the member's plan",
      'its own direct deposit details',
    ])
      expect(answers).toContain(fact);
  });

  it('privacy policy: June 2020 revision, access requests within 30 days, extendable by 30', async () => {
    await renderApp('/privacy', { profile: provider });
    expect(await screen.findByText('Revised June 2020')).toBeInTheDocument();
    expect(screen.getByText(/within 30 days; we may extend this by up to 30 more days/)).toBeInTheDocument();
  });

  it('coming-soon notice names the scheduled maintenance window', async () => {
    await renderApp('/coming-soon');
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText(/August 31 to September 1, 2023/)).toBeInTheDocument();
  });

  describe('maintenance flag', () => {
    const maintenance = { maintenance: true, tollFreePhone: '1-800-555-0199' };
    afterEach(() => sessionStorage.clear());

    it('sends a signed-out visitor to the maintenance notice, with the configured toll-free number', async () => {
      await renderApp('/', { config: maintenance });
      expect(await screen.findByText(/undergoing unscheduled maintenance/)).toHaveTextContent('1-800-555-0199');
      expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    });

    it('signs a provider out', async () => {
      const { signoutRedirect } = await renderApp('/visits', { profile: provider, config: maintenance });
      await waitFor(() => expect(signoutRedirect).toHaveBeenCalled());
    });

    it('lets admin-level users through', async () => {
      const { signoutRedirect } = await renderApp('/office-home', { profile: admin, config: maintenance });
      expect(await screen.findByRole('heading', { name: 'remote page /office-home' })).toBeInTheDocument();
      expect(signoutRedirect).not.toHaveBeenCalled();
    });

    it('lets a URL with the admin marker through, for the rest of the tab', async () => {
      await renderApp('/?admin=1', { config: maintenance });
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(sessionStorage.getItem('portal.maintenance-bypass')).toBe('1');
    });

    it('changes nothing while off', async () => {
      await renderApp('/', { config: { maintenance: false } });
      expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    });
  });

  it('keeps the three default offices when the office list cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderApp('/faq', { profile: provider, respond: () => new Response('{}', { status: 500 }) });
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not load the benefits offices', expect.anything()));
    for (const name of ['Eastern Regional Office', 'Central Regional Office', 'Western Regional Office']) {
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    warn.mockRestore();
  });

  it('shows the offices the API lists', async () => {
    await renderApp('/faq', {
      profile: provider,
      respond: () =>
        new Response(
          JSON.stringify([
            {
              benefitsOfficeId: 9,
              name: 'Prairie Office',
              address: '1 Main St',
              city: 'Regina',
              province: 'SK',
              postalCode: 'S4P 3Y2',
              telephone: '306-555-0100',
              freephone: '1-877-555-0100',
              fax: '306-555-0101',
            },
          ]),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    });
    expect(await screen.findByText('Prairie Office')).toBeInTheDocument();
    expect(screen.queryByText('Eastern Regional Office')).not.toBeInTheDocument();
  });
});

describe('remotes that cannot declare their routes', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  const office = TEST_REMOTES['office'] as (typeof TEST_REMOTES)[string];
  const withOfficeMetadata = (metadata: object) =>
    serveTestRemotes({ ...TEST_REMOTES, office: { ...office, metadata: { ...office.metadata, ...metadata } } });
  const withOffice = (office: (url: string) => Response | undefined) => (url: string) =>
    url.startsWith('http://office.test/') ? office(url) : serveTestRemotes()(url);

  it('waits for the declarations before deciding, so a signed-in user never sees a 404 flash', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const serve = serveTestRemotes();
    await renderApp('/office-home', {
      profile: admin,
      remotes: async (url) => (url.startsWith('http://office.test/') ? gate.then(() => serve(url)) : serve(url)),
    });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'remote page /office-home' })).toBeInTheDocument();
  });

  it("names an unreachable remote in place of its pages, keeps the other remotes' links working, and Retry recovers", async () => {
    let down = true;
    await renderApp('/office-home', {
      profile: superAdmin,
      remotes: withOffice((url) => (down ? new Response('', { status: 503 }) : serveTestRemotes()(url))),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Not available: office.');
    expect(screen.queryByRole('link', { name: 'Office' })).not.toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'remote page /office-home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Office' })).toBeInTheDocument();
  });

  it('says when the home of a signed-in user is declared by a remote that failed', async () => {
    await renderApp('/', { profile: admin, remotes: withOffice(() => new Response('', { status: 404 })) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not available: office.');
  });

  it('shows the error panel naming the remote and both versions for an incompatible major', async () => {
    await renderApp('/office-home', { profile: admin, remotes: withOfficeMetadata({ contractVersion: '2.0.0' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `mf-office was built for version 2.0.0 of the portal contract; this portal supports version ${REMOTE_CONTRACT_VERSION}. It needs to be rebuilt.`,
    );
  });

  it('keeps working with a remote built for an older minor of the contract', async () => {
    const [major] = REMOTE_CONTRACT_VERSION.split('.');
    const older = `${major}.0.0`;
    await renderApp('/office-home', { profile: admin, remotes: withOfficeMetadata({ contractVersion: older }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'remote page /office-home' })).toBeInTheDocument();
  });

  it('refuses a declaration it cannot read, naming the remote', async () => {
    const broken = { routes: { home: { path: 'office', access: 'everyone' } } };
    await renderApp('/office-home', { profile: admin, remotes: withOfficeMetadata(broken) });
    expect(await screen.findByRole('alert')).toHaveTextContent('mf-office declares routes this portal cannot read.');
  });
});
