import { hashPassword, verifyAgainstDummy, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('produces a salted argon2id hash that verifies only the right password', async () => {
    const first = await hashPassword('Demo123!');
    const second = await hashPassword('Demo123!');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toEqual(second);
    await expect(verifyPassword(first, 'Demo123!')).resolves.toBe(true);
    await expect(verifyPassword(first, 'demo123!')).resolves.toBe(false);
  });

  it('treats a malformed stored hash as a failed check rather than an error', async () => {
    await expect(verifyPassword('not-a-hash', 'Demo123!')).resolves.toBe(false);
  });

  it('always fails against the dummy hash', async () => {
    await expect(verifyAgainstDummy('')).resolves.toBe(false);
    await expect(verifyAgainstDummy('Demo123!')).resolves.toBe(false);
  });
});
