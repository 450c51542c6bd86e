import { expect, test } from '@playwright/test';
import { checkAtEachViewport, signIn } from '@portal/e2e-support';

test('admin home: what needs attention links to its screen, the claims chart, accessible at both widths and in French', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Home' })).toBeVisible();
  const attention = page.getByRole('region', { name: 'Needs your attention' });
  const approvals = attention.getByRole('link', { name: /^\d+ approval requests? pending$/ });
  await expect(approvals).toBeVisible();
  await expect(attention.getByRole('link', { name: /^\d+ claims? held Pending$/ })).toHaveAttribute(
    'href',
    '/admin-search-submissions?status=P',
  );
  await expect(attention.getByRole('link', { name: /^\d+ suspended providers?$/ })).toHaveAttribute(
    'href',
    '/admin-providers?status=suspended',
  );
  // The chart, or its empty state when no claim was sent in the last 30 days (this project's data alone).
  const chart = page
    .getByRole('img', { name: /claims? in the last 30 days, at most \d+ in one day\.$/ })
    .or(page.getByText('No claims in the last 30 days.'));
  await checkAtEachViewport(page, 'admin home', async (p) => {
    await expect(p.getByRole('figure', { name: 'Claims per day, last 30 days' })).toBeVisible();
  });
  await expect(chart).toBeVisible();

  // The approvals' filters and table, which a phone folds and turns into cards.
  await page.setViewportSize({ width: 1366, height: 800 });
  await approvals.click();
  await expect(page).toHaveURL(/\/admin-approvals\?approvalStatus=Pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Search approval requests' })).toContainText('Pending');
  await expect(page.getByRole('cell', { name: 'Pending' }).first()).toBeVisible();

  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await page.goBack();
  const enAttente = page.getByRole('region', { name: 'À traiter' });
  await expect(enAttente.getByRole('link', { name: /demandes? d’approbation en attente$/ })).toBeVisible();
  await expect(
    page
      .getByRole('img', { name: /demandes? de règlement au cours des 30 derniers jours/ })
      .or(page.getByText('Aucune demande de règlement au cours des 30 derniers jours.')),
  ).toBeVisible();
  await page.getByRole('button', { name: /^(EN )?English$/ }).click();
});
