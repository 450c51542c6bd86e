import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { createRequire } from 'node:module';

/** WCAG 2.1 A and AA: the level the portal is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The two widths every shell screen is checked at: a laptop and a 390 px phone. */
export const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (violations: readonly Violation[]) =>
  violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`).join('\n')}`,
    )
    .join('\n');

/**
 * Waits until every finite animation has finished: antd fades popups, dialogs and messages in and
 * out, and axe measuring a half-faded text reports a contrast no person meets once it settles.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Runs axe on the page once its animations have settled and fails with a readable list of every violation.
 * In axe's legacy mode, which runs the rules in the page itself: the default mode opens a tab for every check to
 * merge the frames' results (2.0-2.3 s a check on CI's machine instead of 0.9-1.0 s), and the portal has no frames.
 * Legacy mode does not test a cross-origin frame, so a page with a frame fails here first. Then no element may be
 * named after an antd icon (`expectNoIconNames`).
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await animationsSettled(page);
  expect(
    page.frames().map((frame) => frame.url()),
    `${label} has a frame: axe's legacy mode does not test a cross-origin one (use AxeBuilder without setLegacyMode)`,
  ).toHaveLength(1);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  expect(violations, `axe violations on ${label}:\n${describe(violations)}`).toEqual([]);
  await expectNoIconNames(page, label);
}

const iconsRequire = createRequire(createRequire(import.meta.url).resolve('@ant-design/icons'));
/** Every name of @ant-design/icons' icons (`close-circle`, `down`, `search`): what antd labels an icon with. */
export const ANTD_ICON_NAMES: ReadonlySet<string> = new Set(
  Object.values(iconsRequire('@ant-design/icons-svg') as Record<string, { name: string }>).map((icon) => icon.name),
);

/**
 * No element is named after an antd icon (`close-circle`, read aloud in English whatever the page's language):
 * every clear, close and expand control carries a name in the page's language (issue 41). antd names its icons
 * with `aria-label`, and a control whose only content is such an icon takes its name: one look at the rendered
 * elements' labels finds both, cheaper than an accessibility snapshot at every check.
 */
export async function expectNoIconNames(page: Page, label: string): Promise<void> {
  const named = await page.evaluate(
    (names) =>
      [...document.querySelectorAll('[aria-label]')]
        .filter((element) => names.includes(element.getAttribute('aria-label')?.trim() ?? ''))
        .filter((element) => !element.closest('[aria-hidden="true"]') && element.checkVisibility({ visibilityProperty: true }))
        .map((element) => `${element.outerHTML.slice(0, 120)}`),
    [...ANTD_ICON_NAMES],
  );
  expect(named, `${label} has elements named after antd icons`).toEqual([]);
}

/** No horizontal scrolling: the document is no wider than the viewport. */
export async function expectNoHorizontalScroll(page: Page, label: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${label} scrolls horizontally (${scrollWidth} > ${clientWidth})`).toBeLessThanOrEqual(clientWidth);
}

/** Checks the current screen at each viewport: axe, and no horizontal scroll on the phone. */
export async function checkAtEachViewport(page: Page, label: string, ready: (page: Page) => Promise<void>): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await ready(page);
    const where = `${label} at ${viewport.width}x${viewport.height}`;
    await expectNoAxeViolations(page, where);
    if (viewport.name === 'phone') await expectNoHorizontalScroll(page, where);
  }
}
