import type { Language, StringTree } from '@portal/contracts';
import { LANGUAGES } from '@portal/contracts/core';
import i18next, { type i18n as I18n } from 'i18next';
import { en, type Resources } from './resources/en';

export { LANGUAGES, type Language };

export const LANGUAGE_STORAGE_KEY = 'portal.language';

/** The shell's (and the shared libraries') strings; each remote brings its own namespace. */
export const SHELL_NAMESPACE = 'translation';

// English ships with the shell; French is fetched the first time it is needed.
const SHELL_RESOURCES: Record<Language, () => Promise<Resources>> = {
  en: async () => en,
  'fr-CA': () => import(/* webpackChunkName: "lazy-fr" */ './resources/fr').then((module) => module.fr),
};

export type NamespaceLoader = (language: Language) => Promise<StringTree>;

const namespaceLoaders = new WeakMap<I18n, Map<string, NamespaceLoader>>();
const loadersOf = (instance: I18n): Map<string, NamespaceLoader> => {
  let loaders = namespaceLoaders.get(instance);
  if (!loaders) namespaceLoaders.set(instance, (loaders = new Map()));
  return loaders;
};

const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

export const storedLanguage = (): Language => {
  const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : 'en';
};

export const currentLanguage = (instance: I18n): Language => (isLanguage(instance.language) ? instance.language : 'en');

const ensureBundle = async (instance: I18n, language: Language, namespace: string, load: () => Promise<StringTree>) => {
  if (instance.hasResourceBundle(language, namespace)) return;
  instance.addResourceBundle(language, namespace, (await load()) as object);
};

const applyLanguage = async (instance: I18n, language: Language): Promise<void> => {
  await Promise.all([
    ensureBundle(instance, language, SHELL_NAMESPACE, SHELL_RESOURCES[language]),
    // A remote whose strings cannot be fetched falls back to English (or its keys); the switch still happens.
    ...[...loadersOf(instance)].map(([namespace, load]) =>
      ensureBundle(instance, language, namespace, () => load(language)).catch((error: unknown) =>
        console.error(`Strings of ${namespace} (${language}) could not be loaded`, error),
      ),
    ),
  ]);
  document.documentElement.lang = language;
  await instance.changeLanguage(language);
};

/** English unless the user chose French before. */
export const createI18n = async (language: Language = storedLanguage()): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    resources: { en: { [SHELL_NAMESPACE]: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  await applyLanguage(instance, language);
  return instance;
};

/**
 * Registers a remote's strings: loaded now for the current language (and English, the fallback),
 * and for every language the user switches to later.
 */
export const addNamespace = async (instance: I18n, namespace: string, load: NamespaceLoader): Promise<void> => {
  loadersOf(instance).set(namespace, load);
  const language = currentLanguage(instance);
  await Promise.all(
    [...new Set<Language>(['en', language])].map((each) => ensureBundle(instance, each, namespace, () => load(each))),
  );
};

/** The user's switch: remembered in localStorage. */
export const changeLanguage = async (instance: I18n, language: Language): Promise<void> => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  await applyLanguage(instance, language);
};
