import { createI18n, I18nProvider } from '@portal/i18n';
import { render, screen } from '@testing-library/react';
import { UpcomingPage } from './upcoming-page';

describe('UpcomingPage', () => {
  it('shows the translated title as the heading and the notice', async () => {
    const i18n = await createI18n('en');
    render(<I18nProvider i18n={i18n}><UpcomingPage titleKey="titles.registration" /></I18nProvider>);
    expect(screen.getByRole('heading', { level: 1, name: 'Health Provider Registration' })).toBeInTheDocument();
    expect(screen.getByText('This screen is being rebuilt for the new portal.')).toBeInTheDocument();
  });
});
