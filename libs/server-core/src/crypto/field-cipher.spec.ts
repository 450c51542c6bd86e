import { randomBytes } from 'node:crypto';
import { FieldCipher, parseEncryptionKey } from './field-cipher';

describe('FieldCipher', () => {
  const key = randomBytes(32).toString('hex');

  it('round-trips a value without leaving the plaintext in the sealed form', () => {
    const cipher = new FieldCipher(key);
    const sealed = cipher.encrypt('987654321');
    expect(sealed).not.toContain('987654321');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(cipher.decrypt(sealed)).toBe('987654321');
  });

  it('uses a fresh IV each time', () => {
    const cipher = new FieldCipher(key);
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered value and a wrong key', () => {
    const cipher = new FieldCipher(key);
    const sealed = cipher.encrypt('987654321');
    const parts = sealed.split(':');
    const tampered = [...parts.slice(0, 3), Buffer.from('123456789').toString('base64')].join(':');
    expect(() => cipher.decrypt(tampered)).toThrow();
    expect(() => new FieldCipher(randomBytes(32).toString('base64')).decrypt(sealed)).toThrow();
  });

  it('accepts hex or base64 keys of 32 bytes only', () => {
    expect(parseEncryptionKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(() => parseEncryptionKey('short')).toThrow(/32 bytes/);
  });
});
