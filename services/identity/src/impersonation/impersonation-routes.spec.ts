import type { IncomingMessage } from 'node:http';
import { fromOwnPage, portalOriginOf } from './impersonation-routes';

describe('portalOriginOf', () => {
  const portal = ['http://localhost:4200'];

  it('accepts any address on the portal and answers its origin', () => {
    expect(portalOriginOf('http://localhost:4200/admin-providers?x=1', portal)).toBe('http://localhost:4200');
    expect(portalOriginOf('http://localhost:4200', portal)).toBe('http://localhost:4200');
  });

  it.each([
    null,
    '',
    '/admin-home',
    '//evil.example/',
    'https://evil.example/',
    'http://localhost:4200.evil.example/',
    'javascript:alert(1)',
  ])('refuses %p', (returnUrl) => expect(portalOriginOf(returnUrl, portal)).toBeUndefined());
});

describe('fromOwnPage', () => {
  const issuer = 'http://localhost:3001';
  const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage;

  it('trusts the browser’s Sec-Fetch-Site first', () => {
    expect(fromOwnPage(request({ 'sec-fetch-site': 'same-origin', origin: 'null' }), issuer)).toBe(true);
    expect(fromOwnPage(request({ 'sec-fetch-site': 'same-site', origin: issuer }), issuer)).toBe(false);
    expect(fromOwnPage(request({ 'sec-fetch-site': 'cross-site' }), issuer)).toBe(false);
  });

  it('otherwise needs the issuer as Origin', () => {
    expect(fromOwnPage(request({ origin: issuer }), issuer)).toBe(true);
    expect(fromOwnPage(request({ origin: 'null' }), issuer)).toBe(false);
    expect(fromOwnPage(request({}), issuer)).toBe(false);
  });
});
