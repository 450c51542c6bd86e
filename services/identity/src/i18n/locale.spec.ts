import { pickLocale } from './locale';

describe('pickLocale', () => {
  it('prefers an explicit choice, then ui_locales, then Accept-Language', () => {
    expect(pickLocale({ chosen: 'fr', uiLocales: 'en', acceptLanguage: 'en' })).toBe('fr');
    expect(pickLocale({ chosen: 'fr-CA', acceptLanguage: 'en' })).toBe('fr');
    expect(pickLocale({ chosen: 'de', uiLocales: 'fr-CA en', acceptLanguage: 'en' })).toBe('fr');
    expect(pickLocale({ uiLocales: 'de', acceptLanguage: 'de-DE, fr-CA;q=0.8, en;q=0.5' })).toBe('fr');
  });

  it('orders Accept-Language by weight and ignores q=0', () => {
    expect(pickLocale({ acceptLanguage: 'en;q=0.4, fr;q=0.9' })).toBe('fr');
    expect(pickLocale({ acceptLanguage: 'fr;q=0, en-CA' })).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLocale({})).toBe('en');
    expect(pickLocale({ acceptLanguage: 'es, de' })).toBe('en');
  });
});
