import { expect, test } from '@playwright/test';
import { checkAtEachViewport, waitForMail, mainNav, signIn } from '@portal/e2e-support';

test('a provider sends a contact message: stored, and e-mailed to the administrator with the account attached', async ({
  page,
}) => {
  const subject = `Direct deposit ${Date.now()}`;
  await signIn(page, 'provider');
  await expect(mainNav(page)).toBeVisible();
  await page.getByRole('button', { name: 'Leave a message' }).click();
  const drawer = page.getByRole('dialog', { name: 'Leave a message' });
  await drawer.getByLabel('Name').fill('Dr. Lee');
  await drawer.getByLabel('E-mail').fill('lee@example.test');
  await drawer.getByLabel('Subject').fill(subject);
  await drawer.getByLabel('Message').fill('When is the next deposit?');
  await checkAtEachViewport(page, 'the filled contact drawer', async (p) => {
    await expect(p.getByRole('dialog', { name: 'Leave a message' })).toBeVisible();
  });
  await drawer.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message has been sent' })).toBeVisible();
  await expect(drawer).toHaveCount(0);

  const mail = await waitForMail({ to: 'portal-admin@example.com', subject: `Portal message: ${subject}` });
  expect(mail.text).toContain('From: Dr. Lee <lee@example.test>');
  expect(mail.text).toContain('Account: provider (Provider, provider ');
  expect(mail.text).toContain('When is the next deposit?');
});
