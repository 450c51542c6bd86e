import { expect, test, type Page } from '@playwright/test';
import { E2E_URLS, mainNav, pageSettled, REMOTES, signIn, VIEWPORTS } from '@portal/e2e-support';

/** An account whose pages are each remote's (issue 41: a remote's styles must stay in its room, ADR 054). */
const ACCOUNT_OF_REMOTE: Record<(typeof REMOTES)[number]['name'], string> = {
  provider: 'provider',
  admin: 'admin',
  superadmin: 'superadmin',
  claimsAdmin: 'claimsadmin',
};

/** The shell's links above and beside a remote's page: skip link, brand, side navigation. */
const TOP_LINKS = '.skip-link, .top-bar__logo, nav.side-nav a[href]';
/** The shell's links below it. */
const FOOTER_LINKS = 'footer a[href]';

interface Focused {
  readonly link: string | null;
  readonly indicator: string | null;
}

/** The focused element, if it is one of the shell's links, and its focus indicator (null: none is drawn). */
const focusedShellLink = (page: Page, links: string) =>
  page.evaluate((selector): Focused => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || !element.matches(selector)) return { link: null, indicator: null };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const link = `${element.className || element.tagName} "${element.textContent?.trim() || element.getAttribute('aria-label')}"`;
    if (outline) return { link, indicator: `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` };
    return { link, indicator: style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : null };
  }, links);

/**
 * Puts the keyboard's starting point at the top or the bottom of the document without reloading it (a reload would
 * drop the remotes' stylesheets this test is about): a focused element removed leaves the starting point where it was.
 */
const startFrom = (page: Page, end: 'top' | 'bottom') =>
  page.evaluate((where) => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    if (where === 'top') document.body.prepend(start);
    else document.body.append(start);
    start.focus();
    start.remove();
  }, end);

/**
 * Tabs from the top of the page through the skip link, the brand and the side navigation, and Shift+Tabs from its
 * bottom through the footer (the page between them is the remote's); returns each link reached and its indicator.
 */
async function tabThroughShellLinks(page: Page): Promise<Map<string, string | null>> {
  const reached = new Map<string, string | null>();
  const walk = async (from: 'top' | 'bottom', links: string) => {
    const expected = await page.locator(links).count();
    const before = reached.size;
    await startFrom(page, from);
    for (let presses = 0; presses < 60 && reached.size - before < expected; presses += 1) {
      await page.keyboard.press(from === 'top' ? 'Tab' : 'Shift+Tab');
      const { link, indicator } = await focusedShellLink(page, links);
      if (link) reached.set(link, indicator);
    }
    expect(reached.size - before, `Tab reached ${[...reached.keys()].join(', ')}`).toBe(expected);
  };
  await walk('top', TOP_LINKS);
  await walk('bottom', FOOTER_LINKS);
  return reached;
}

for (const remote of REMOTES) {
  test(`after every page of ${remote.project}, each of the shell's links shows its focus ring and the footer's keep their underline`, async ({
    page,
  }) => {
    await signIn(page, ACCOUNT_OF_REMOTE[remote.name]);
    const nav = mainNav(page);
    await expect(nav).toBeVisible({ timeout: 30_000 });
    // Opened in the app, as a person moves through it: each page's stylesheets stay in the document.
    const links = await nav.getByRole('link').all();
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      await link.click();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await pageSettled(page);
    }
    const origin = new URL(E2E_URLS.remote(remote.name)).origin;
    const remoteSheets = await page.evaluate(
      (from) => [...document.styleSheets].filter((sheet) => sheet.href?.startsWith(from)).length,
      origin,
    );
    expect(remoteSheets, `${remote.project}'s stylesheets are in the page`).toBeGreaterThan(0);

    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const footerLinks = page.getByRole('contentinfo').getByRole('link');
      for (const footerLink of await footerLinks.all()) {
        const decoration = await footerLink.evaluate((element) => getComputedStyle(element).textDecorationLine);
        expect.soft(decoration, `${await footerLink.textContent()} at ${viewport.width} px`).toContain('underline');
      }
      const reached = await tabThroughShellLinks(page);
      const unmarked = [...reached].filter(([, indicator]) => indicator === null).map(([link]) => link);
      expect.soft(unmarked, `shell links without a focus indicator at ${viewport.width} px`).toEqual([]);
    }
  });
}
