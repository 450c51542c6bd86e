import { expect, test, type Page } from '@playwright/test';
import { DEMO_LEGACY_UIDS } from '@portal/demo-data';
import { checkAtEachViewport, signIn, signUp, uniqueUsername } from '@portal/e2e-support';

const openRegistration = async (page: Page, username = 'newuser', password?: string) => {
  await signIn(page, username, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Health Provider Registration' })).toBeVisible();
  await expect(page.getByLabel('Business Name', { exact: true })).toHaveValue('Lakeside Physiotherapy');
};

test('newuser sees the registration prefilled from its legacy profile, accessible at both widths and in French', async ({
  page,
}) => {
  await openRegistration(page);
  await expect(page.getByText(/bank numbers from your previous profile are not shown/)).toBeVisible();
  await expect(page.getByLabel('Account Number').first()).toHaveValue('');
  await checkAtEachViewport(page, 'provider registration', async (p) => {
    await expect(p.getByRole('button', { name: 'SAVE' })).toBeVisible();
  });
  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription d’un fournisseur de soins de santé' })).toBeVisible();
  await expect(page.getByLabel('Nom de l’entreprise')).toHaveValue('Lakeside Physiotherapy');
});

test('an empty or invalid registration shows the spec §5 messages and the coverage message', async ({ page }) => {
  await openRegistration(page);
  await page.getByLabel('Business Name', { exact: true }).fill('');
  await page.getByLabel('Phone').first().fill('12345');
  await page.getByLabel('Account Number').first().fill('12ab');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Please Enter').first()).toBeVisible();
  await expect(page.getByText('Phone must be valid')).toBeVisible();
  await expect(page.getByText('Must be less than 12 numbers')).toBeVisible();
  await expect(page.getByText('Must be 3 numbers').first()).toBeVisible();
  await expect(page.getByText('Must be 5 numbers').first()).toBeVisible();
  await expect(page.getByText('Please verify').first()).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();
  await expect(page.getByText('please select at least one coverage')).toBeVisible();
  await checkAtEachViewport(page, 'provider registration with errors', async (p) => {
    await expect(p.getByText('Phone must be valid')).toBeVisible();
  });
});

test('an account signed up from newuser’s legacy profile registers', async ({ page }) => {
  // An account of its own (newuser stays unregistered for the other tests), prefilled from the same profile: its
  // e-mail is one of the profile's.
  const account = { username: uniqueUsername('lakeside'), email: 'east@lakeside.example.test', password: 'Lakeside-2026!' };
  await signUp(page, { ...account, legacyUid: DEMO_LEGACY_UIDS.newuser });
  await openRegistration(page, account.username, account.password);
  const registration = page.getByLabel('Registration Number').first();
  if (!(await registration.inputValue())) await registration.fill('REG-4410');
  const offices = await page.getByLabel('Account Number').count();
  for (let index = 0; index < offices; index += 1) {
    await page.getByLabel('Institution').nth(index).fill('001');
    await page.getByLabel('Transit').nth(index).fill('12345');
    await page.getByLabel('Account Number').nth(index).fill('1234567');
    await page.getByRole('checkbox', { name: 'Verify Direct Deposit' }).nth(index).check();
  }
  await page.getByRole('group', { name: 'Areas of Specialization' }).getByRole('checkbox').first().check();
  await page.getByRole('checkbox', { name: 'Verify Provider Registration' }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/provider') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'SAVE' }).click();
  expect((await created).status()).toBe(201);
  await expect(page.getByText('Provider Registered, please login')).toBeVisible();
});
