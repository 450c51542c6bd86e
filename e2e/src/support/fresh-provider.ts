import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { planRouteSchemas } from '@portal/contracts/plans';
import { changeRequestRouteSchemas } from '@portal/contracts/providers';
import { accessToken, accessTokenOf, callApi } from './api-data';
import { E2E_URLS } from './environment';
import { waitForMail } from './mail';
import { signIn } from './sign-in';

/** An approved provider of its own, which no other test knows. */
export interface FreshProvider {
  readonly username: string;
  readonly password: string;
  readonly providerId: string;
  readonly providerNumber: string;
  readonly providerName: string;
}

/** An account of the identity service's, its e-mail confirmed; `legacyUid`: signed up from that old-portal profile's link. */
export const signUp = async (
  page: Page,
  { username, email, password, legacyUid }: { username: string; email: string; password: string; legacyUid?: string },
) => {
  await page.goto(`${E2E_URLS.issuer}/register?${new URLSearchParams({ ...(legacyUid ? { uid: legacyUid } : {}), lang: 'en' })}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm the password').fill(password);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  const mail = await waitForMail({ to: email, subject: 'Your Provider Portal account request', text: username });
  await page.goto(mail.links.find((url) => url.startsWith(`${E2E_URLS.issuer}/confirm?`)) as string);
  await expect(page.getByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' })).toBeVisible();
};

/** A username no other test or run uses. */
export const uniqueUsername = (label: string) => `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/**
 * Signs up at the identity service (its pages and its confirmation e-mail), registers a provider through the API
 * with one office (`officeName`) and has an administrator approve it through the API.
 */
export const freshProvider = async (
  browser: Browser,
  request: APIRequestContext,
  { label = 'clinic', officeName = 'Fresh Clinic' } = {},
): Promise<FreshProvider> => {
  const username = uniqueUsername(label);
  const email = `${username}@fresh.example.test`;
  const password = 'Fresh-Provider-2026!';
  const providerName = `${label[0]?.toUpperCase()}${label.slice(1)} ${username.slice(label.length + 1)} Health`;

  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, { username, email, password });
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/provider-registration$/);
  const token = await accessToken(page);
  await context.close();

  const admin = await accessTokenOf(browser, 'admin');
  const coverages = await callApi(request, admin, planRouteSchemas.coverages);
  const registration = await callApi(request, token, changeRequestRouteSchemas.register, {
    body: {
      providerName,
      registrationNumber: `REG-${username.slice(-6)}1`,
      email,
      offices: [
        {
          officeName,
          phoneNumber: '306-555-0142',
          directDepositEmail: email,
          address: '1 Fresh Street',
          city: 'Regina',
          province: 'SK',
          postalCode: 'S4P 3Y2',
          institutionNumber: '010',
          transitNumber: '54321',
          accountNumber: '88877766',
          verifyDirectDeposit: true,
        },
      ],
      coverages: coverages.filter((each) => each.name === 'Chiropractic').map((each) => each.coverageId),
      verifyProviderRegistration: true,
      terms: true,
    },
  });
  const approved = await callApi(request, admin, changeRequestRouteSchemas.decide, {
    params: { id: String(registration.id) },
    body: { approvalStatus: 'Approved' },
  });
  expect(approved.approvalStatus).toBe('Approved');
  const providerNumber = approved.newValue.providerNumber ?? approved.providerNumber;
  if (!providerNumber) throw new Error(`The approval of ${providerName} gave it no provider number`);
  return { username, password, providerId: registration.providerId, providerNumber, providerName };
};
