import type { Language, StringTree, Translation } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useNamespacedTranslation } from '../namespaced-translation';

/** What a table shown as cards on a phone adds: its sort choice (no column headers to click) and each card's details toggle. */
export const responsiveTableEn = {
  sortBy: 'Sort by',
  ascending: '{{column}}, ascending',
  descending: '{{column}}, descending',
  details: 'Details',
};

export const responsiveTableFr: Translation<typeof responsiveTableEn> = {
  sortBy: 'Trier par',
  ascending: '{{column}}, croissant',
  descending: '{{column}}, décroissant',
  details: 'Détails',
};

const STRINGS: Record<Language, StringTree> = { en: responsiveTableEn, 'fr-CA': responsiveTableFr };

export const useResponsiveTableTranslation = (): TFunction => useNamespacedTranslation('ui-antd.responsive-table', STRINGS);
