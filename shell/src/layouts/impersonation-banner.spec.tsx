import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

const acting = {
  role: 'Provider',
  username: 'provider',
  providerId: '00000000-0000-4000-8000-000000000001',
  act: { sub: 'admin-sub', username: 'admin' },
};

describe('impersonation banner', () => {
  it('names the provider and links Stop to the identity service, back to the portal', async () => {
    await renderApp('/faq', { profile: acting });
    const banner = await screen.findByRole('complementary', { name: 'Acting as a provider' });
    expect(banner).toHaveTextContent('Acting as provider — Stop');
    expect(within(banner).getByRole('link', { name: 'Stop' })).toHaveAttribute(
      'href',
      `http://id.test/Impersonate/stop?returnUrl=${encodeURIComponent(`${window.location.origin}/`)}`,
    );
  });

  it('is absent for a provider signed in as itself', async () => {
    await renderApp('/faq', { profile: { ...acting, act: undefined } });
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Acting as a provider' })).not.toBeInTheDocument();
  });
});
