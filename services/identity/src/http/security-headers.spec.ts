import { pageSecurityHeaders } from './security-headers';

describe('page security headers', () => {
  it('forbids framing, scripts and foreign form targets except the portal', () => {
    const headers = pageSecurityHeaders(['http://localhost:4200', 'https://portal.example.ca']);
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:4200 https://portal.example.ca");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'sha256-[\w+/=]+'/);
    expect(csp).not.toContain('script-src');
    expect(headers['Cache-Control']).toBe('no-store');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('allows exactly the nonce-bearing script when given one', () => {
    expect(pageSecurityHeaders([], 'abc123')['Content-Security-Policy']).toContain("script-src 'nonce-abc123'");
  });
});
