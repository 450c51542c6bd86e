import type { Language, StringTree } from '@portal/contracts';
import { useNamespacedTranslation } from '@portal/ui-antd/translation';
import type { TFunction } from 'i18next';

/** The staff homes' chart of claims per day, in English: the reference the French must match. */
export const attentionEn = {
  chartTitle: 'Claims per day, last 30 days',
  chartSummary_one: '{{count}} claim in the last 30 days, at most {{max}} in one day.',
  chartSummary_other: '{{count}} claims in the last 30 days, at most {{max}} in one day.',
  chartDay: 'Day',
  chartClaims: 'Claims',
  chartEmpty: 'No claims in the last 30 days.',
};

export const attentionFr: typeof attentionEn = {
  chartTitle: 'Demandes de règlement par jour, 30 derniers jours',
  chartSummary_one: '{{count}} demande de règlement au cours des 30 derniers jours, au plus {{max}} en une journée.',
  chartSummary_other: '{{count}} demandes de règlement au cours des 30 derniers jours, au plus {{max}} en une journée.',
  chartDay: 'Jour',
  chartClaims: 'Demandes',
  chartEmpty: 'Aucune demande de règlement au cours des 30 derniers jours.',
};

const STRINGS: Record<Language, StringTree> = { en: attentionEn, 'fr-CA': attentionFr };

/** The chart's `t`, under a namespace of its own, in whichever staff remote shows it. */
export const useAttentionTranslation = (): TFunction => useNamespacedTranslation('web-attention', STRINGS);
