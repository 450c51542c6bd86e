import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SHELL_NAMESPACE } from './i18n';

export interface Translation {
  readonly t: TFunction;
  readonly i18n: I18n;
  readonly language: string;
}

const I18nContext = createContext<{ readonly i18n: I18n; readonly language: string } | null>(null);
const NamespaceContext = createContext<string>(SHELL_NAMESPACE);

/** A few lines instead of react-i18next's 10 KB gzip in the first load: re-renders on language change. */
export function I18nProvider({ i18n, children }: { readonly i18n: I18n; readonly children: ReactNode }) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  const value = useMemo(() => ({ i18n, language }), [i18n, language]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** Strings below come from a remote's namespace first, then the shell's (shared components' strings). */
export function I18nNamespace({ namespace, children }: { readonly namespace: string; readonly children: ReactNode }) {
  return <NamespaceContext value={namespace}>{children}</NamespaceContext>;
}

export const useTranslation = (): Translation => {
  const value = useContext(I18nContext);
  const namespace = useContext(NamespaceContext);
  if (!value) throw new Error('useTranslation must be used inside <I18nProvider>');
  const { i18n, language } = value;
  const t = useMemo(
    () => i18n.getFixedT(language, namespace === SHELL_NAMESPACE ? SHELL_NAMESPACE : [namespace, SHELL_NAMESPACE]),
    [i18n, language, namespace],
  );
  return { t, i18n, language };
};
