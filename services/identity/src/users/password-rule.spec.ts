import { DEMO_PASSWORD } from '@portal/demo-data';
import { meetsPasswordRule } from './password-rule';

describe('password rule', () => {
  it('accepts the demo password and accented letters', () => {
    expect(meetsPasswordRule(DEMO_PASSWORD)).toBe(true);
    expect(meetsPasswordRule('Démo123!')).toBe(true);
    expect(meetsPasswordRule('Ézéchiel9 ')).toBe(true);
  });

  it.each([
    ['too short', 'De12!a'],
    ['no upper-case letter', 'demo1234!'],
    ['no lower-case letter', 'DEMO1234!'],
    ['no digit', 'Demonstr!'],
    ['no symbol', 'Demo12345'],
    ['too long', `Aa1!${'x'.repeat(125)}`],
  ])('refuses a password with %s', (_case, password) => {
    expect(meetsPasswordRule(password)).toBe(false);
  });
});
