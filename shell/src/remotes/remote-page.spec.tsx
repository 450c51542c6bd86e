import type { RemotePages } from '@portal/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';
import { echoFederation } from '../testing/test-remotes';

const admin = { role: 'Administrator', username: 'admin' };

describe('RemotePage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("shows an error panel when the remote's pages cannot be loaded, and Retry really reloads them", async () => {
    const echo = echoFederation();
    const loadRoutes = jest.fn(echo.loadRoutes).mockRejectedValueOnce(new Error('chunk 404'));
    await renderApp('/office-home', { profile: admin, federation: { ...echo, loadRoutes } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'remote page /office-home' })).toBeInTheDocument();
    expect(echo.register).toHaveBeenLastCalledWith('mf_office', 'http://office.test/mf-manifest.json', undefined, true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("renders a remote's page in its room, the element the remote's CSS is scoped to (ADR 054)", async () => {
    await renderApp('/office-home', { profile: admin, federation: echoFederation() });
    const heading = await screen.findByRole('heading', { level: 1, name: 'remote page /office-home' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'office');
  });

  it('keeps showing the panel while retries keep failing', async () => {
    const loadRoutes = jest.fn(async (): Promise<RemotePages> => Promise.reject(new Error('offline')));
    await renderApp('/office-home', { profile: admin, federation: { register: jest.fn(), loadRoutes } });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(loadRoutes).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('contains a page that crashes while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    const echo = echoFederation();
    const loadRoutes = jest.fn(echo.loadRoutes).mockResolvedValueOnce({ home: Broken });
    await renderApp('/office-home', { profile: admin, federation: { ...echo, loadRoutes } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'remote page /office-home' })).toBeInTheDocument();
  });
});
