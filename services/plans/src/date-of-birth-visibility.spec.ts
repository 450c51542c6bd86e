import { mayViewDateOfBirth } from './date-of-birth-visibility';

describe('mayViewDateOfBirth', () => {
  const provider = '3f8a1c52-7d1e-4b6a-9c01-000000000001';

  it('shows it only to the provider the member record carries', () => {
    expect(mayViewDateOfBirth(provider, provider)).toBe(true);
    expect(mayViewDateOfBirth(provider, '3f8a1c52-7d1e-4b6a-9c01-000000000002')).toBe(false);
    expect(mayViewDateOfBirth(provider, null)).toBe(false);
  });

  it('hides it from everyone when the record carries no provider', () => {
    expect(mayViewDateOfBirth(null, provider)).toBe(false);
    expect(mayViewDateOfBirth(null, null)).toBe(false);
  });
});
