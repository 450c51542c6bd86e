import { expect, test } from '@playwright/test';
import { checkAtEachViewport, mainNav, signIn } from '@portal/e2e-support';

test('admin adds and deletes a footer office; edit mode ends with a reload; others get no pencil', async ({ page, browser }) => {
  const name = `Northern Office ${Date.now()}`;
  await signIn(page, 'admin');
  await expect(mainNav(page)).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const pencil = footer.getByRole('button', { name: 'Edit offices' });
  await pencil.click();
  await expect(pencil).toHaveAttribute('aria-pressed', 'true');
  await footer.getByRole('button', { name: 'Add office' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Office' });
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Office Name', { exact: true }).fill(name);
  await dialog.getByLabel('Address').fill('1 Main Street');
  await dialog.getByLabel('City').fill('Whitehorse');
  await dialog.getByLabel('Province').selectOption({ label: 'Yukon' });
  await dialog.getByLabel('Postal Code').fill('Y1A 1A1');
  await dialog.getByLabel('Telephone').fill('867-555-0100');
  await checkAtEachViewport(page, 'the add office dialog', async (p) => {
    await expect(p.getByRole('dialog', { name: 'Add Office' })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Added ${name}`)).toBeVisible();
  await expect(footer.getByRole('listitem').filter({ hasText: name })).toContainText('Whitehorse, YT Y1A 1A1');
  await checkAtEachViewport(page, 'the footer in edit mode', async (p) => {
    await expect(p.getByRole('contentinfo').getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  });

  await footer.getByRole('button', { name: `Remove ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText(`The ${name} will be deleted!`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`deleted ${name}`)).toBeVisible();
  await expect(footer.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Edit offices' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Add office' })).toHaveCount(0);

  for (const username of ['superadmin', 'provider']) {
    const other = await browser.newPage();
    await signIn(other, username);
    await expect(mainNav(other)).toBeVisible();
    await expect(other.getByRole('contentinfo').getByText('Eastern Regional Office')).toBeVisible();
    await expect(other.getByRole('contentinfo').getByRole('button', { name: 'Edit offices' })).toHaveCount(0);
    await other.close();
  }
});
