import { useTranslation } from '@portal/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How long a lazily rendered page (a remote's chunk, a slow API) may take to show its heading. */
export const HEADING_WAIT_MS = 10_000;

// One document, one history of headings: the layouts that use the hook mount and unmount as the
// user moves between them, so what was announced is kept here, not in a component.
let firstHeadingSettled = false;
let announcedPath: string | null = null;

/** For tests: forget what this document has announced, as a fresh page load would. */
export const resetRouteHeading = (): void => {
  firstHeadingSettled = false;
  announcedPath = null;
};

/** "<page h1> – <portal name>", or the portal name alone when the page's heading is that name. */
export const documentTitle = (heading: string, appName: string): string =>
  heading && heading !== appName ? `${heading} – ${appName}` : appName;

const mainHeading = (): HTMLElement | null => {
  const heading = document.querySelector<HTMLElement>('main h1');
  return heading?.textContent?.trim() ? heading : null;
};

/**
 * On every location change: waits (bounded) for the page's `main h1`, names the document after it,
 * and moves focus to that heading so a screen reader announces the new page and Tab continues from
 * it. The document's first page keeps the browser's own focus; a language change only renames.
 */
export function useRouteHeading(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const appName = t('app.name');

  useEffect(() => {
    const settle = (heading: HTMLElement) => {
      document.title = documentTitle(heading.textContent?.trim() ?? '', appName);
      if (firstHeadingSettled && announcedPath !== pathname) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus();
      }
      firstHeadingSettled = true;
      announcedPath = pathname;
    };
    const present = mainHeading();
    if (present) return void settle(present);

    // Pages and remotes render lazily: the heading arrives after this commit.
    document.title = appName;
    const observer = new MutationObserver(() => {
      const heading = mainHeading();
      if (!heading) return;
      stop();
      settle(heading);
    });
    const timer = setTimeout(() => {
      stop();
      firstHeadingSettled = true;
      announcedPath = pathname;
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname, appName]);
}
