import { warmUpIntl } from './warm-up-intl';

describe('warming up Intl', () => {
  it('formats money and a date in both of the portal locales, and compares with a collator', () => {
    expect(warmUpIntl()).toEqual(['$0.00', '1970-01-01, 00:00', '-1', '0,00\u00a0$', '1970-01-01 00 h 00', '-1']);
  });
});
