import { Role, type GuardUser } from '@portal/contracts';
import { DEMO_ACCOUNTS } from '@portal/demo-data';
import { expect, test } from '@playwright/test';
import { describeOffenders, englishDictionary, englishOnScreen, type EnglishDictionary, type Offender } from './support/english-strings';
import { portalRoutes, routesOpenTo } from './support/portal-routes';
import { pageSettled, toFrench } from './support/settled';
import { signIn } from './support/sign-in';

let dictionary: EnglishDictionary;

test.beforeAll(async ({ browser }) => {
  // The home page's English and French text, as seeded: read through the API a provider's dashboard calls.
  const page = await browser.newPage();
  const homepage = page.waitForResponse((response) => response.url().endsWith('/api/homepage') && response.ok());
  await signIn(page, 'provider');
  dictionary = await englishDictionary((await (await homepage).json()) as { html: string; htmlFr: string | null });
  await page.close();
});

const accounts = ['provider', 'newuser', 'admin', 'claimsadmin', 'superadmin'] as const;

test.describe('no English on French screens, data included (issue 20 §2)', () => {
  test('the dictionary holds the English UI strings and the seeded English data', () => {
    expect(dictionary.exact.get('Search Submissions')).toBeDefined();
    expect(dictionary.exact.get('Physiotherapy')).toBe('coverage name');
    expect(dictionary.exact.get('Student Health Plan')).toBe('plan name');
    expect(dictionary.exact.get('Eastern Regional Office')).toBe('office name');
    expect([...dictionary.exact.values()]).toContain('home page');
  });

  test('signed out: every public page', async ({ page, request }) => {
    const routes = routesOpenTo(await portalRoutes(request), null).filter((route) => route.access === 'public');
    await page.goto('/');
    await toFrench(page);
    const offenders: Offender[] = [];
    for (const route of routes) {
      await page.goto(route.path);
      await pageSettled(page);
      offenders.push(...(await englishOnScreen(page, route.path, dictionary)));
    }
    expect(offenders, `English on French screens:\n${describeOffenders(offenders)}`).toEqual([]);
  });

  for (const username of accounts) {
    const account = DEMO_ACCOUNTS.find((each) => each.username === username);
    test(`${username}: every route the role may open`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const user: GuardUser = { role: account?.role ?? Role.Provider, providerId: account?.providerId ?? null };
      const routes = routesOpenTo(await portalRoutes(request), user).filter((route) => route.access !== 'public' || route.path === account?.home);
      await signIn(page, username);
      await expect(page).toHaveURL(new RegExp(`${account?.home}$`));
      await toFrench(page);
      const offenders: Offender[] = [];
      for (const route of routes) {
        await page.goto(route.path);
        await expect(page).toHaveURL(new RegExp(`${route.path}$`));
        await pageSettled(page);
        offenders.push(...(await englishOnScreen(page, route.path, dictionary)));
      }
      expect(routes.length).toBeGreaterThan(1);
      expect(offenders, `English on French screens:\n${describeOffenders(offenders)}`).toEqual([]);
    });
  }
});
