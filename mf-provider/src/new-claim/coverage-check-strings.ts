import type { Language, StringTree, Translation } from '@portal/contracts';

/** The coverage panel's strings: in the new-claim chunk, not in the remote's first-load strings. */
export const coverageCheckEn = {
  coverage: 'Coverage',
  loading: 'Loading…',
  title: 'Coverage',
  heading: 'Coverage in {{year}}',
  failed: 'Coverage could not be checked: {{message}}',
  perClaim: 'Per claim',
  annual: 'Annual maximum',
  used: 'Used this year',
  remaining: 'Remaining',
  noMaximum: 'No maximum',
  referral: 'Referral required',
  notCovered: 'Not covered',
  lineNotCovered: '{{coverage}} is not covered for this member: the line will be rejected',
  lineNoMaximum: '{{coverage}} has no annual maximum on this plan',
  lineOverPerClaim: 'Over the per-claim maximum of {{maximum}}: the claim will be held for review',
  lineOverAnnual:
    '{{amount}} is {{over}} over the {{available}} left of {{maximum}} this year: the claim will be held for review',
  lineLeaves: '{{amount}} leaves {{leaves}} of {{maximum}} this year',
};

export const coverageCheckFr: Translation<typeof coverageCheckEn> = {
  coverage: 'Garantie',
  loading: 'Chargement…',
  title: 'Garanties',
  heading: 'Garanties en {{year}}',
  failed: 'La garantie n’a pas pu être vérifiée : {{message}}',
  perClaim: 'Par demande',
  annual: 'Maximum annuel',
  used: 'Utilisé cette année',
  remaining: 'Restant',
  noMaximum: 'Aucun maximum',
  referral: 'Recommandation requise',
  notCovered: 'Non couverte',
  lineNotCovered: '{{coverage}} n’est pas couverte pour ce participant : la ligne sera refusée',
  lineNoMaximum: '{{coverage}} n’a pas de maximum annuel dans ce régime',
  lineOverPerClaim: 'Au-delà du maximum par demande de {{maximum}} : la demande sera retenue pour examen',
  lineOverAnnual:
    '{{amount}} dépasse de {{over}} les {{available}} restants sur {{maximum}} cette année : la demande sera retenue pour examen',
  lineLeaves: '{{amount}} laisse {{leaves}} sur {{maximum}} cette année',
};

export const COVERAGE_CHECK_STRINGS: Record<Language, StringTree> = { en: coverageCheckEn, 'fr-CA': coverageCheckFr };
