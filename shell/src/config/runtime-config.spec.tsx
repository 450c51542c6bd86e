import { render, screen } from '@testing-library/react';
import { createI18n, I18nProvider } from '@portal/i18n';
import { ConfigError } from './config-error';
import { loadRuntimeConfig } from './runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:3000/api',
  issuer: 'http://localhost:3001',
  clientId: 'portal-shell',
  redirectUri: 'http://localhost:4200/auth/callback',
  postLogoutRedirectUri: 'http://localhost:4200/',
  remotes: {
    provider: 'http://localhost:4201/mf-manifest.json',
    admin: 'http://localhost:4202/mf-manifest.json',
    superadmin: 'http://localhost:4203/mf-manifest.json',
    claimsAdmin: 'http://localhost:4204/mf-manifest.json',
  },
};

const serving = (body: unknown, status = 200) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('runtime config', () => {
  it('reads a valid /config.json', async () => {
    const fetchFn = serving(valid);
    await expect(loadRuntimeConfig(fetchFn)).resolves.toEqual({ ...valid, maintenance: false });
    expect(fetchFn).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
  });

  it('reads the maintenance flag and its toll-free number, and refuses a flag that is not a boolean', async () => {
    const on = { ...valid, maintenance: true, tollFreePhone: '1-800-555-0199' };
    await expect(loadRuntimeConfig(serving(on))).resolves.toEqual(on);
    await expect(loadRuntimeConfig(serving({ ...valid, maintenance: 'yes' }))).rejects.toThrow(/^maintenance: /);
  });

  it('names every invalid field', async () => {
    const broken = { ...valid, apiBaseUrl: 'not a url', remotes: { ...valid.remotes, admin: 42 } };
    await expect(loadRuntimeConfig(serving(broken))).rejects.toThrow(/apiBaseUrl: .*; remotes\.admin: /);
  });

  it('fails when the file is missing', async () => {
    await expect(loadRuntimeConfig(serving({}, 404))).rejects.toThrow('HTTP 404');
  });

  it('shows the validation failure to the user', async () => {
    const failure = await loadRuntimeConfig(serving({ ...valid, issuer: '' })).then(
      () => 'no failure',
      (error: Error) => error.message,
    );
    render(
      <I18nProvider i18n={await createI18n('en')}>
        <ConfigError reason={failure} />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The portal configuration \(\/config\.json\) could not be loaded: issuer: /,
    );
  });
});
