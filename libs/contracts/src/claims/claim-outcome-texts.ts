import type { Language } from '../languages';
import { formatMoney } from '../locale-format';
import type { AdjudicationReasonCode, ClaimStatus } from './claim';

/** A claim's statuses as people read them, in each language (the screens' and the e-mails' one source). */
export const CLAIM_STATUS_LABELS: Record<Language, Record<ClaimStatus, string>> = {
  en: { A: 'Approved', E: 'Error', P: 'Pending', R: 'Rejected', V: 'Voided', D: 'Paid' },
  'fr-CA': { A: 'Approuvée', E: 'Erreur', P: 'En attente', R: 'Refusée', V: 'Annulée', D: 'Payée' },
};

/** Why a line is not accepted, in each language; `{{amount}}`, `{{days}}`, `{{note}}`, `{{reason}}` come from its params. */
export const ADJUDICATION_REASON_LABELS: Record<Language, Record<AdjudicationReasonCode, string>> = {
  en: {
    notEnrolled: 'Member not enrolled or plan not effective on the expense date',
    coverageNotOffered: "Coverage not in the member's plan or not offered by the provider",
    outsideSubmissionWindow: "Expense date outside the plan's submission window of {{days}} days",
    possibleDuplicate: 'possible duplicate',
    heldForApproval: 'Coverage held for administrator approval',
    overPerClaimMaximum: 'Amount over the per-claim maximum of {{amount}}',
    overAnnualMaximum: 'Amount over the annual maximum of {{amount}}',
    cannotEvaluate: 'Could not be evaluated automatically',
    setByAdministrator: 'Status set by an administrator{{note}}',
    voided: 'Voided: {{reason}}',
  },
  'fr-CA': {
    notEnrolled: 'Participant non inscrit ou régime non en vigueur à la date de la dépense',
    coverageNotOffered: 'Garantie absente du régime du participant ou non offerte par le fournisseur',
    outsideSubmissionWindow: 'Date de la dépense hors du délai de présentation du régime de {{days}} jours',
    possibleDuplicate: 'doublon possible',
    heldForApproval: 'Garantie retenue pour approbation par l’administrateur',
    overPerClaimMaximum: 'Montant supérieur au maximum par demande de {{amount}}',
    overAnnualMaximum: 'Montant supérieur au maximum annuel de {{amount}}',
    cannotEvaluate: 'Évaluation automatique impossible',
    setByAdministrator: 'Statut fixé par un administrateur{{note}}',
    voided: 'Annulée : {{reason}}',
  },
};

/**
 * A reason's params as `language` writes them: `amount` (stored as `$500.00` by the adjudication, or
 * a plain `500.00`) becomes that language's money (`500,00 $` in French); the others are kept.
 */
export const reasonParamsIn = (language: string, params: Readonly<Record<string, string>>): Record<string, string> => {
  const amount = params['amount']?.replace(/[$,\s]/g, '');
  return amount && /^\d+(\.\d+)?$/.test(amount) ? { ...params, amount: formatMoney(Number(amount), language) } : { ...params };
};

/** A reason's text in `language`, its `{{name}}` placeholders filled from its params. */
export const reasonText = (
  language: Language,
  reason: { code: AdjudicationReasonCode; params: Record<string, string> },
): string => {
  const params = reasonParamsIn(language, reason.params);
  return ADJUDICATION_REASON_LABELS[language][reason.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
};
