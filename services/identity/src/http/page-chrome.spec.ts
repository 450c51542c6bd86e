import type { IncomingMessage } from 'node:http';
import { loadConfig } from '../config/identity-config';
import { localized, pageChrome } from './page-chrome';

const config = loadConfig({
  DATABASE_URL: 'postgres://x@127.0.0.1/db',
  PORTAL_POST_LOGOUT_REDIRECT_URIS: 'https://portal.example.ca/',
});
const request = (acceptLanguage?: string) => ({ headers: { 'accept-language': acceptLanguage } }) as unknown as IncomingMessage;

describe('page chrome', () => {
  it('follows the browser and links the same page in the other language, keeping its query', () => {
    expect(pageChrome(request('fr-CA'), config, { path: '/register?uid=legacy-1' })).toEqual({
      locale: 'fr',
      switchHref: '/register?uid=legacy-1&lang=en',
      portalUrl: 'https://portal.example.ca/',
    });
  });

  it('lets ui_locales and an explicit choice override the browser', () => {
    expect(pageChrome(request('en'), config, { path: '/x', uiLocales: 'fr' }).locale).toBe('fr');
    expect(pageChrome(request('fr'), config, { path: '/x', chosen: 'en' }).locale).toBe('en');
  });

  it('replaces an existing lang parameter', () => {
    expect(localized('/reset?token=abc&lang=en', 'fr')).toBe('/reset?token=abc&lang=fr');
  });
});
