import type { Language, StringTree } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';

/**
 * The `t` of a screen several remotes show: its strings live under a namespace of its own, added the
 * first time the screen renders in whichever remote shows it. Strings files import it from
 * `@portal/ui-antd/translation`, which loads no antd: the e2e dictionary check imports them in Node.
 */
export const useNamespacedTranslation = (namespace: string, strings: Record<Language, StringTree>): TFunction => {
  const { i18n, language } = useTranslation();
  for (const [each, tree] of Object.entries(strings)) {
    if (!i18n.hasResourceBundle(each, namespace)) i18n.addResourceBundle(each, namespace, tree);
  }
  return useMemo(() => i18n.getFixedT(language, namespace), [i18n, language, namespace]);
};
