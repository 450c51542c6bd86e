import { pageSecurityHeaders, responseSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it('forbid framing, scripts and foreign form targets except the portal', () => {
    const headers = pageSecurityHeaders(['http://localhost:4200', 'https://portal.example.ca']);
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:4200 https://portal.example.ca");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(csp).toContain("script-src 'none'");
    expect(headers['Cache-Control']).toBe('no-store');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('allow exactly the nonce-bearing script when given one', () => {
    expect(pageSecurityHeaders([], 'abc123')['Content-Security-Policy']).toContain("script-src 'nonce-abc123'");
  });

  it('give every response the same policy, without deciding its caching', () => {
    const headers = responseSecurityHeaders(['http://localhost:4200']);
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' });
    expect(headers['Content-Security-Policy']).toBe(pageSecurityHeaders(['http://localhost:4200'])['Content-Security-Policy']);
    expect(headers['Cache-Control']).toBeUndefined();
  });
});
