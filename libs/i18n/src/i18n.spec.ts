import { changeLanguage, createI18n, LANGUAGE_STORAGE_KEY } from './i18n';

describe('i18n', () => {
  beforeEach(() => window.localStorage.clear());

  it('speaks English by default, with the spec wording', () => {
    const i18n = createI18n();
    expect(i18n.t('notFound.title')).toBe('Page Not Found');
    expect(i18n.t('app.login')).toBe('Login');
  });

  it('switches to French and remembers the choice', async () => {
    const i18n = createI18n();
    await changeLanguage(i18n, 'fr-CA');
    expect(i18n.t('notFound.title')).toBe('Page introuvable');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');
    expect(createI18n().t('nav.myProfile')).toBe('Mon profil');
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
