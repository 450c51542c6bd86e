import { hashToken } from './account-tokens';

describe('account token hashing', () => {
  it('is a stable SHA-256 hex digest that differs from the token', () => {
    const token = 'abc';
    expect(hashToken(token)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken('abd')).not.toBe(hashToken(token));
  });
});
