import type { Language, StringTree, Translation } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useNamespacedTranslation } from '../namespaced-translation';

/** The button a phone folds a screen's filters behind, with how many are in use. */
export const collapsibleFiltersEn = {
  filters: 'Filters',
  filtersCount: 'Filters ({{count}})',
};

export const collapsibleFiltersFr: Translation<typeof collapsibleFiltersEn> = {
  filters: 'Filtres',
  filtersCount: 'Filtres ({{count}})',
};

const STRINGS: Record<Language, StringTree> = { en: collapsibleFiltersEn, 'fr-CA': collapsibleFiltersFr };

export const useCollapsibleFiltersTranslation = (): TFunction => useNamespacedTranslation('ui-antd.collapsible-filters', STRINGS);
