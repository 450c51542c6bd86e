import type { RemotePages } from '@portal/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nProvider } from '@portal/i18n';
import type { RemoteLoader } from './remote-loader';
import { RemoteLoaderContext } from './remote-loader-context';
import { RemotePage } from './remote-page';

const pages: RemotePages = { '/admin-home': () => <h1>Admin Home</h1> };

const renderWith = async (loader: RemoteLoader) =>
  render(
    <I18nProvider i18n={await createI18n('en')}>
      <RemoteLoaderContext value={loader}>
        <RemotePage remote="admin" path="/admin-home" />
      </RemoteLoaderContext>
    </I18nProvider>,
  );

describe('RemotePage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page the remote exports for the path', async () => {
    await renderWith({ peek: () => undefined, load: async () => pages, reload: async () => pages });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
  });

  it('shows an error panel when the remote cannot be loaded, and Retry really reloads it', async () => {
    const loader = {
      peek: () => undefined,
      load: jest.fn(async () => Promise.reject(new Error('manifest 404'))),
      reload: jest.fn(async () => pages),
    };
    await renderWith(loader);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the portal could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Home' })).toBeInTheDocument();
    expect(loader.reload).toHaveBeenCalledWith('admin');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps showing the panel while retries keep failing', async () => {
    const failing = async () => Promise.reject(new Error('offline'));
    const loader = { peek: () => undefined, load: jest.fn(failing), reload: jest.fn(failing) };
    await renderWith(loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(loader.reload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('contains a page that crashes while rendering', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    await renderWith({ peek: () => undefined, load: async () => ({ '/admin-home': Broken }), reload: async () => pages });
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the portal could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Admin Home' })).toBeInTheDocument();
  });
});
