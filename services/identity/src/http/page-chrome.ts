import type { IncomingMessage } from 'node:http';
import type { IdentityConfig } from '../config/identity-config';
import { type Locale, pickLocale } from '../i18n/locale';
import type { PageChrome } from '../pages/layout';

export interface ChromeOptions {
  /** The page's own URL (path and query) without `lang`; the switch adds the other language to it. */
  path: string;
  chosen?: string | null;
  uiLocales?: string | null;
}

/** Link to a page of this service in the given language. */
export function localized(path: string, locale: Locale): string {
  const url = new URL(path, 'http://identity.invalid');
  url.searchParams.set('lang', locale);
  return `${url.pathname}${url.search}`;
}

export function pageChrome(req: IncomingMessage, config: IdentityConfig, { path, chosen, uiLocales }: ChromeOptions): PageChrome {
  const locale = pickLocale({ chosen, uiLocales, acceptLanguage: req.headers['accept-language'] });
  return { locale, switchHref: localized(path, locale === 'en' ? 'fr' : 'en'), portalUrl: config.portalUrl };
}
