import { act, render, screen } from '@testing-library/react';
import { addNamespace, changeLanguage, createI18n, LANGUAGE_STORAGE_KEY } from './i18n';
import { I18nNamespace, I18nProvider, useTranslation } from './i18n-react';

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
    expect((await createI18n()).t('titles.faq')).toBe('Foire aux questions');
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

describe('remote namespaces', () => {
  beforeEach(() => window.localStorage.clear());

  const remoteStrings = { en: { titles: { reports: 'Reports' } }, 'fr-CA': { titles: { reports: 'Rapports' } } };
  function Reports() {
    const { t } = useTranslation();
    return (
      <>
        <h1>{t('titles.reports')}</h1>
        <p>{t('notFound.returnHome')}</p>
      </>
    );
  }

  it("loads a remote's strings, looks keys up there first and then in the shell's", async () => {
    const i18n = await createI18n('en');
    await addNamespace(i18n, 'mf-reports', async (language) => remoteStrings[language]);
    render(<I18nProvider i18n={i18n}><I18nNamespace namespace="mf-reports"><Reports /></I18nNamespace></I18nProvider>);
    expect(screen.getByRole('heading')).toHaveTextContent('Reports');
    expect(screen.getByText('Return Home')).toBeInTheDocument();
  });

  it('switches every registered namespace with the language, fetching each language once', async () => {
    const i18n = await createI18n('en');
    const load = jest.fn(async (language: 'en' | 'fr-CA') => remoteStrings[language]);
    await addNamespace(i18n, 'mf-reports', load);
    render(<I18nProvider i18n={i18n}><I18nNamespace namespace="mf-reports"><Reports /></I18nNamespace></I18nProvider>);
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(screen.getByRole('heading')).toHaveTextContent('Rapports');
    expect(screen.getByText('Retour à l’accueil')).toBeInTheDocument();
    await act(() => changeLanguage(i18n, 'en'));
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(load.mock.calls.map(([language]) => language)).toEqual(['en', 'fr-CA']);
  });

  it('still switches when a remote cannot deliver its strings, falling back to English', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await createI18n('en');
    await addNamespace(i18n, 'mf-reports', async (language) => {
      if (language === 'fr-CA') throw new Error('offline');
      return remoteStrings.en;
    });
    await changeLanguage(i18n, 'fr-CA');
    expect(i18n.language).toBe('fr-CA');
    expect(i18n.t('titles.reports', { ns: 'mf-reports' })).toBe('Reports');
  });
});
