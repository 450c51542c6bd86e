import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { ProviderChangeRequest, Provider } from '@portal/contracts';
import { accessToken, checkAtEachViewport, E2E_URLS, tabTo, mainNav, signIn } from '@portal/e2e-support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A demo provider saves its own profile (PUT /provider/{id}, with the token of a real sign-in), the
 * first office's phone extension set to `extension`, which makes a change request.
 */
const requestChange = async (
  page: Page,
  request: APIRequestContext,
  username: string,
  extension: string,
): Promise<ProviderChangeRequest> => {
  await signIn(page, username);
  await expect(mainNav(page)).toBeVisible();
  const token = await accessToken(page);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { providerId: string };
  const profile = (await (
    await request.get(`${E2E_URLS.api}/provider/${claims.providerId}`, { headers: bearer(token) })
  ).json()) as Provider;
  const response = await request.put(`${E2E_URLS.api}/provider/${profile.providerId}`, {
    headers: bearer(token),
    data: {
      providerName: profile.providerName,
      registrationNumber: profile.registrationNumber,
      email: profile.email,
      coverages: profile.coverages,
      // The masked account number the API returned keeps the stored one; read-only fields are ignored.
      offices: profile.offices.map((office, index) => ({
        ...office,
        phoneExtension: index === 0 ? extension : office.phoneExtension,
      })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  return (await response.json()) as ProviderChangeRequest;
};

// The demo seed holds the `pending` provider's registration request; it is only viewed here, and
// only a change the `suspended` provider makes here is decided below (provider2 and provider have
// their own profile tests; suspension blocks claims, not profile changes).
test.describe.configure({ mode: 'serial' });

/** A request's row in the results (not a row of the comparison inside an expanded row): it has the decision buttons. */
const requestRow = (page: Page, providerName: string, approve = 'Approve the request of') =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `${approve} ${providerName}` }) });

test('an administrator finds the pending provider’s request, filters by name, expands it and reads it in French', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await mainNav(page).getByRole('link', { name: 'Approval Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await expect(page.getByText('View / Approve requests for change')).toBeVisible();
  const pendingRow = requestRow(page, 'New Horizons Physio');
  await expect(pendingRow).toHaveCount(1);
  await expect(pendingRow).toContainText('Pending');
  await expect(pendingRow).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
  // A sortable column header reached by keyboard shows where focus is (antd's own style only tints it).
  const sortable = page.getByRole('columnheader', { name: /Request Date/ });
  await sortable.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(sortable).toBeFocused();
  expect(await sortable.evaluate((th) => getComputedStyle(th).outlineStyle)).toBe('solid');

  await page.getByRole('textbox', { name: 'Name' }).fill('new horizons');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByText('1 request', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Valley Wellness' })).toHaveCount(0);

  await pendingRow.getByRole('button', { name: 'Expand row' }).focus();
  await page.keyboard.press('Enter');
  const provider = page.getByRole('region', { name: 'Provider' });
  await expect(provider).toBeVisible();
  await expect(provider.getByRole('row', { name: /Business name New Horizons Physio/ })).toBeVisible();
  await expect(provider).not.toContainText('Changed');
  await expect(page.getByRole('region', { name: 'Areas of specialization' })).toContainText('Physiotherapy');
  await expect(
    page.getByRole('region', { name: /New Horizons Physio/ }).getByRole('row', { name: /Account number/ }),
  ).toContainText(/^\D*\*+\d{3}$/);
  await expect(pendingRow.getByRole('button', { name: 'Approve the request of New Horizons Physio' })).toBeEnabled();

  await checkAtEachViewport(page, 'Approval Requests with an expanded row', async (current) => {
    await expect(current.getByRole('region', { name: 'Provider' })).toBeVisible();
  });

  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole('button', { name: /^(FR )?Français$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes d’approbation' })).toBeVisible();
  await expect(page.getByText('Consulter / approuver les demandes de modification')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Numéro de fournisseur' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'RECHERCHER' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fournisseur' })).toBeVisible();
  await expect(requestRow(page, 'New Horizons Physio', 'Approuver la demande de')).toContainText('En attente');
});

test('a super administrator reaches Approval Requests too', async ({ page }) => {
  await signIn(page, 'superadmin');
  await mainNav(page).getByRole('link', { name: 'Approval Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await expect(requestRow(page, 'New Horizons Physio')).toHaveCount(1);
});

test('approving a change request says so, and a second decision is refused with 409', async ({ page, request }) => {
  const change = await requestChange(page, request, 'suspended', '742');

  await signIn(page, 'admin');
  await mainNav(page).getByRole('link', { name: 'Approval Requests' }).click();
  await page.getByRole('textbox', { name: 'Provider Number' }).fill(change.newValue.providerNumber as string);
  await page.getByRole('combobox', { name: 'Approval Status' }).click();
  await page.getByTitle('Pending', { exact: true }).click();
  await page.getByRole('button', { name: 'SEARCH' }).click();
  const row = requestRow(page, change.providerName);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Expand row' }).click();
  await expect(page.getByRole('row', { name: /Phone extension Changed/ })).toContainText('742');

  await row.getByRole('button', { name: `Approve the request of ${change.providerName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Updated status: Approved' })).toBeVisible();
  // The list reloads: the request is no longer Pending, so the Pending filter no longer finds it.
  await expect(row).toHaveCount(0);

  const again = await request.put(`${E2E_URLS.api}/audit/${change.id}`, {
    headers: bearer(await accessToken(page)),
    data: { approvalStatus: 'Rejected' },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toMatch(/already been decided \(Approved\)/);
});

test('an administrator finds and approves a change request with the keyboard alone, focus on the row’s new status', async ({
  page,
  request,
}) => {
  const change = await requestChange(page, request, 'suspended', '743');

  await signIn(page, 'admin');
  await expect(mainNav(page)).toBeVisible();
  await tabTo(page, mainNav(page).getByRole('link', { name: 'Approval Requests' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Approval Requests' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Provider Number' }));
  await page.keyboard.type(change.newValue.providerNumber as string);
  await tabTo(page, page.getByRole('button', { name: 'SEARCH' }));
  await page.keyboard.press('Enter');
  const row = requestRow(page, change.providerName).filter({ hasText: 'Pending' });
  await expect(row).toHaveCount(1);

  await tabTo(page, row.getByRole('button', { name: 'Expand row' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: /Phone extension Changed/ })).toContainText('743');
  await tabTo(page, row.getByRole('button', { name: `Approve the request of ${change.providerName}` }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Updated status: Approved' })).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Approved');
});
