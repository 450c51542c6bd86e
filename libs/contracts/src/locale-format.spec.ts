import { formatDateTime, formatMoney, intlLocale } from './locale-format';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('locale formats', () => {
  it('maps a portal language to its Canadian Intl locale', () => {
    expect(intlLocale('en')).toBe('en-CA');
    expect(intlLocale('fr-CA')).toBe('fr-CA');
  });

  it('writes money as each language does', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(spaces(formatMoney(85, 'fr-CA'))).toBe('85,00 $');
    expect(spaces(formatMoney(1234.5, 'fr-CA'))).toBe('1 234,50 $');
  });

  it('writes an instant with an ISO date and a 24-hour time in either language', () => {
    const afternoon = new Date(2026, 10, 24, 14, 5).toISOString();
    expect(formatDateTime(afternoon, 'en')).toBe('2026-11-24, 14:05');
    expect(spaces(formatDateTime(afternoon, 'fr-CA'))).toBe('2026-11-24 14 h 05');
  });
});
