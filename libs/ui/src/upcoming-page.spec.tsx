import { addNamespace, createI18n, I18nNamespace, I18nProvider } from '@portal/i18n';
import { render, screen } from '@testing-library/react';
import { UpcomingPage } from './upcoming-page';

describe('UpcomingPage', () => {
  it("shows the title from the remote's strings as the heading, and the shared notice", async () => {
    const i18n = await createI18n('en');
    await addNamespace(i18n, 'mf-test', async () => ({ titles: { reports: 'Claims Reports' } }));
    render(
      <I18nProvider i18n={i18n}>
        <I18nNamespace namespace="mf-test">
          <UpcomingPage titleKey="titles.reports" />
        </I18nNamespace>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Claims Reports' })).toBeInTheDocument();
    expect(screen.getByText('This screen is being rebuilt for the new portal.')).toBeInTheDocument();
  });
});
