import { portalOriginOf } from './impersonation-routes';

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
