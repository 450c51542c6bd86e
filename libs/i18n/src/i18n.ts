import i18next, { type i18n as I18n } from 'i18next';
import { en, type Resources } from './resources/en';

export const LANGUAGES = ['en', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'portal.language';

// English ships with the shell; French is fetched the first time it is needed.
const RESOURCES: Record<Language, () => Promise<Resources>> = {
  en: async () => en,
  'fr-CA': () => import(/* webpackChunkName: "lazy-fr" */ './resources/fr').then((module) => module.fr),
};

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const storedLanguage = (): Language => {
  const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : 'en';
};

const applyLanguage = async (instance: I18n, language: Language): Promise<void> => {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await RESOURCES[language]());
  }
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
};

/** English unless the user chose French before. */
export const createI18n = async (language: Language = storedLanguage()): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await applyLanguage(instance, language);
  return instance;
};

/** The user's switch: remembered in localStorage. */
export const changeLanguage = async (instance: I18n, language: Language): Promise<void> => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await applyLanguage(instance, language);
};
