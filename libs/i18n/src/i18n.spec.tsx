import { act, render, screen } from '@testing-library/react';
import { changeLanguage, createI18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { I18nProvider, useTranslation } from './i18n-react';

function Title() {
  const { t } = useTranslation();
  return <h1>{t('notFound.title')}</h1>;
}

describe('i18n', () => {
  beforeEach(() => window.localStorage.clear());

  it('speaks English by default, with the spec wording', async () => {
    const i18n = await createI18n();
    expect(i18n.t('notFound.title')).toBe('Page Not Found');
    expect(i18n.t('app.login')).toBe('Login');
  });

  it('switches to French and remembers the choice', async () => {
    const i18n = await createI18n();
    await changeLanguage(i18n, 'fr-CA');
    expect(i18n.t('notFound.title')).toBe('Page introuvable');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');
    expect((await createI18n()).t('nav.myProfile')).toBe('Mon profil');
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('re-renders translated components when the language changes', async () => {
    const i18n = await createI18n('en');
    render(<I18nProvider i18n={i18n}><Title /></I18nProvider>);
    expect(screen.getByRole('heading')).toHaveTextContent('Page Not Found');
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(screen.getByRole('heading')).toHaveTextContent('Page introuvable');
  });
});
