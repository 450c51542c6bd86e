import { render, screen } from '@testing-library/react';
import { createI18n, I18nProvider, changeLanguage } from '@portal/i18n';
import { PageSkeleton } from './page-skeleton';

describe('PageSkeleton', () => {
  it('is a busy status that says it is loading, in the reader’s language, its shapes hidden from screen readers', async () => {
    const i18n = await createI18n();
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <PageSkeleton />
      </I18nProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('Loading…');
    expect(status.querySelectorAll('[aria-hidden="true"]').length).toBe(2);
    await changeLanguage(i18n, 'fr-CA');
    rerender(
      <I18nProvider i18n={i18n}>
        <PageSkeleton />
      </I18nProvider>,
    );
    expect(await screen.findByText('Chargement…')).toBeInTheDocument();
  });
});
