import { maskAccountNumber } from './mask-account-number';

describe('maskAccountNumber', () => {
  it('keeps only the last 3 digits', () => {
    expect(maskAccountNumber('987654321')).toBe('******321');
    expect(maskAccountNumber('123456789012')).toBe('*********012');
  });

  it('never reveals more than 3 characters of a short value', () => {
    expect(maskAccountNumber('12')).toBe('12');
    expect(maskAccountNumber('')).toBe('');
  });
});
