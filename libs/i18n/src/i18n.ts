import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './resources/en';
import { fr } from './resources/fr';

export const LANGUAGES = ['en', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_STORAGE_KEY = 'portal.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const storedLanguage = (): Language => {
  const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : 'en';
};

/** A ready instance (resources are bundled, so init is synchronous); English unless the user chose French. */
export const createI18n = (language: Language = storedLanguage()): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: { en: { translation: en }, 'fr-CA': { translation: fr } },
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
  });
  document.documentElement.lang = language;
  return instance;
};

export const changeLanguage = async (instance: I18n, language: Language): Promise<void> => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
};
