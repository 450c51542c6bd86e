import { MESSAGES } from '../i18n/messages';
import { field, isEmail, passwordErrors, USERNAME_PATTERN } from './account-form';

const t = MESSAGES.en;

describe('account form rules', () => {
  it('trims text fields but not passwords, and bounds their length', () => {
    const form = new URLSearchParams({ username: '  me  ', password: ' pass ', long: 'x'.repeat(1000) });
    expect(field(form, 'username')).toBe('me');
    expect(field(form, 'password', { trim: false })).toBe(' pass ');
    expect(field(form, 'long')).toHaveLength(256);
    expect(field(form, 'missing')).toBe('');
  });

  it('accepts usernames of 3 to 50 safe characters', () => {
    expect(USERNAME_PATTERN.test('dr.smith_2-a')).toBe(true);
    expect(USERNAME_PATTERN.test('ab')).toBe(false);
    expect(USERNAME_PATTERN.test('#register')).toBe(false);
    expect(USERNAME_PATTERN.test('a b c')).toBe(false);
  });

  it('checks e-mail addresses', () => {
    expect(isEmail('clinic@example.ca')).toBe(true);
    expect(isEmail('clinic@')).toBe(false);
  });

  it('reports a weak password before a mismatched confirmation', () => {
    expect(passwordErrors(t, 'weak', 'other')).toEqual({ password: t.passwordWeak });
    expect(passwordErrors(t, 'Demo123!', 'Demo123?')).toEqual({ confirm: t.passwordMismatch });
    expect(passwordErrors(t, 'Demo123!', 'Demo123!')).toEqual({});
  });
});
