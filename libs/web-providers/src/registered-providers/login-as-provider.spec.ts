import { impersonationUrl } from './login-as-provider';

describe('impersonationUrl', () => {
  it('points at the issuer with the provider and an encoded return address', () => {
    expect(impersonationUrl('http://localhost:5001/', 'a1b2', 'http://localhost:4200/admin-providers?status=suspended')).toBe(
      'http://localhost:5001/Impersonate/a1b2/?returnUrl=http%3A%2F%2Flocalhost%3A4200%2Fadmin-providers%3Fstatus%3Dsuspended',
    );
  });
});
