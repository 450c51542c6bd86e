import { json, renderPage } from '@portal/web-testing';
import { screen } from '@testing-library/react';
import { remote } from '../remote';
import { PageSkeleton } from './page-skeleton';

describe('PageSkeleton', () => {
  it('is one busy status that screen readers hear as "Loading…", its blocks hidden from them', async () => {
    const { container } = await renderAndWait('en');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent(/^Loading…$/);
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(3);
  });

  it('says "Chargement…" on a French screen', async () => {
    await renderAndWait('fr-CA');
    expect(screen.getByRole('status')).toHaveTextContent(/^Chargement…$/);
  });
});

async function renderAndWait(language: 'en' | 'fr-CA') {
  await renderPage(remote, <PageSkeleton shape="memberSearch" />, () => json({}), language);
  await screen.findByRole('status');
  return { container: document.body };
}
