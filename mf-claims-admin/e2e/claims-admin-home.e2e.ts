import { expect, test } from '@playwright/test';
import { checkAtEachViewport, signIn } from '@portal/e2e-support';

test('claims-admin home: pending claims and suspended providers, the claims chart, accessible at both widths', async ({
  page,
}) => {
  await signIn(page, 'claimsadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims Admin Home' })).toBeVisible();
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  await expect(attention.getByRole('link', { name: /^\d+ claims? held Pending$/ })).toHaveAttribute(
    'href',
    '/claims-admin-search-submissions?status=P',
  );
  await expect(attention.getByRole('link', { name: /^\d+ suspended providers?$/ })).toHaveAttribute(
    'href',
    '/claims-admin-providers?status=suspended',
  );
  await expect(attention.getByRole('link', { name: /approval/ })).toHaveCount(0);
  await checkAtEachViewport(page, 'claims-admin home', async (p) => {
    await expect(
      p
        .getByRole('img', { name: /claims? in the last 30 days, at most \d+ in one day\.$/ })
        .or(p.getByText('No claims in the last 30 days.')),
    ).toBeVisible();
  });
});
