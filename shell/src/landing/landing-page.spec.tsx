import { DEFAULT_BENEFITS_OFFICES } from '@portal/contracts';
import { createI18n, I18nProvider } from '@portal/i18n';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LandingPage } from './landing-page';

const office = { ...DEFAULT_BENEFITS_OFFICES[0], benefitsOfficeId: 7, name: 'Northern Office', nameFr: 'Bureau du Nord' };

const renderLanding = async (offices: Response | Error = new Response(JSON.stringify([office]))) => {
  const fetchMock = jest.spyOn(window, 'fetch').mockImplementation(async () => {
    if (offices instanceof Error) throw offices;
    return offices;
  });
  render(
    <I18nProvider i18n={await createI18n('en')}>
      <LandingPage apiBaseUrl="http://localhost:3000/api" onSignInFailed={jest.fn()} />
    </I18nProvider>,
  );
  return fetchMock;
};

describe('sign-in landing', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('shows the app frame and login page a visitor sees: skip link, top bar, heading, Login, footer', async () => {
    const fetchMock = await renderLanding();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('link', { name: 'Benefits Administrator' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Provider Claims Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    const footerNav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footerNav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/faq', '/privacy', '/accessibility']);
    expect(await screen.findByText('Northern Office')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://localhost:3000/api/benefitsOffices', expect.anything());
    expect(document.title).toBe('Provider Claims Portal');
  });

  it('keeps the default offices when the list cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderLanding(new Error('offline'));
    for (const each of DEFAULT_BENEFITS_OFFICES) expect(screen.getByText(each.name)).toBeInTheDocument();
  });

  it('switches to French, offices included', async () => {
    await renderLanding();
    await screen.findByText('Northern Office');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'FR Français' })));
    expect(await screen.findByText('Bureau du Nord')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'fr-CA');
  });
});
