import { expect, test, type Page } from '@playwright/test';
import { checkAtEachViewport, E2E_URLS, mainNav, signIn } from '@portal/e2e-support';

const HOSTILE = `<h2>Clinic notice ${Date.now()}</h2><p>Offices close early on Friday.</p><img src=x onerror=alert(1)><script>alert(2)</script>`;

/** The access token the portal keeps (oidc-client-ts user in localStorage) once signed in. */
const accessToken = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((each) => each.startsWith('oidc.user:')) as string;
    return (JSON.parse(localStorage.getItem(key) as string) as { access_token: string }).access_token;
  });

/** Pastes HTML into the editor as a browser would from the clipboard. */
const pasteHtml = (page: Page, html: string) =>
  page.locator('.ql-editor').evaluate((editor, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted);
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);

test('superadmin saves a home page with an image handler and a script; the provider sees the text and nothing runs', async ({
  page,
  browser,
}) => {
  await signIn(page, 'superadmin');
  await mainNav(page).getByRole('link', { name: "Provider's Homepage" }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Edit Provider's Homepage" })).toBeVisible();
  const editor = page.getByRole('textbox', { name: "Provider's home page" });
  await expect(editor).toBeVisible();
  await checkAtEachViewport(page, 'the home page editor', async (p) => {
    await expect(p.getByRole('textbox', { name: "Provider's home page" })).toBeVisible();
  });

  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('textbox', { name: "Provider's home page" })).toHaveText('');
  await page.getByRole('textbox', { name: "Provider's home page" }).click();
  await pasteHtml(page, HOSTILE);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: 'Preview of the home page' });
  await expect(preview).toContainText('Offices close early on Friday.');
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit' }).click();
  const saved = page.waitForResponse((r) => r.url() === `${E2E_URLS.api}/homepage` && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  const { id } = (await (await saved).json()) as { id: number };
  await expect(page.getByText('Saved updated homepage')).toBeVisible();

  const provider = await browser.newPage();
  const dialogs: string[] = [];
  provider.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(provider, 'provider');
  await expect(provider.getByText('Offices close early on Friday.')).toBeVisible();
  await expect(provider.locator('.homepage-content script, .homepage-content [onerror]')).toHaveCount(0);
  await provider.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await provider.close();

  // The demo home page is current again for the suites that follow.
  const removed = await page.request.delete(`${E2E_URLS.api}/homepage/${id}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(removed.status()).toBe(204);
});
